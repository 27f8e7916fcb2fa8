import { Link } from 'react-router';
import { Logo } from './header.tsx';
import { LowDataSwitch } from '../components/ui/low-data-switch.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { i18n, params, useT } from '../lib/i18n/index.ts';

export const messages = i18n('shell/footer', {
  explore: 'Explore',
  allCampaigns: 'All campaigns',
  successStories: 'Success stories',
  organizations: 'Organizations',
  community: 'Community',
  more: 'More',
  howItWorks: 'How it works',
  faq: 'FAQ',
  help: 'Help',
  blog: 'Blog',
  company: 'Company',
  aboutUs: 'About us',
  startCampaign: 'Start a campaign',
  becomeVolunteer: 'Become a volunteer',
  tagline: 'Raise money in naira for the causes that matter, vetted by volunteers in your own state.',
  socialMedia: 'Ireti on social media',
  legal: params('© {year} Ireti. Donors pay no fees. Governed by the laws of the Federal Republic of Nigeria.'),
  terms: 'Terms of use',
  privacy: 'Privacy policy',
});

const columns = [
  {
    title: 'explore',
    links: [
      ['/campaigns', 'allCampaigns'],
      ['/success_stories', 'successStories'],
      ['/verified_page', 'organizations'],
      ['/volunteer', 'community'],
    ],
  },
  {
    title: 'more',
    links: [
      ['/how_it_works', 'howItWorks'],
      ['/faq', 'faq'],
      ['/help', 'help'],
      ['/blog', 'blog'],
    ],
  },
  {
    title: 'company',
    links: [
      ['/about', 'aboutUs'],
      ['/create_campaigns', 'startCampaign'],
      ['/volunteer', 'becomeVolunteer'],
    ],
  },
] as const;

const socials = [
  {
    href: 'https://facebook.com/iretiNG',
    label: 'Facebook',
    d: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.3 4c-2.4 0-4 1.4-4 4.1v2.4H7.7v3h2.6V21z',
  },
  {
    href: 'https://x.com/iretiNG',
    label: 'X (Twitter)',
    d: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
  {
    href: 'https://instagram.com/iretiNG',
    label: 'Instagram',
    d: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5.1 2-5.2 5.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.3 2 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.3-.1 5.1-2 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.3-2-5.1-5.2-5.2C14.7 3 14.4 3 12 3z',
  },
];

export function Footer() {
  const t = useT(messages);
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo light />
          <p className="mt-3 text-sm text-brand-100">{t.tagline}</p>
          <ul className="mt-4 flex gap-3" aria-label={t.socialMedia}>
            {socials.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={s.label}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                    <path d={s.d} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-4">
            <LowDataSwitch />
            <LanguageSwitch />
          </div>
        </div>
        {columns.map((c) => (
          <div key={c.title}>
            <h2 className="text-sm font-bold tracking-wide text-sun-400 uppercase">{t[c.title]}</h2>
            <ul className="mt-3 space-y-1">
              {c.links.map(([to, label]) => (
                <li key={label}>
                  <Link to={to} className="inline-block py-1 text-sm text-brand-50 hover:text-white hover:underline">
                    {t[label]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-xs text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t.legal({ year: new Date().getFullYear() })}</p>
          <p className="flex gap-4">
            <Link to="/terms_of_use" className="hover:underline">
              {t.terms}
            </Link>
            <Link to="/privacy-policy" className="hover:underline">
              {t.privacy}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
