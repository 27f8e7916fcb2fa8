import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminPage } from '@ireti/shared/trust/types';
import { Msg } from '@ireti/shared/messages';
import { EmptyList, LoadError } from '../../../components/ui/list-states.tsx';
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
  if (q.isError) return <LoadError>{q.error.message || Msg.errorTryAgain}</LoadError>;
  const d = q.data;
  return (
    <div aria-busy={q.isFetching} className={q.isPlaceholderData ? 'opacity-60' : ''}>
      <p className="mb-3 text-sm text-slate-600">{d.total_records === 1 ? '1 item' : `${d.total_records} items`}</p>
      {d.transactions.length === 0 ? <EmptyList>{empty}</EmptyList> : children(d.transactions)}
      <Pager page={page} totalPages={d.total_pages} onPage={onPage} />
    </div>
  );
}
