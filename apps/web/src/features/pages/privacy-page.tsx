import { Link } from 'react-router';
import { LegalDoc, type DocSection } from './components/legal-doc.tsx';
import { privacyEffective, privacyEmail } from '../../lib/content/policy.ts';

const mail = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

const sections: DocSection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        Ireti runs ireti.ng, a crowdfunding and donation platform for Nigeria, and is the data controller for the personal data described
        here. You can reach the person responsible for data protection at Ireti at {mail}.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'The law we follow',
    body: (
      <p>
        We process personal data in line with the Nigeria Data Protection Act 2023 (NDPA) and the Nigeria Data Protection Regulation 2019
        (NDPR) where it still applies, under the supervision of the Nigeria Data Protection Commission (NDPC). This policy took effect on{' '}
        {privacyEffective} and has been revised since to reflect the NDPA.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> name, e-mail address, password (stored only as a one-way hash), mobile number, state and local
          government area, gender and profile photo. For organisations: name, type, category, address, phone numbers, e-mail, social links,
          logo and feature images.
        </li>
        <li>
          <strong>Identity verification:</strong> your social profile links, a reference person’s name, e-mail and mobile number, and an
          identity document; for organisations, a registration document too.
        </li>
        <li>
          <strong>Volunteer applications:</strong> an identity document, an electricity bill as proof of address, notes from your interview
          and your grade.
        </li>
        <li>
          <strong>Campaigns:</strong> the story, pictures, goal, rewards and thank-you message you publish.
        </li>
        <li>
          <strong>Donations:</strong> your name (unless you give anonymously), e-mail address, mobile number if you give it, the amount,
          your comment and the payment reference. Your card details go straight to our payment provider; we never see or store your full
          card number.
        </li>
        <li>
          <strong>Payouts:</strong> the bank, account number and account name a campaigner is paid into.
        </li>
        <li>
          <strong>Messages to us:</strong> what you send through the help form (name, e-mail, mobile number and message).
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and the requests your device makes, kept in our logs to keep the service secure.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'Why we use it',
    body: (
      <ul>
        <li>
          <strong>To provide the service you asked for</strong> (performance of a contract): running your account, publishing campaigns,
          taking and confirming donations, refunding donors and paying campaigners.
        </li>
        <li>
          <strong>To meet our legal obligations:</strong> keeping financial records, preventing money laundering and fraud, and answering
          lawful requests from Nigerian authorities.
        </li>
        <li>
          <strong>For our legitimate interests:</strong> vetting campaigns, keeping Ireti safe, investigating reports and improving the
          service — never in a way that overrides your rights.
        </li>
        <li>
          <strong>With your consent:</strong> anything optional, such as news from Ireti. You can withdraw consent at any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'visible',
    title: 'What others can see',
    body: (
      <>
        <p>Crowdfunding is public by nature. Everyone can see:</p>
        <ul>
          <li>campaigns: the story, pictures, goal, amount raised and the campaigner’s name or organisation;</li>
          <li>
            donations: the donor’s name, amount, date and comment — unless the donor gave anonymously, when “Anonymous” is shown instead;
          </li>
          <li>
            volunteers: name, photo, grade and the campaigns they verified (volunteers’ profiles and grades are public by design, so donors
            can see who vouched for a campaign);
          </li>
          <li>verified organisations: the details they chose to list.</li>
        </ul>
        <p>
          Nobody else can see your e-mail address, phone number, documents or bank details.{' '}
          <strong>Ireti administrators can see who made an anonymous donation</strong>, to prevent fraud and to meet the law. Volunteers
          assigned to a campaign see what they need to vet it. Identity documents and proofs of address are stored privately and are seen
          only by their owner and Ireti administrators.
        </p>
      </>
    ),
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell personal data. We share it only with:</p>
        <ul>
          <li>our card payment provider, to take donations, refund donors and pay campaigners;</li>
          <li>
            the services that send our e-mails and text messages and host our servers and files, under contracts that bind them to protect
            it;
          </li>
          <li>authorities, when Nigerian law requires it or to protect someone from serious harm.</li>
        </ul>
        <p>
          If some of these providers keep data outside Nigeria, we transfer it only where the NDPA allows, for example to a country with
          adequate protection or under contractual safeguards.
        </p>
      </>
    ),
  },
  {
    id: 'keep',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Account and campaign data: while your account is open, and deleted or anonymised after you close it, except for what the law makes
          us keep.
        </li>
        <li>
          Donation, refund and payout records: as long as Nigerian tax and anti-money-laundering law require, which is currently at least
          five years.
        </li>
        <li>
          Identity documents and proofs of address: while your account or volunteer role is active, and then only as long as a dispute or
          legal duty needs them.
        </li>
        <li>Help messages: two years. Server logs: 90 days.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Everything travels over encrypted connections. Passwords and session tokens are stored only as one-way hashes, documents are kept
        out of public reach, and every administrative action is recorded in an audit log. Only the staff who need personal data for their
        work can reach it. If a breach puts your rights at risk, we will tell you and the NDPC as the law requires.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the NDPA you have the right to:</p>
        <ul>
          <li>be told how your data is used (this policy), and get a copy of it;</li>
          <li>have it corrected, or deleted when we no longer have a reason to keep it;</li>
          <li>restrict or object to its use, and withdraw consent you gave;</li>
          <li>receive it in a portable format;</li>
          <li>not be subject to decisions made solely by automated means that significantly affect you.</li>
        </ul>
        <p>
          You can correct most of your details yourself in your profile settings. For anything else write to {mail}; we answer within one
          month. If you are not satisfied, you may complain to the Nigeria Data Protection Commission.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Ireti is for people aged 18 and over. Young people aged 13 to 17 may use it only with a parent’s or guardian’s consent, and we will
        delete data of a child under 13 as soon as we learn of it. See our <Link to="/terms_of_use">terms of use</Link>.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        Ireti keeps your sign-in session in your browser’s local storage so you stay signed in; signing out removes it. We do not use
        advertising cookies or third-party trackers.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we publish the new version here, and tell you by e-mail before an important change takes effect.
        Questions are welcome at {mail} or through our <Link to="/help">help form</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDoc
      title="Privacy policy"
      intro="What personal data Ireti collects, why, who can see it, and the rights you have over it."
      meta={
        <>
          Effective <strong>{privacyEffective}</strong>. Revised for the Nigeria Data Protection Act 2023.
        </>
      }
      sections={sections}
    />
  );
}
