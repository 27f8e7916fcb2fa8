import { Link } from 'react-router';
import { LegalDoc, type DocSection } from './components/legal-doc.tsx';
import { claimExample, commission, liabilityCap, minimumDonation, supportEmail } from '../../lib/content/policy.ts';

const sections: DocSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <>
        <p>
          These terms are the agreement between you and Ireti (“Ireti”, “we”, “us”) for the use of ireti.ng and its services. By creating an
          account, starting a campaign, donating or volunteering, you accept them, together with our{' '}
          <Link to="/privacy-policy">privacy policy</Link>. If you do not accept them, please do not use Ireti.
        </p>
        <p>
          Ireti is a platform: we connect people raising money with people giving it. We are not a bank, a charity, an investment scheme or
          a party to any promise a campaigner makes.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Ireti',
    body: (
      <ul>
        <li>You must be 18 years or older to use Ireti on your own.</li>
        <li>
          If you are between 13 and 17, you may use Ireti only with the consent of a parent or guardian, who accepts these terms for you and
          is responsible for what you do here.
        </li>
        <li>Children under 13 may not use Ireti.</li>
        <li>
          Organisations act through a person who is authorised to bind them; that person confirms it when registering the organisation.
        </li>
      </ul>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          <strong>Accounts are free.</strong> You give us true, current information and keep it up to date, confirm your e-mail address, and
          keep your password to yourself. You are responsible for what happens under your account; tell us at once at{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a> if you think someone else has used it.
        </p>
        <p>
          To start a campaign you first submit identity information (your social profiles, a reference person and an identity document; for
          organisations also a logo, feature images and a registration document). To claim the money a campaign raised, that identity must
          have been approved by an Ireti administrator.
        </p>
      </>
    ),
  },
  {
    id: 'campaigns',
    title: 'Campaigns',
    body: (
      <>
        <p>
          A campaign raises money in naira for a real, lawful purpose that you describe truthfully. When you start one, you promise that:
        </p>
        <ul>
          <li>the story, pictures and amounts are true and yours to share, and you have the consent of anyone shown or named in them;</li>
          <li>the money will be used for the purpose you described, and you will tell donors if that changes;</li>
          <li>
            rewards you offer are non-financial (a thank-you, a product, an experience) — never interest, shares, profit or a return on
            money — and you will deliver them as described.
          </li>
        </ul>
        <p>
          Campaigns may not be used for anything illegal, for fraud, for gambling, lotteries or investment schemes, for weapons, for hate or
          violence, or to raise money for a political party or candidate.
        </p>
        <h3>Vetting and status</h3>
        <p>
          A new campaign waits for verification and cannot take donations until a volunteer from its state (or an administrator) verifies
          it. It is then live until donations close. A campaign closes for donations when its owner closes it or when it reaches its goal;
          its owner then closes it with a thank-you message and pictures, and it is shown as a success story. Closing donations, closing and
          deleting cannot be undone.
        </p>
        <p>
          Anyone can report a campaign. We may suspend, hide or remove a campaign, or close an account, that breaks these terms or the law,
          and we co-operate with Nigerian law enforcement when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'donations',
    title: 'Donations',
    body: (
      <>
        <p>
          <strong>Donors pay no service fee:</strong> the amount you choose is the amount you are charged. The smallest donation is{' '}
          {minimumDonation}. Payments are made through our card payment provider; Ireti never sees or stores your full card number.
        </p>
        <p>
          You may donate signed in, as a guest with your name and e-mail address, or anonymously with your e-mail address only. An anonymous
          donation hides your name from the campaigner and the public; Ireti administrators can still see who made it, to prevent fraud and
          meet the law.
        </p>
        <p>
          A donation is a gift to the campaign, not a purchase from Ireti. Except for the refunds described below, a donation cannot be
          withdrawn once the payment is confirmed. Whether a donation is tax-deductible depends on the recipient and on your own situation;
          Ireti gives no tax advice.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Our fee and claiming funds',
    body: (
      <>
        <p>
          Ireti is paid by a <strong>commission of {commission} of the campaign’s goal</strong>, taken once, when the campaigner claims the
          money. There is no fee to open an account, start a campaign or donate.
        </p>
        <p>
          Donations are held by Ireti until they are claimed. A campaign can be claimed once its confirmed donations have reached its goal,
          by its owner, whose identity has been approved, into a verified Nigerian bank account. The payout is what was raised minus{' '}
          {commission} of the goal. Reaching the goal closes the campaign for donations.
        </p>
        <p>
          <strong>Ireti is all-or-nothing.</strong> If a campaign’s donations are closed before its goal is reached, nothing is paid out:
          every donor is refunded in full, and no commission is taken. Set a goal you can reach.
        </p>
        <p>
          For example, a campaign with a goal of {claimExample.goal} that raised {claimExample.raised} pays a commission of{' '}
          {claimExample.fee} and a payout of {claimExample.payout}.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>Donors are refunded in full, automatically, when the money cannot be used as promised:</p>
        <ul>
          <li>the campaign is deleted by its creator;</li>
          <li>donations are closed before the campaign’s goal was met, so the campaign cannot be met;</li>
          <li>a payment arrives after donations had closed, for example because the goal was already met.</li>
        </ul>
        <p>
          A refund is the whole amount of the donation, returned through our card payment provider to the card or account that paid it, and
          made exactly once. We tell the donor by e-mail. Your bank decides how long the money takes to appear, usually a few working days.
          A donation that was already paid out to a campaigner is not refundable by Ireti; disputes about how a campaigner used money are
          between the donor and the campaigner, though we will help where we can.
        </p>
      </>
    ),
  },
  {
    id: 'volunteers',
    title: 'Volunteers',
    body: (
      <>
        <p>
          Any user, campaigner or not, can apply to volunteer. A volunteer is registered only after an identity check, a proof of address
          (an electricity bill) and an interview with Ireti. Volunteers may also start campaigns of their own.
        </p>
        <p>
          Each new campaign is assigned at random to approved volunteers of the campaigner’s state, who check it and verify it. Volunteers’
          profiles and grades are public, so anyone can see who vouched for a campaign. A volunteer must be honest and impartial, must not
          accept money or gifts for verifying a campaign, and loses their volunteer status if they break these terms.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        You keep the rights to the stories and pictures you post. You give Ireti a free, non-exclusive licence to host, show, resize and
        share them on Ireti and in links to your campaign for as long as they are on the site. The Ireti name, logo and site design belong
        to Ireti.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          We work hard to keep Ireti available, accurate and safe, but we provide it “as is”. We are not responsible for what campaigners
          say, do or deliver, for the outcome of any campaign, or for losses caused by events we could not reasonably control.
        </p>
        <p>
          To the extent the law allows,{' '}
          <strong>Ireti’s total liability to you for any claim connected with Ireti is limited to {liabilityCap}</strong>. Nothing in these
          terms limits a liability that the law does not allow us to limit, such as for fraud, or takes away your rights as a consumer under
          Nigerian law.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. Please contact us first so we can try to resolve any
        complaint. Disputes that cannot be resolved that way fall under the exclusive jurisdiction of the courts of Nigeria.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may change these terms; we will announce an important change on the site and by e-mail before it takes effect. Questions about
        these terms are welcome through our <Link to="/help">help form</Link> or at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDoc
      title="Terms of use"
      intro="The rules for campaigners, donors and volunteers on Ireti, in plain language."
      meta={
        <>
          In short: accounts are free, donors pay no fee, we take {commission} of the goal when funds are claimed, donors are refunded in
          full when a campaign cannot go ahead, and Nigerian law applies.
        </>
      }
      sections={sections}
    />
  );
}
