import { useId, useState, type FormEvent } from 'react';
import type { SpendingReport } from '@ireti/shared/donations/beneficiary';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { fetchPrivateFile } from '../../../lib/private-file.ts';
import { useAddReceipt, useDecideReport, usePostReport, useSpendingReports } from '../../../lib/donations/beneficiary.ts';

export const messages = i18n('donations/spending-reports', {
  title: 'What the money bought',
  none: 'No spending report yet.',
  payout: params('Payout of {amount} on {date}'),
  left: params('{amount} left to account for'),
  report: 'Post a spending report',
  what: 'What was paid',
  amount: 'Amount (₦)',
  addLine: 'Add a line',
  note: 'Note for the donors',
  post: 'Post the report',
  posted: 'Report posted: now add the receipts',
  total: params('Total {amount}'),
  submitted: 'Waiting for the volunteer',
  confirmed: 'Confirmed',
  flagged: 'Flagged',
  decidedBy: params('By {name}'),
  receipts: params('Receipts: {n}'),
  receipt: params('Receipt {n}'),
  receiptFailed: 'The receipt could not be opened.',
  addReceipt: 'Add a receipt (picture or PDF)',
  receiptAdded: 'Receipt added',
  decisionNote: 'Note (what you checked, or what does not match)',
  confirm: 'Confirm the report',
  flag: 'Flag what does not match',
  decided: 'Report decided',
});

const STATUS: Record<SpendingReport['status'], string> = {
  submitted: 'bg-sun-400/30 text-slate-900',
  confirmed: 'bg-green-100 text-green-900',
  flagged: 'bg-red-100 text-red-900',
};

/**
 * Spending reports (issue 25): after a payout the owner says what it bought, with receipts; the
 * campaign's volunteer confirms or flags each report. Everyone sees the confirmed ones.
 */
export function SpendingReports({ campaignId }: { campaignId: string }) {
  const t = useT(messages);
  const q = useSpendingReports(campaignId);
  const headingId = useId();
  if (q.isPending || q.isError) return null;
  const d = q.data;
  if (!d.reports.length && !d.payouts.length) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-xl font-extrabold text-slate-900">
        {t.title}
      </h2>
      {d.can_report &&
        d.payouts.map((p) => (
          <div key={p.id} className="mt-3 rounded-lg bg-slate-50 p-3">
            <p className="font-semibold text-slate-900">{t.payout({ amount: formatNaira(p.amount), date: formatDate(p.paid_at) })}</p>
            <p className="text-sm text-slate-700">{t.left({ amount: formatNaira(p.left) })}</p>
            {p.left > 0 && <ReportForm campaignId={campaignId} payoutId={p.id} />}
          </div>
        ))}
      {d.reports.length ? (
        <ul className="mt-3 space-y-3">
          {d.reports.map((r) => (
            <Report key={r.id} campaignId={campaignId} report={r} isOwner={d.can_report} canDecide={d.can_decide} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t.none}</p>
      )}
    </section>
  );
}

function Report({
  campaignId,
  report: r,
  isOwner,
  canDecide,
}: {
  campaignId: string;
  report: SpendingReport;
  isOwner: boolean;
  canDecide: boolean;
}) {
  const t = useT(messages);
  const add = useAddReceipt(campaignId);
  const decide = useDecideReport(campaignId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await fn();
      toast(done);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const open = async (receiptId: number) => {
    try {
      const f = await fetchPrivateFile(`/reports/${r.id}/receipts/${receiptId}`, t.receiptFailed);
      window.open(f.url, '_blank', 'noopener');
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="spending-report">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{t.total({ amount: formatNaira(r.total) })}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS[r.status]}`}>{t[r.status]}</span>
      </div>
      <ul className="mt-1 text-sm text-slate-800">
        {r.items.map((i, n) => (
          <li key={n} className="flex justify-between gap-3">
            <span>{i.what}</span>
            <span className="font-semibold whitespace-nowrap">{formatNaira(i.amount)}</span>
          </li>
        ))}
      </ul>
      {r.note && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{r.note}</p>}
      <p className="mt-1 text-xs text-slate-600">
        {t.receipts({ n: r.receipt_count })}
        {r.decided_by && <> · {t.decidedBy({ name: r.decided_by.name })}</>}
        {r.decision_note && <> · “{r.decision_note}”</>}
      </p>
      {r.receipts.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-2">
          {r.receipts.map((id, n) => (
            <button
              key={id}
              type="button"
              className="min-h-11 text-sm font-semibold text-brand-800 underline"
              onClick={() => void open(id)}
            >
              {t.receipt({ n: n + 1 })}
            </button>
          ))}
        </p>
      )}
      <FormError message={error} />
      {isOwner && r.status === 'submitted' && (
        <label className="mt-2 block text-sm font-medium text-slate-800">
          {t.addReceipt}
          <input
            type="file"
            accept="image/*,application/pdf"
            className="mt-1 block w-full text-sm"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void run(() => add.mutateAsync({ reportId: r.id, file }), t.receiptAdded);
            }}
          />
        </label>
      )}
      {canDecide && r.status === 'submitted' && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <TextArea label={t.decisionNote} value={note} rows={2} maxLength={1000} onChange={(e) => setNote(e.currentTarget.value)} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              loading={decide.isPending}
              onClick={() => void run(() => decide.mutateAsync({ reportId: r.id, decision: 'confirm', note: note.trim() }), t.decided)}
            >
              {t.confirm}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => void run(() => decide.mutateAsync({ reportId: r.id, decision: 'flag', note: note.trim() }), t.decided)}
            >
              {t.flag}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function ReportForm({ campaignId, payoutId }: { campaignId: string; payoutId: number }) {
  const t = useT(messages);
  const post = usePostReport(campaignId);
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState([{ what: '', amount: '' }]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <Button type="button" variant="ghost" className="mt-2" onClick={() => setOpen(true)}>
        {t.report}
      </Button>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await post.mutateAsync({
        payoutId,
        body: { note: note.trim(), items: lines.map((l) => ({ what: l.what.trim(), amount: Number(l.amount.replace(/[,₦\s]/g, '')) })) },
      });
      toast(t.posted);
      setOpen(false);
      setLines([{ what: '', amount: '' }]);
      setNote('');
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3" noValidate>
      <FormError message={error} />
      {lines.map((l, i) => (
        <div key={i} className="grid gap-x-3 sm:grid-cols-[2fr_1fr]">
          <TextField
            label={t.what}
            value={l.what}
            maxLength={200}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setLines((ls) => ls.map((x, j) => (j === i ? { ...x, what: v } : x)));
            }}
          />
          <TextField
            label={t.amount}
            inputMode="decimal"
            value={l.amount}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setLines((ls) => ls.map((x, j) => (j === i ? { ...x, amount: v } : x)));
            }}
          />
        </div>
      ))}
      <Button type="button" variant="ghost" onClick={() => setLines((ls) => [...ls, { what: '', amount: '' }])}>
        {t.addLine}
      </Button>
      <TextArea label={t.note} value={note} rows={3} maxLength={2000} onChange={(e) => setNote(e.currentTarget.value)} />
      <Button type="submit" loading={post.isPending}>
        {t.post}
      </Button>
    </form>
  );
}
