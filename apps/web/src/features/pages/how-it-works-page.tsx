import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon, type IconName } from '../../components/content/icons.tsx';
import { claimExample, commission, minimumDonation } from '../../lib/content/policy.ts';

const steps: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'edit',
    title: 'Submit a title, picture and story',
    text: 'Say what you are raising money for and how much you need, in naira. Add a clear picture and tell your story honestly: who it helps, what the money pays for, and by when. Choose a donation-based campaign, or a reward-based one if you want to thank donors with a reward.',
  },
  {
    icon: 'share',
    title: 'Share the link',
    text: 'Every campaign has its own link. Share it on WhatsApp, Facebook, X and Instagram, in your church, mosque, school or workplace group. The preview shows your title, summary and picture, so people see at a glance what you are asking for.',
  },
  {
    icon: 'people',
    title: 'Get vetted by volunteers',
    text: 'Your campaign is assigned at random to trained volunteers from your own state. They check your story and the person behind it, and verify the campaign. Only then can it take donations — which is why donors trust it.',
  },
  {
    icon: 'heart',
    title: 'Accept donations and thank donors',
    text: 'Donors give by card, signed in, as guests or anonymously, and you see every donation as it is confirmed. When you close the campaign, post a thank-you message with two pictures of what the money did. It becomes a success story.',
  },
];

const money: { icon: IconName; title: string; body: string }[] = [
  {
    icon: 'lock',
    title: 'Held until claimed',
    body: 'Donations are not paid to the campaigner as they arrive. Ireti holds them, and every naira is accounted for, until the campaign reaches its goal and its owner claims it.',
  },
  {
    icon: 'check',
    title: `${commission} of the goal, only when claimed`,
    body: `Once the goal is reached, donations close and the owner — whose identity Ireti has approved — claims the money into a verified Nigerian bank account. Ireti’s only fee, ${commission} of the goal, is taken then. Donors pay nothing extra.`,
  },
  {
    icon: 'refund',
    title: 'Refunded in full otherwise',
    body: 'If the campaign is deleted, if donations close before the goal is met, or if a payment arrives after donations had closed, each donor gets the whole amount back through the card provider, automatically.',
  },
];

export default function HowItWorksPage() {
  return (
    <Page
      title="How it works"
      intro="Raising money on Ireti takes four steps. Volunteers vouch for every campaign, and your donors’ money is protected until it is used as promised."
      width="max-w-6xl"
    >
      <section aria-labelledby="steps-h">
        <h2 id="steps-h" className="sr-only">
          The four steps
        </h2>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-center gap-3">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="text-brand-700">
                  <Icon name={s.icon} />
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="money" aria-labelledby="money-h" className="mt-16 scroll-mt-20">
        <h2 id="money-h" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          What happens with the money
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Ireti works on an all-or-nothing basis: the money goes to the campaigner when the goal is reached, and back to the donors when it
          cannot be.
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {money.map((m) => (
            <li key={m.title} className="rounded-xl bg-brand-50 p-5">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-white text-brand-700">
                <Icon name={m.icon} />
              </span>
              <h3 className="mt-4 font-bold text-slate-900">{m.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{m.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 max-w-lg rounded-xl border border-slate-200 p-5">
          <h3 className="font-bold text-slate-900">An example</h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm [&_dd]:text-right">
            <dt className="text-slate-600">Goal</dt>
            <dd className="font-semibold text-slate-900">{claimExample.goal}</dd>
            <dt className="text-slate-600">Raised when donations closed</dt>
            <dd className="font-semibold text-slate-900">{claimExample.raised}</dd>
            <dt className="text-slate-600">Ireti’s commission ({commission} of the goal)</dt>
            <dd className="font-semibold text-slate-900">{claimExample.fee}</dd>
            <dt className="text-slate-600">Paid to the campaigner</dt>
            <dd className="font-bold text-brand-800">{claimExample.payout}</dd>
          </dl>
        </div>
      </section>

      <section aria-labelledby="trust-h" className="mt-16 grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="trust-h" className="text-2xl font-extrabold tracking-tight text-slate-900">
            Who are the volunteers?
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            People like you — users and campaigners who applied to help. Each one is registered only after an identity check, a proof of
            address and an interview. They are selected at random to vet campaigns in their own state, and their profiles and grades are
            public, so you can always see who vouched for a campaign.
          </p>
          <Link
            to="/volunteer"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Become a volunteer
          </Link>
        </div>
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">Giving on Ireti</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>No service fee for donors; the smallest gift is {minimumDonation}.</li>
            <li>Give signed in, as a guest, or anonymously with only your e-mail.</li>
            <li>A receipt by e-mail for every confirmed donation.</li>
            <li>Rewards on reward-based campaigns are never financial.</li>
          </ul>
          <Link
            to="/faq#donors"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Questions donors ask
          </Link>
        </div>
      </section>

      <div className="mt-16 flex flex-col items-center gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
        <h2 className="text-2xl font-extrabold tracking-tight">Ready when you are</h2>
        <p className="max-w-xl text-brand-50">
          Starting a campaign is free. You only pay {commission} of your goal when you claim what you raised.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/create_campaigns" className={buttonClass('sun', 'px-8')}>
            Start a campaign
          </Link>
          <Link
            to="/campaigns"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/40 px-8 text-sm font-semibold text-white hover:bg-white/10"
          >
            Explore campaigns
          </Link>
        </div>
      </div>
    </Page>
  );
}
