import { Link } from 'react-router';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { AuthShell } from './components/auth-shell.tsx';

export const messages = i18n('auth/signup-chooser-page', {
  title: 'Create your account',
  intro: 'Accounts are free. Which describes you?',
  individual: 'Individual',
  individualText: 'Raise money for yourself, your family or someone you know, and give to causes you care about.',
  organization: 'Organisation',
  organizationText: 'A non-profit, school, church, mosque, company or government body raising funds for its work.',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
});

const choices = [
  {
    to: '/signup_individual',
    title: 'individual',
    text: 'individualText',
    icon: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.2 0-8 2.1-8 5v2h16v-2c0-2.9-3.8-5-8-5z',
  },
  {
    to: '/signup_org',
    title: 'organization',
    text: 'organizationText',
    icon: 'M3 21V8l9-5 9 5v13h-6v-6H9v6zm6-9h2v-2H9zm4 0h2v-2h-2z',
  },
] as const;

/** The sign-up chooser (spec §2): Individual → /signup_individual, Organisation → /signup_org. */
export default function SignupChooserPage() {
  const t = useT(messages);
  return (
    <AuthShell title={t.title} intro={t.intro}>
      <ul className="grid gap-4">
        {choices.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className="group flex items-start gap-4 rounded-xl border-2 border-slate-200 p-4 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-600"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 group-hover:bg-brand-700 group-hover:text-white"
              >
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
                  <path d={c.icon} />
                </svg>
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
                  {t[c.title]}
                  <span aria-hidden="true" className="text-brand-700 transition-transform group-hover:translate-x-1">
                    →
                  </span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">{t[c.text]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t.haveAccount}{' '}
        <Link to="/signin" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t.signIn}
        </Link>
      </p>
    </AuthShell>
  );
}
