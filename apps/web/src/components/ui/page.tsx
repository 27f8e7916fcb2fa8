import { useEffect, type ReactNode } from 'react';

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
