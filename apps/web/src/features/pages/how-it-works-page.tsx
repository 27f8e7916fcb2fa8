import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon, type IconName } from './components/icons.tsx';
import { claimExample, commission, minimumDonation } from '../../lib/content/policy.ts';
import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('pages/how-it-works-page', {
  title: 'How it works',
  intro:
    'Raising money on Ireti takes four steps. Volunteers vouch for every campaign, and your donors’ money is protected until it is used as promised.',
  fourSteps: 'The four steps',
  stepN: params('Step {n}:'),
  step1Title: 'Submit a title, picture and story',
  step1Text:
    'Say what you are raising money for and how much you need, in naira. Add a clear picture and tell your story honestly: who it helps, what the money pays for, and by when. Choose a donation-based campaign, or a reward-based one if you want to thank donors with a reward.',
  step2Title: 'Share the link',
  step2Text:
    'Every campaign has its own link. Share it on WhatsApp, Facebook, X and Instagram, in your church, mosque, school or workplace group. The preview shows your title, summary and picture, so people see at a glance what you are asking for.',
  step3Title: 'Get vetted by volunteers',
  step3Text:
    'Your campaign is assigned at random to trained volunteers from your own state. They check your story and the person behind it, and verify the campaign. Only then can it take donations — which is why donors trust it.',
  step4Title: 'Accept donations and thank donors',
  step4Text:
    'Donors give by card, signed in, as guests or anonymously, and you see every donation as it is confirmed. When you close the campaign, post a thank-you message with two pictures of what the money did. It becomes a success story.',
  moneyTitle: 'What happens with the money',
  moneyIntro:
    'Ireti works on an all-or-nothing basis: the money goes to the campaigner when the goal is reached, and back to the donors when it cannot be.',
  heldTitle: 'Held until claimed',
  heldBody:
    'Donations are not paid to the campaigner as they arrive. Ireti holds them, and every naira is accounted for, until the campaign reaches its goal and its owner claims it.',
  feeTitle: params('{commission} of the goal, only when claimed'),
  feeBody: params(
    'Once the goal is reached, donations close and the owner — whose identity Ireti has approved — claims the money into a verified Nigerian bank account. Ireti’s only fee, {commission} of the goal, is taken then. Donors pay nothing extra.',
  ),
  refundTitle: 'Refunded in full otherwise',
  refundBody:
    'If the campaign is deleted, if donations close before the goal is met, or if a payment arrives after donations had closed, each donor gets the whole amount back, automatically, the way they paid: to the card, or to the bank account for a bank transfer or USSD.',
  example: 'An example',
  goal: 'Goal',
  raised: 'Raised when donations closed',
  commission: params('Ireti’s commission ({commission} of the goal)'),
  paid: 'Paid to the campaigner',
  volunteersTitle: 'Who are the volunteers?',
  volunteersText:
    'People like you — users and campaigners who applied to help. Each one is registered only after an identity check, a proof of address and an interview. They are selected at random to vet campaigns in their own state, and their profiles and grades are public, so you can always see who vouched for a campaign.',
  becomeVolunteer: 'Become a volunteer',
  givingTitle: 'Giving on Ireti',
  giving1: params('No service fee for donors; the smallest gift is {minimum}.'),
  giving2: 'Give signed in, as a guest, or anonymously with only your e-mail.',
  giving3: 'A receipt by e-mail for every confirmed donation.',
  giving4: 'Rewards on reward-based campaigns are never financial.',
  donorQuestions: 'Questions donors ask',
  readyTitle: 'Ready when you are',
  readyText: params('Starting a campaign is free. You only pay {commission} of your goal when you claim what you raised.'),
  start: 'Start a campaign',
  explore: 'Explore campaigns',
});

const steps: {
  icon: IconName;
  title: 'step1Title' | 'step2Title' | 'step3Title' | 'step4Title';
  text: 'step1Text' | 'step2Text' | 'step3Text' | 'step4Text';
}[] = [
  { icon: 'edit', title: 'step1Title', text: 'step1Text' },
  { icon: 'share', title: 'step2Title', text: 'step2Text' },
  { icon: 'people', title: 'step3Title', text: 'step3Text' },
  { icon: 'heart', title: 'step4Title', text: 'step4Text' },
];

export default function HowItWorksPage() {
  const t = useT(messages);
  const money: { icon: IconName; title: string; body: string }[] = [
    { icon: 'lock', title: t.heldTitle, body: t.heldBody },
    { icon: 'check', title: t.feeTitle({ commission }), body: t.feeBody({ commission }) },
    { icon: 'refund', title: t.refundTitle, body: t.refundBody },
  ];
  return (
    <Page title={t.title} intro={t.intro} width="max-w-6xl">
      <section aria-labelledby="steps-h">
        <h2 id="steps-h" className="sr-only">
          {t.fourSteps}
        </h2>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.icon} className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5">
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
                <span className="sr-only">{t.stepN({ n: i + 1 })} </span>
                {t[s.title]}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t[s.text]}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="money" aria-labelledby="money-h" className="mt-16 scroll-mt-20">
        <h2 id="money-h" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t.moneyTitle}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t.moneyIntro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {money.map((m) => (
            <li key={m.icon} className="rounded-xl bg-brand-50 p-5">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-white text-brand-700">
                <Icon name={m.icon} />
              </span>
              <h3 className="mt-4 font-bold text-slate-900">{m.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{m.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 max-w-lg rounded-xl border border-slate-200 p-5">
          <h3 className="font-bold text-slate-900">{t.example}</h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm [&_dd]:text-right">
            <dt className="text-slate-600">{t.goal}</dt>
            <dd className="font-semibold text-slate-900">{claimExample.goal}</dd>
            <dt className="text-slate-600">{t.raised}</dt>
            <dd className="font-semibold text-slate-900">{claimExample.raised}</dd>
            <dt className="text-slate-600">{t.commission({ commission })}</dt>
            <dd className="font-semibold text-slate-900">{claimExample.fee}</dd>
            <dt className="text-slate-600">{t.paid}</dt>
            <dd className="font-bold text-brand-800">{claimExample.payout}</dd>
          </dl>
        </div>
      </section>

      <section aria-labelledby="trust-h" className="mt-16 grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="trust-h" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {t.volunteersTitle}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t.volunteersText}</p>
          <Link
            to="/volunteer"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t.becomeVolunteer}
          </Link>
        </div>
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">{t.givingTitle}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{t.giving1({ minimum: minimumDonation })}</li>
            <li>{t.giving2}</li>
            <li>{t.giving3}</li>
            <li>{t.giving4}</li>
          </ul>
          <Link
            to="/faq#donors"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t.donorQuestions}
          </Link>
        </div>
      </section>

      <div className="mt-16 flex flex-col items-center gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
        <h2 className="text-2xl font-extrabold tracking-tight">{t.readyTitle}</h2>
        <p className="max-w-xl text-brand-50">{t.readyText({ commission })}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/create_campaigns" className={buttonClass('sun', 'px-8')}>
            {t.start}
          </Link>
          <Link
            to="/campaigns"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/40 px-8 text-sm font-semibold text-white hover:bg-white/10"
          >
            {t.explore}
          </Link>
        </div>
      </div>
    </Page>
  );
}
