import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { proseClass } from './components/legal-doc.tsx';
import { commission, liabilityCap, minimumDonation, privacyEffective } from '../../lib/content/policy.ts';

interface Qa {
  q: string;
  a: ReactNode;
}

const sections: { id: string; title: string; items: Qa[] }[] = [
  {
    id: 'about',
    title: 'About',
    items: [
      {
        q: 'What is Ireti?',
        a: (
          <p>
            Ireti (“hope” in Yoruba) is a Nigerian crowdfunding and donation platform. Individuals and organisations raise money in naira
            for health, education, business, emergencies and more; donors give by card, signed in or not. Every campaign is checked by
            volunteers from its own state before it can take donations.
          </p>
        ),
      },
      {
        q: 'How much does Ireti cost?',
        a: (
          <p>
            Accounts are free and donors pay no service fee. Ireti takes a commission of {commission} of a campaign’s goal, once, when the
            campaigner claims the money. There is nothing to pay to start a campaign. See{' '}
            <Link to="/how_it_works#money">what happens with the money</Link>.
          </p>
        ),
      },
      {
        q: 'Who can use Ireti?',
        a: (
          <p>
            Anyone aged 18 or older. Young people aged 13 to 17 may use Ireti with a parent’s or guardian’s consent. Children under 13 may
            not use it.
          </p>
        ),
      },
      {
        q: 'Who can start a campaign?',
        a: (
          <p>
            Any individual or organisation with a verified e-mail address. Before your first campaign you submit your identity information
            (social profiles, a reference person and an identity document; organisations also add a logo, feature images and a registration
            document). To claim the money, that identity must be approved by an Ireti administrator.
          </p>
        ),
      },
      {
        q: 'Who checks that a campaign is genuine?',
        a: (
          <p>
            Volunteers. Each new campaign is assigned at random to approved volunteers of the campaigner’s state. They look at the story,
            the pictures and the person behind it, and verify the campaign before it can accept donations. Their names, profiles and grades
            are public, so you can see who vouched for a campaign.
          </p>
        ),
      },
      {
        q: 'How do I become a volunteer?',
        a: (
          <p>
            Anyone can apply — ordinary users and campaigners alike, and volunteers may still start campaigns of their own. Go to the{' '}
            <Link to="/volunteer">volunteer page</Link> and choose Become a Volunteer. You are registered after an identity check, a proof
            of address (an electricity bill) and an interview with Ireti, and you are given a grade.
          </p>
        ),
      },
      {
        q: 'Can I report a campaign?',
        a: (
          <p>
            Yes. Anyone can report a campaign from its page. Ireti administrators review every report and can suspend a campaign while they
            look into it.
          </p>
        ),
      },
      {
        q: 'What happens when a campaign ends?',
        a: (
          <p>
            Its owner closes it with a thank-you message and two pictures showing what the money did. It then appears among our{' '}
            <Link to="/success_stories">success stories</Link>.
          </p>
        ),
      },
      {
        q: 'Which law applies, and what is Ireti liable for?',
        a: (
          <p>
            The laws of the Federal Republic of Nigeria, and disputes go before Nigerian courts. As far as the law allows, Ireti’s liability
            is capped at {liabilityCap}. The details are in our <Link to="/terms_of_use">terms of use</Link>.
          </p>
        ),
      },
      {
        q: 'How is my personal data protected?',
        a: (
          <p>
            We follow the Nigeria Data Protection Act 2023. Our <Link to="/privacy-policy">privacy policy</Link>, effective{' '}
            {privacyEffective}, explains what we collect, who can see it and your rights.
          </p>
        ),
      },
    ],
  },
  {
    id: 'rewards-and-donations',
    title: 'Rewards and Donations',
    items: [
      {
        q: 'What is the difference between a donation-based and a reward-based campaign?',
        a: (
          <p>
            In a donation-based campaign you give because you want to help. In a reward-based campaign the campaigner also thanks donors
            with a reward for a given amount — a product, a shout-out, a visit. Rewards are never financial: no interest, shares or money
            back.
          </p>
        ),
      },
      {
        q: 'How do I donate?',
        a: (
          <p>
            Open a live campaign and choose Donate. Enter the amount (at least {minimumDonation}) and pay by card through our payment
            provider. The campaign’s total updates as soon as the payment is confirmed, and you get a receipt by e-mail.
          </p>
        ),
      },
      {
        q: 'Do I need an account to donate?',
        a: (
          <p>
            No. You can donate as a guest with your name and e-mail address, or anonymously with your e-mail address only. Signed in, your
            account details are used.
          </p>
        ),
      },
      {
        q: 'Is there a fee on my donation?',
        a: <p>No. Donors pay no service fee: the amount you choose is the amount you are charged.</p>,
      },
      {
        q: 'When does the campaigner get the money?',
        a: (
          <p>
            Donations are held until the campaign reaches its goal. The owner, once their identity is approved, can then claim the money
            into a verified Nigerian bank account. The payout is what was raised minus {commission} of the goal.
          </p>
        ),
      },
      {
        q: 'What if a campaign does not reach its goal?',
        a: (
          <p>
            Ireti is all-or-nothing. If donations close before the goal is met, the campaign cannot be met: nothing is paid out, no
            commission is taken, and every donor is refunded in full, automatically. Campaigners should set a goal they can reach.
          </p>
        ),
      },
      {
        q: 'How do I get my reward?',
        a: (
          <p>
            The campaigner delivers it, as the campaign describes. The rewards you have earned are listed in the Rewards tab of your profile
            when you donated while signed in. If a reward does not arrive, contact the campaigner, then <Link to="/help">tell us</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'verified-organisations',
    title: 'Verified Organisations',
    items: [
      {
        q: 'What is a verified organisation?',
        a: (
          <p>
            An organisation — a business, a non-profit, a student organisation or a government-owned body — whose identity documents, logo,
            feature images and registration document have been checked and approved by Ireti. Verified organisations are listed on the{' '}
            <Link to="/verified_page">Organizations</Link> page with their campaigns.
          </p>
        ),
      },
      {
        q: 'How does my organisation get verified?',
        a: (
          <p>
            Sign up as an organisation, then submit your verification information (logo, three feature images, a registration document,
            social links and a reference person). An administrator reviews it and tells you the result by e-mail. You can update it later
            under Verification Information in your profile settings.
          </p>
        ),
      },
      {
        q: 'Can a campaign be recommended for verified status?',
        a: <p>Yes. Volunteers who vet a campaign can recommend it for verified status when they are confident in the people behind it.</p>,
      },
      {
        q: 'Do organisations pay more?',
        a: <p>No. Organisations have the same free account and the same {commission} commission on the goal when they claim.</p>,
      },
    ],
  },
  {
    id: 'donors',
    title: 'Donors',
    items: [
      {
        q: 'Will my name be shown?',
        a: (
          <p>
            Yes, with your amount and comment on the campaign’s page, unless you donate anonymously. Then “Anonymous” is shown to everyone.
            Ireti administrators can still see who gave, to prevent fraud and meet the law.
          </p>
        ),
      },
      {
        q: 'When will I get a refund?',
        a: (
          <>
            <p>You are refunded in full, automatically, if:</p>
            <ul>
              <li>the campaign is deleted by its creator;</li>
              <li>donations close before the goal was met, so the campaign cannot be met;</li>
              <li>your payment arrives after donations had closed, for example because the goal was already met.</li>
            </ul>
            <p>
              The refund goes back through our card payment provider, exactly once, and we tell you by e-mail. Your bank decides how long it
              takes to show, usually a few working days.
            </p>
          </>
        ),
      },
      {
        q: 'Is my card safe?',
        a: (
          <p>
            Your card details go straight to our card payment provider over an encrypted connection. Ireti never sees or stores your full
            card number.
          </p>
        ),
      },
      {
        q: 'How do I know a campaign is genuine?',
        a: (
          <p>
            Only campaigns verified by volunteers can take donations. Look at who verified it and read the story; for organisations, their
            page on Ireti shows their details and other campaigns. If something looks wrong, report the campaign: we review every report.
          </p>
        ),
      },
      {
        q: 'Where can I see my donations?',
        a: (
          <p>
            Each confirmed donation is receipted by e-mail. If you donated while signed in, your donations and rewards are also listed in
            your profile.
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <Page
      title="Frequently asked questions"
      intro="Straight answers about fees, donations, refunds, volunteers and verified organisations."
    >
      <nav aria-label="FAQ sections" className="flex flex-wrap gap-2">
        {sections.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {s.title}
          </a>
        ))}
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="mt-10 scroll-mt-20">
          <h2 id={`${s.id}-h`} className="text-2xl font-bold text-slate-900">
            {s.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
            {s.items.map((item) => (
              <details key={item.q} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className={`px-4 pb-4 ${proseClass} [&>p:first-child]:mt-0`}>{item.a}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <div className="mt-12 rounded-xl bg-brand-50 p-6 sm:flex sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold text-slate-900">Still have a question?</h2>
          <p className="mt-1 text-slate-700">Write to us and we will answer within two working days.</p>
        </div>
        <Link to="/help" className={buttonClass('primary', 'mt-4 sm:mt-0')}>
          Contact us
        </Link>
      </div>
    </Page>
  );
}
