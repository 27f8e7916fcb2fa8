import { Link } from 'react-router';
import { CAMPAIGN_CATEGORIES } from '@ireti/shared/constants';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon, type IconName } from './components/icons.tsx';
import { commission } from '../../lib/content/policy.ts';
import { i18n, params, useT } from '../../lib/i18n/index.ts';
import { useCategoryName } from '../campaigns/components/category-tag.tsx';

export const messages = i18n('pages/about-page', {
  title: 'About Ireti',
  intro: 'Ìrètí means hope in Yoruba. We help Nigerians raise money for what matters, from people who can trust where it goes.',
  whyTitle: 'Why we started',
  why1: 'When a Nigerian family faces a hospital bill, a school fee or a shop that burnt down, help usually comes through a WhatsApp group and transfers to a personal account. It works because people trust each other — but only as far as the sender’s own circle reaches, and nobody can see where the money went.',
  why2: 'Ireti keeps what works about that — people vouching for people — and adds what is missing. Each campaign is checked by volunteers from its own state. Donations are held until the goal is met and the campaigner’s identity is approved, and every donor is refunded in full when a campaign cannot go ahead. When it is done, the campaigner shows what the money did, and the campaign becomes a success story anyone can read.',
  why3: 'We are a Nigerian team building for Nigerian phones and data plans: pages that load fast on a cheap phone, payments in naira, and help from people who understand the context.',
  causesTitle: 'What people raise money for',
  causesNote: 'Campaigns can be donation-based, or reward-based with non-financial rewards for donors.',
  principlesTitle: 'How we keep it honest',
  vettedTitle: 'Vetted close to home',
  vettedText:
    'Volunteers from the campaigner’s own state check every campaign before it can take a naira. They know the places, the hospitals and the schools.',
  waitsTitle: 'Money that waits',
  waitsText:
    'Donations are held until the goal is reached and claimed by a campaigner whose identity we approved — and refunded in full when a campaign cannot go ahead.',
  hiddenTitle: 'Nothing hidden',
  hiddenText:
    'Volunteers’ profiles and grades are public. Closed campaigns show what the money did, with the campaigner’s own thank-you and pictures.',
  feesTitle: 'Fair and simple fees',
  feesText: params(
    'Free accounts, no fee for donors, and one commission of {commission} of the goal when the money is claimed. That is all.',
  ),
  communityTitle: 'The Ireti community',
  campaignersTitle: 'Campaigners',
  campaignersText: 'Individuals and organisations raising money in naira, for themselves, their families or their communities.',
  campaignersCta: 'Start a campaign',
  donorsTitle: 'Donors',
  donorsText: 'Anyone with a card: signed in, as a guest, or anonymously. No account needed and no fee added.',
  donorsCta: 'Find a campaign',
  volunteersTitle: 'Volunteers',
  volunteersText: 'Vetted people in every state who check campaigns near them, after an ID check, proof of address and an interview.',
  volunteersCta: 'Become a volunteer',
  orgsTitle: 'Organisations',
  orgsText: 'Charities, businesses, student groups and public bodies, verified by Ireti and listed with their campaigns.',
  orgsCta: 'See organisations',
  talkTitle: 'Talk to us',
  talkText: 'Press, partnerships or a question about a campaign: we read every message.',
  contact: 'Contact us',
});

export default function AboutPage() {
  const t = useT(messages);
  const categoryName = useCategoryName();
  const principles: { icon: IconName; title: string; text: string }[] = [
    { icon: 'people', title: t.vettedTitle, text: t.vettedText },
    { icon: 'lock', title: t.waitsTitle, text: t.waitsText },
    { icon: 'star', title: t.hiddenTitle, text: t.hiddenText },
    { icon: 'gift', title: t.feesTitle, text: t.feesText({ commission }) },
  ];
  const roles = [
    { id: 'campaigners', title: t.campaignersTitle, text: t.campaignersText, to: '/create_campaigns', cta: t.campaignersCta },
    { id: 'donors', title: t.donorsTitle, text: t.donorsText, to: '/campaigns', cta: t.donorsCta },
    { id: 'volunteers', title: t.volunteersTitle, text: t.volunteersText, to: '/volunteer', cta: t.volunteersCta },
    { id: 'organisations', title: t.orgsTitle, text: t.orgsText, to: '/verified_page', cta: t.orgsCta },
  ];
  return (
    <Page title={t.title} intro={t.intro} width="max-w-6xl">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="story-h">
          <h2 id="story-h" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {t.whyTitle}
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed text-slate-700">
            <p>{t.why1}</p>
            <p>{t.why2}</p>
            <p>{t.why3}</p>
          </div>
        </section>
        <aside aria-labelledby="causes-h" className="self-start rounded-xl bg-brand-50 p-6">
          <h2 id="causes-h" className="text-lg font-bold text-slate-900">
            {t.causesTitle}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {CAMPAIGN_CATEGORIES.map((c) => (
              <li key={c.name} className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-800">
                <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: c.colour }} aria-hidden="true" />
                {categoryName(c.name)}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">{t.causesNote}</p>
        </aside>
      </div>

      <section aria-labelledby="principles-h" className="mt-16">
        <h2 id="principles-h" className="text-2xl font-extrabold tracking-tight text-slate-900">
          {t.principlesTitle}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {principles.map((p) => (
            <li key={p.icon} className="rounded-xl border border-slate-200 p-5">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={p.icon} />
              </span>
              <h3 className="mt-4 font-bold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="community-h" className="mt-16">
        <h2 id="community-h" className="text-2xl font-extrabold tracking-tight text-slate-900">
          {t.communityTitle}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {roles.map((r) => (
            <li key={r.id} className="flex flex-col rounded-xl border border-slate-200 p-5">
              <h3 className="text-lg font-bold text-slate-900">{r.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{r.text}</p>
              <Link
                to={r.to}
                className="mt-3 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {r.cta} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-16 rounded-2xl border border-slate-200 p-6 sm:flex sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{t.talkTitle}</h2>
          <p className="mt-1 text-slate-700">{t.talkText}</p>
        </div>
        <Link to="/help" className={buttonClass('primary', 'mt-4 sm:mt-0')}>
          {t.contact}
        </Link>
      </div>
    </Page>
  );
}
