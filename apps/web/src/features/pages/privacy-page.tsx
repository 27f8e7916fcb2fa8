import { Link } from 'react-router';
import { LegalDoc, type DocSection } from './components/legal-doc.tsx';
import { privacyEffective, privacyEmail } from '../../lib/content/policy.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';

export const messages = i18n('legal/privacy-page', {
  title: 'Privacy policy',
  intro: 'What personal data Ireti collects, why, who can see it, and the rights you have over it.',
  meta: 'Effective {date}. Revised for the Nigeria Data Protection Act 2023.',
  whoTitle: 'Who we are',
  who1: 'Ireti runs ireti.ng, a crowdfunding and donation platform for Nigeria, and is the data controller for the personal data described here. You can reach the person responsible for data protection at Ireti at {email}.',
  lawTitle: 'The law we follow',
  law1: 'We process personal data in line with the Nigeria Data Protection Act 2023 (NDPA) and the Nigeria Data Protection Regulation 2019 (NDPR) where it still applies, under the supervision of the Nigeria Data Protection Commission (NDPC). This policy took effect on {date} and has been revised since to reflect the NDPA.',
  collectTitle: 'What we collect',
  collectAccountLabel: 'Your account:',
  collectAccount:
    '{label} name, e-mail address, password (stored only as a one-way hash), mobile number, state and local government area, gender and profile photo. For organisations: name, type, category, address, phone numbers, e-mail, social links, logo and feature images.',
  collectIdentityLabel: 'Identity verification:',
  collectIdentity:
    '{label} your social profile links, a reference person’s name, e-mail and mobile number, and an identity document; for organisations, a registration document too.',
  collectVolunteerLabel: 'Volunteer applications:',
  collectVolunteer: '{label} an identity document, an electricity bill as proof of address, notes from your interview and your grade.',
  collectCampaignsLabel: 'Campaigns:',
  collectCampaigns: '{label} the story, pictures, goal, rewards and thank-you message you publish.',
  collectDonationsLabel: 'Donations:',
  collectDonations:
    '{label} your name (unless you give anonymously), e-mail address, mobile number if you give it, the amount, your comment and the payment reference. Your card details go straight to our payment provider; we never see or store your full card number.',
  collectPayoutsLabel: 'Payouts:',
  collectPayouts: '{label} the bank, account number and account name a campaigner is paid into.',
  collectMessagesLabel: 'Messages to us:',
  collectMessages: '{label} what you send through the help form (name, e-mail, mobile number and message).',
  collectTechnicalLabel: 'Technical data:',
  collectTechnical: '{label} your IP address and the requests your device makes, kept in our logs to keep the service secure.',
  useTitle: 'Why we use it',
  useServiceLabel: 'To provide the service you asked for',
  useService:
    '{label} (performance of a contract): running your account, publishing campaigns, taking and confirming donations, refunding donors and paying campaigners.',
  useLegalLabel: 'To meet our legal obligations:',
  useLegal:
    '{label} keeping financial records, preventing money laundering and fraud, and answering lawful requests from Nigerian authorities.',
  useInterestsLabel: 'For our legitimate interests:',
  useInterests:
    '{label} vetting campaigns, keeping Ireti safe, investigating reports and improving the service — never in a way that overrides your rights.',
  useConsentLabel: 'With your consent:',
  useConsent:
    '{label} campaign updates from campaigns you did not give to, and news from Ireti. We record the words you agreed to and when; you can withdraw with one click in Settings, and we record that too. Receipts, e-mail checks, refunds, payouts and updates from campaigns you gave to are part of the service and always come.',
  visibleTitle: 'What others can see',
  visible1: 'Crowdfunding is public by nature. Everyone can see:',
  visibleCampaigns: 'campaigns: the story, pictures, goal, amount raised and the campaigner’s name or organisation;',
  visibleDonations:
    'donations: the donor’s name, amount, date and comment — unless the donor gave anonymously, when “Anonymous” is shown instead;',
  visibleVolunteers:
    'volunteers: name, photo, grade and the campaigns they verified (volunteers’ profiles and grades are public by design, so donors can see who vouched for a campaign);',
  visibleOrganisations: 'verified organisations: the details they chose to list.',
  visibleAdmins: 'Ireti administrators can see who made an anonymous donation',
  visible2:
    'Nobody else can see your e-mail address, phone number, documents or bank details. {admins}, to prevent fraud and to meet the law. Volunteers assigned to a campaign see what they need to vet it. Identity documents and proofs of address are stored privately and are seen only by their owner and Ireti administrators.',
  shareTitle: 'Who we share it with',
  share1: 'We never sell personal data. We share it only with:',
  sharePayments: 'our card payment provider, to take donations, refund donors and pay campaigners;',
  shareServices:
    'the services that send our e-mails and text messages and host our servers and files, under contracts that bind them to protect it;',
  shareAuthorities: 'authorities, when Nigerian law requires it or to protect someone from serious harm.',
  share2:
    'If some of these providers keep data outside Nigeria, we transfer it only where the NDPA allows, for example to a country with adequate protection or under contractual safeguards.',
  keepTitle: 'How long we keep it',
  keepAccount:
    'Account and campaign data: while your account is open. When you close it, your name, e-mail, phone numbers, photo, social links, addresses and documents are erased and your account shows as “Former member”; your donations stay only as financial records, shown as “Anonymous”.',
  keepRecords:
    'Donation, refund and payout records: as long as Nigerian tax and anti-money-laundering law require, which is currently at least five years.',
  keepDocuments:
    'Identity documents and proofs of address: deleted 12 months after the decision on them, unless a dispute or a legal duty needs them longer.',
  keepPayouts: 'Payout bank details: once a payout is paid and settled, we keep only the last four digits of the account number.',
  keepMessages: 'Help messages: two years. Server logs: 90 days.',
  securityTitle: 'How we protect it',
  security1:
    'Everything travels over encrypted connections. Passwords and session tokens are stored only as one-way hashes, documents are kept out of public reach, and every administrative action is recorded in an audit log. Only the staff who need personal data for their work can reach it. If a breach puts your rights at risk, we tell the Nigeria Data Protection Commission within 72 hours of learning of it, and we tell you without delay.',
  security2:
    'Administrators and volunteers, who can open identity documents and decide on campaigns, must sign in with a second factor (a passkey or an authenticator app) as well as their password. Every time anyone but you views your identity document, proof of address, identity details, delivery address or contact details, we record who, when and why — an administrator must give the reason first — and you can read that record in Settings.',
  rightsTitle: 'Your rights',
  rights1: 'Under the NDPA you have the right to:',
  rightsInformed: 'be told how your data is used (this policy), and get a copy of it;',
  rightsCorrect: 'have it corrected, or deleted when we no longer have a reason to keep it;',
  rightsRestrict: 'restrict or object to its use, and withdraw consent you gave;',
  rightsPortable: 'receive it in a portable format;',
  rightsAutomated: 'not be subject to decisions made solely by automated means that significantly affect you.',
  rights2:
    'You can do most of this yourself in Settings, under Account Settings: correct your details, download all your data in one archive (JSON and CSV, by a link we e-mail you that works once, for 24 hours), give or withdraw consent, and close your account after typing your password. If you cannot sign in, write to {email}; we act on a written request within one month and record it. If you are not satisfied, you may complain to the Nigeria Data Protection Commission.',
  childrenTitle: 'Children',
  children1:
    'Ireti is for people aged 18 and over. Young people aged 13 to 17 may use it only with a parent’s or guardian’s consent, and we will delete data of a child under 13 as soon as we learn of it. See our {terms}.',
  termsLink: 'terms of use',
  storageTitle: 'Cookies and local storage',
  storage1:
    'Ireti keeps your sign-in session in your browser’s local storage so you stay signed in; signing out removes it. We do not use advertising cookies or third-party trackers.',
  changesTitle: 'Changes to this policy',
  changes1:
    'When we change this policy we publish the new version here, and tell you by e-mail before an important change takes effect. Questions are welcome at {email} or through our {helpForm}.',
  helpForm: 'help form',
});

