import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Code } from '@ireti/shared/status';
import { buttonClass } from './button.tsx';
import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/page', {
  site: 'Ireti · Crowdfunding for Nigeria',
  titled: params('{title} · Ireti'),
  notFound: 'We could not find this campaign.',
  backToProfile: 'Back to my profile',
});

/** Sets the document title for a page (the title given in the page's language). */
export function useTitle(title: string) {
  const t = useT(messages);
  const text = title ? t.titled({ title }) : t.site;
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** The standard page frame: a title band and a centred column. */
export function Page({
  title,
  intro,
  children,
  width = 'max-w-4xl',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  useTitle(title);
  return (
    <>
      <div className="bg-brand-50">
        <div className={`mx-auto ${width} px-4 py-10`}>
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
          {intro && <p className="mt-3 max-w-2xl text-slate-700">{intro}</p>}
        </div>
      </div>
      <div className={`mx-auto ${width} px-4 py-8`}>{children}</div>
    </>
  );
}

/**
 * A campaign owner's page (claim, backers) that could not load its campaign: the reason, and the
 * way back to the profile.
 */
export function OwnerPageError({ title, error }: { title: string; error: Error }) {
  const t = useT(messages);
  const code = (error as { code?: number }).code;
  return (
    <Page title={title}>
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
        {code === Code.NOT_FOUND ? t.notFound : error.message}
      </p>
      <Link to="/profile" className={buttonClass('secondary', 'mt-6')}>
        {t.backToProfile}
      </Link>
    </Page>
  );
}
