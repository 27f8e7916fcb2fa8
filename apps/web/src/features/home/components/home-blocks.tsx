import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { articles, externalArticleUrl } from '../../../lib/content/articles.ts';
import { ArticleByline, ArticleImage } from '../../pages/components/article-parts.tsx';
import { commission } from '../../../lib/content/policy.ts';
import { Icon, type IconName } from '../../pages/components/icons.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

/** The home page's static blocks (spec §1), rendered by the home page in this order. */
export const messages = i18n('home/home-blocks', {
  whyKicker: 'Why choose Ireti',
  whyTitle: 'Giving that stays honest, from the first naira to the thank-you',
  freeTitle: 'Free for donors',
  freeText: params(
    'Accounts are free and donors pay no service fee. We take {commission} of the goal only when a campaigner claims the money.',
  ),
  vettedTitle: 'Vetted by your neighbours',
  vettedText: 'Every campaign is checked by trained volunteers from its own state before it can take a single naira.',
  protectedTitle: 'Your money is protected',
  protectedText: 'Donations are held until the goal is reached and claimed. If a campaign is deleted or falls short, you get it all back.',
  payTitle: 'Pay the way you like',
  payText: 'Give by card, bank transfer or USSD, signed in, as a guest or anonymously.',
  askTitle: 'Need to raise funds for something that matters?',
  askText:
    'Hospital bills, school fees, a small business, a community project. Tell your story with a title and a picture, share the link with the people who know you, and let volunteers vouch for it. Starting a campaign is free.',
  start: 'Start a campaign',
  seeHow: 'See how it works',
  blogKicker: 'From the blog',
  blogTitle: 'Guides for campaigners and donors',
  visitBlog: 'Visit our blog',
  readMore: 'Read More',
  newTab: '(opens in a new tab)',
  trusted: 'Trusted by organisations across Nigeria',
  everyOrg: 'See every verified organisation',
});

type Texts = ReturnType<typeof messages.get>;
const reasons: { icon: IconName; title: (t: Texts) => string; text: (t: Texts) => string }[] = [
  { icon: 'gift', title: (t) => t.freeTitle, text: (t) => t.freeText({ commission }) },
  { icon: 'people', title: (t) => t.vettedTitle, text: (t) => t.vettedText },
  { icon: 'shield', title: (t) => t.protectedTitle, text: (t) => t.protectedText },
  { icon: 'card', title: (t) => t.payTitle, text: (t) => t.payText },
];

export function WhyChooseUs() {
  const t = useT(messages);
  return (
    <section aria-labelledby="why-heading" className="bg-white py-14">
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{t.whyKicker}</p>
        <h2 id="why-heading" className="mt-1 max-w-2xl text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t.whyTitle}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((r) => (
            <li key={r.icon} className="rounded-xl border border-slate-200 p-5">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={r.icon} />
              </span>
              <h3 className="mt-4 font-bold text-slate-900">{r.title(t)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{r.text(t)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AskingForFunds() {
  const t = useT(messages);
  return (
    <section aria-labelledby="ask-heading" className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-[1fr_auto]">
        <div>
          <h2 id="ask-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t.askTitle}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">{t.askText}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
          <Link to="/create_campaigns" className={buttonClass('sun', 'px-8 text-base')}>
            {t.start}
          </Link>
          <Link
            to="/how_it_works"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/40 px-8 text-sm font-semibold text-white hover:bg-white/10"
          >
            {t.seeHow}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function BlogTeaser() {
  const t = useT(messages);
  return (
    <section aria-labelledby="blog-heading" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{t.blogKicker}</p>
            <h2 id="blog-heading" className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              {t.blogTitle}
            </h2>
          </div>
          <Link to="/blog" className={buttonClass('secondary')}>
            {t.visitBlog}
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {articles.map((a) => (
            <li key={a.slug} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
              <ArticleImage a={a} className="aspect-[2/1] w-full object-cover md:aspect-[5/3]" />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold text-brand-700">
                  <ArticleByline a={a} />
                </p>
                <h3 className="mt-2 text-lg leading-snug font-bold text-slate-900">{a.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{a.excerpt}</p>
                <a
                  href={externalArticleUrl(a.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {t.readMore}
                  <span className="sr-only">
                    : {a.title} {t.newTab}
                  </span>
                  <Icon name="external" small />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const partners = [
  { name: 'Hope Foundation', logo: '/partners/hope-foundation.svg' },
  { name: 'Arewa Scholars Trust', logo: '/partners/arewa-scholars-trust.svg' },
  { name: 'Eko Community Clinics', logo: '/partners/eko-community-clinics.svg' },
  { name: 'Ndidi Women in Business', logo: '/partners/ndidi-women-in-business.svg' },
];

export function TrustedOrganizations() {
  const t = useT(messages);
  return (
    <section aria-labelledby="trusted-heading" className="border-y border-slate-200 bg-white py-10">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="trusted-heading" className="text-center text-sm font-bold tracking-wide text-slate-600 uppercase">
          {t.trusted}
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-8 md:grid-cols-4">
          {partners.map((p) => (
            <li key={p.name} className="flex justify-center">
              <img
                src={p.logo}
                alt={p.name}
                width={224}
                height={64}
                loading="lazy"
                decoding="async"
                className="h-11 w-auto max-w-full sm:h-14"
              />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <Link to="/verified_page" className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            {t.everyOrg}
          </Link>
        </p>
      </div>
    </section>
  );
}
