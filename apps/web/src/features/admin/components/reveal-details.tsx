import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { AccessReasonDialog } from './access-reason-dialog.tsx';
import { smallButton } from './item.tsx';

export const messages = i18n('admin/reveal-details', {
  show: 'Show private details',
  hiddenNote: 'Phones, addresses and identity details are hidden until you give a reason.',
  shownNote: params('Private details shown, reason: {reason}. Each person on the page sees in their Settings that you viewed them.'),
  hide: 'Hide them',
  title: 'Why do you need their private details?',
  note: 'Each person on this page sees in their Settings that you viewed their details, when, and the reason you give.',
  confirm: 'Show',
});

/**
 * The switch above an admin list that shows its private details (issue 28, decision 096): the
 * reason is asked first and sent with the list, which the API records in each person's access log.
 */
export function RevealDetails({ reason, onReason }: { reason: string | undefined; onReason: (reason: string | undefined) => void }) {
  const t = useT(messages);
  const [asking, setAsking] = useState(false);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <p className="min-w-0 flex-1">{reason ? t.shownNote({ reason }) : t.hiddenNote}</p>
      {reason ? (
        <Button variant="ghost" className={smallButton} onClick={() => onReason(undefined)}>
          {t.hide}
        </Button>
      ) : (
        <Button variant="secondary" className={smallButton} onClick={() => setAsking(true)}>
          {t.show}
        </Button>
      )}
      <AccessReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t.title}
        note={t.note}
        confirm={t.confirm}
        onReason={onReason}
      />
    </div>
  );
}
