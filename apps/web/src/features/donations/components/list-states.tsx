import type { ReactNode } from 'react';
import { Msg } from '@ireti/shared/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Loading, failed (the spec's 'An error occured, please refresh'), empty, and Show more. */
export function ListLoading() {
  return (
    <div className="flex justify-center py-8">
      <Spinner label="Loading donations" />
    </div>
  );
}

export function ListFailed() {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {Msg.donationsLoadFailed}
    </p>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">{children}</div>;
}

export function ShowMore({ more, loading, onMore, label = 'Show more' }: { more: boolean; loading: boolean; onMore: () => void; label?: string }) {
  if (!more) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button type="button" variant="secondary" loading={loading} onClick={onMore}>
        {label}
      </Button>
    </div>
  );
}
