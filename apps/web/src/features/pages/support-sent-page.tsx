import { Link, useLocation } from 'react-router';
import { useTitle } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('pages/support-sent-page', {
  title: 'Message sent',
  thanksName: params('Thank you, {name}.'),
  thanks: 'Thank you.',
  body: 'Your message has reached the Ireti team, and a copy is on its way to your e-mail. We answer within two working days.',
  spam: 'Can’t see our e-mail? Check your spam or promotions folder.',
  home: 'Back to home',
  faq: 'Read the FAQ',
});

/** After a help request (spec §2): the 'Message sent' confirmation. */
export default function SupportSentPage() {
  const t = useT(messages);
  useTitle(t.title);
  const state = useLocation().state as { name?: unknown } | null;
  const name = typeof state?.name === 'string' ? state.name.split(/\s+/)[0] : '';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          className="h-9 w-9"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-brand-900">{t.title}</h1>
      <p className="mt-3 text-slate-700">
        {name ? t.thanksName({ name }) : t.thanks} {t.body}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t.spam}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          {t.home}
        </Link>
        <Link to="/faq" className={buttonClass('secondary')}>
          {t.faq}
        </Link>
      </div>
    </div>
  );
}
