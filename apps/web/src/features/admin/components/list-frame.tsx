import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminPage } from '@ireti/shared/trust/types';
import { Msg } from '@ireti/shared/messages';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Pager } from './pager.tsx';

/** Loading, error and empty states of an admin list, then its items and the pager. */
export function ListFrame<T>({
  q,
  empty,
  page,
  onPage,
  children,
}: {
  q: UseQueryResult<AdminPage<T>>;
  empty: string;
  page: number;
  onPage: (p: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (q.isPending) {
    return (
      <div className="py-10 text-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (q.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {q.error.message || Msg.errorTryAgain}
      </p>
    );
  const d = q.data;
  return (
    <div aria-busy={q.isFetching} className={q.isPlaceholderData ? 'opacity-60' : ''}>
      <p className="mb-3 text-sm text-slate-600">{d.total_records === 1 ? '1 item' : `${d.total_records} items`}</p>
      {d.transactions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{empty}</p>
      ) : (
        children(d.transactions)
      )}
      <Pager page={page} totalPages={d.total_pages} onPage={onPage} />
    </div>
  );
}
