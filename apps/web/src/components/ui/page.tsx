import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Code } from '@ireti/shared/status';
import { buttonClass } from './button.tsx';

/** Sets the document title for a page. */
export function useTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Ireti` : 'Ireti · Crowdfunding for Nigeria';
  }, [title]);
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
  const code = (error as { code?: number }).code;
  return (
    <Page title={title}>
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
        {code === Code.NOT_FOUND ? 'We could not find this campaign.' : error.message}
      </p>
      <Link to="/profile" className={buttonClass('secondary', 'mt-6')}>
        Back to my profile
      </Link>
    </Page>
  );
}
