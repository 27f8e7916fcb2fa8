import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminPage } from '@ireti/shared/trust/types';
import { Msg } from '@ireti/shared/messages';
import { EmptyList, LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { count, i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { Pager } from './pager.tsx';

export const messages = i18n('admin/list-frame', {
  loading: 'Loading',
  items: count({ one: '{count} item', other: '{count} items' }),
});

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
  const t = useT(messages);
  const tr = useLocalise();
  if (q.isPending) {
    return (
      <div className="py-10 text-center">
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (q.isError) return <LoadError>{tr(q.error.message || Msg.errorTryAgain)}</LoadError>;
  const d = q.data;
  return (
    <div aria-busy={q.isFetching} className={q.isPlaceholderData ? 'opacity-60' : ''}>
      <p className="mb-3 text-sm text-slate-600">{t.items(d.total_records)}</p>
      {d.transactions.length === 0 ? <EmptyList>{empty}</EmptyList> : children(d.transactions)}
      <Pager page={page} totalPages={d.total_pages} onPage={onPage} />
    </div>
  );
}