export default function PrivacyPage() {
  const t = useT(messages);
  const email = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;
  /** A list item that opens with a bold label: the label's place in the sentence is the translation's. */
  const labelled = (text: string, label: string) => (
    <li>
      <Rich text={text} parts={{ label: <strong>{label}</strong> }} />
    </li>
  );
  const sections: DocSection[] = [
    {
      id: 'who',
      title: t.whoTitle,
      body: (
        <p>
          <Rich text={t.who1} parts={{ email }} />
        </p>
      ),
    },
    {
      id: 'law',
      title: t.lawTitle,
      body: (
        <p>
          <Rich text={t.law1} parts={{ date: privacyEffective }} />
        </p>
      ),
    },
    {
      id: 'collect',
      title: t.collectTitle,
      body: (
        <ul>
          {labelled(t.collectAccount, t.collectAccountLabel)}
          {labelled(t.collectIdentity, t.collectIdentityLabel)}
          {labelled(t.collectVolunteer, t.collectVolunteerLabel)}
          {labelled(t.collectCampaigns, t.collectCampaignsLabel)}
          {labelled(t.collectDonations, t.collectDonationsLabel)}
          {labelled(t.collectPayouts, t.collectPayoutsLabel)}
          {labelled(t.collectMessages, t.collectMessagesLabel)}
          {labelled(t.collectTechnical, t.collectTechnicalLabel)}
        </ul>
      ),
    },
    {
      id: 'use',
      title: t.useTitle,
      body: (
        <ul>
          {labelled(t.useService, t.useServiceLabel)}
          {labelled(t.useLegal, t.useLegalLabel)}
          {labelled(t.useInterests, t.useInterestsLabel)}
          {labelled(t.useConsent, t.useConsentLabel)}
        </ul>
      ),
    },
    {
      id: 'visible',
      title: t.visibleTitle,
      body: (
        <>
          <p>{t.visible1}</p>
          <ul>
            <li>{t.visibleCampaigns}</li>
            <li>{t.visibleDonations}</li>
            <li>{t.visibleVolunteers}</li>
            <li>{t.visibleOrganisations}</li>
          </ul>
          <p>
            <Rich text={t.visible2} parts={{ admins: <strong>{t.visibleAdmins}</strong> }} />
          </p>
        </>
      ),
    },
    {
      id: 'share',
      title: t.shareTitle,
      body: (
        <>
          <p>{t.share1}</p>
          <ul>
            <li>{t.sharePayments}</li>
            <li>{t.shareServices}</li>
            <li>{t.shareAuthorities}</li>
          </ul>
          <p>{t.share2}</p>
        </>
      ),
    },
    {
      id: 'keep',
      title: t.keepTitle,
      body: (
        <ul>
          <li>{t.keepAccount}</li>
          <li>{t.keepRecords}</li>
          <li>{t.keepDocuments}</li>
          <li>{t.keepPayouts}</li>
          <li>{t.keepMessages}</li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: t.securityTitle,
      body: (
        <>
          <p>{t.security1}</p>
          <p>{t.security2}</p>
        </>
      ),
    },
    {
      id: 'rights',
      title: t.rightsTitle,
      body: (
        <>
          <p>{t.rights1}</p>
          <ul>
            <li>{t.rightsInformed}</li>
            <li>{t.rightsCorrect}</li>
            <li>{t.rightsRestrict}</li>
            <li>{t.rightsPortable}</li>
            <li>{t.rightsAutomated}</li>
          </ul>
          <p>
            <Rich text={t.rights2} parts={{ email }} />
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: t.childrenTitle,
      body: (
        <p>
          <Rich text={t.children1} parts={{ terms: <Link to="/terms_of_use">{t.termsLink}</Link> }} />
        </p>
      ),
    },
    {
      id: 'storage',
      title: t.storageTitle,
      body: <p>{t.storage1}</p>,
    },
    {
      id: 'changes',
      title: t.changesTitle,
      body: (
        <p>
          <Rich text={t.changes1} parts={{ email, helpForm: <Link to="/help">{t.helpForm}</Link> }} />
        </p>
      ),
    },
  ];

  return (
    <LegalDoc
      title={t.title}
      intro={t.intro}
      meta={<Rich text={t.meta} parts={{ date: <strong>{privacyEffective}</strong> }} />}
      sections={sections}
    />
  );
}
