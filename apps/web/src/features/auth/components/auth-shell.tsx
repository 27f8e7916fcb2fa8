import type { ReactNode } from 'react';
import { useTitle } from '../../../components/ui/page.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('auth/auth-shell', {
  tagline: 'Hope, raised together.',
  about: 'Nigerians helping Nigerians: for health, school fees, business and every cause that matters.',
  freeTitle: 'Free to start',
  freeText: 'Accounts are free, and donors pay no service fee.',
  vettedTitle: 'Vetted campaigns',
  vettedText: 'Volunteers near you check every campaign before it goes live.',
  safeTitle: 'Safe payments',
  safeText: 'Donations go through a card payment provider, in naira.',
});

function Aside() {
  const t = useT(messages);
  const points = [
    { title: t.freeTitle, text: t.freeText },
    { title: t.vettedTitle, text: t.vettedText },
    { title: t.safeTitle, text: t.safeText },
  ];
  return (
    <aside className="hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-10 text-white shadow-sm lg:block">
      <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">Ireti</p>
      <p className="mt-3 text-3xl leading-tight font-extrabold">{t.tagline}</p>
      <p className="mt-3 text-brand-100">{t.about}</p>
      <ul className="mt-8 space-y-5">
        {points.map((p) => (
          <li key={p.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sun-400 text-sm font-bold text-slate-900"
            >
              ✓
            </span>
            <span>
              <span className="block font-semibold">{p.title}</span>
              <span className="text-sm text-brand-100">{p.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The frame of the sign-in and sign-up screens: a card on a soft brand background; short forms
 * get the brand panel beside them on wide screens, long ones (`wide`) a wider centred card.
 */
export function AuthShell({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  useTitle(title);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`mx-auto px-3 py-6 sm:px-4 sm:py-12 ${wide ? 'max-w-3xl' : 'grid max-w-5xl items-stretch gap-8 lg:grid-cols-2'}`}>
        {!wide && <Aside />}
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
          {intro && <div className="mt-2 text-slate-600">{intro}</div>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  );
}
