import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../../components/ui/page.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('profile/settings-shell', {
  back: 'Back to my profile',
});

/** The frame of the two settings pages: a title band and a card. */
export function SettingsShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(messages);
  useTitle(title);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-3 py-6 sm:px-4 sm:py-10">
        <Link to="/profile" className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
          ← {t.back}
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        <section className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">{children}</section>
      </div>
    </div>
  );
}
