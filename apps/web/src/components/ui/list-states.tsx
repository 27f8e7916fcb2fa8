import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** A list on its way, named for screen readers ("Loading donations"). */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-8">
      <Spinner label={label} />
    </div>
  );
}

/** A list that could not be loaded: the reason, announced. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {children}
    </p>
  );
}

/** A list with nothing in it. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{children}</div>;
}

/** The next page of an infinite query, while there is one. */
export function ShowMore({
  q,
  label,
  className = 'mt-8',
}: {
  q: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  className?: string;
}) {
  if (!q.hasNextPage) return null;
  return (
    <div className={`${className} text-center`}>
      <Button variant="secondary" loading={q.isFetchingNextPage} onClick={() => q.fetchNextPage()}>
        {label}
      </Button>
    </div>
  );
}
