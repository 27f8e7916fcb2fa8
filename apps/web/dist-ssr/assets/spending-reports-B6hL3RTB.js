import { A as P, I as $, N as d, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { b as Button, d as formatNaira, m as toast, o as formatDate } from '../entry-server.js';
import { o as TextArea, r as FormError, s as TextField } from './field-BhGmjKt2.js';
import { n as fetchPrivateFile } from './private-file-CO30_e60.js';
import { l as useSpendingReports, n as useAddReceipt, o as useDecideReport, s as usePostReport } from './beneficiary-KOPKa9ep.js';
// src/components/donations/spending-reports.tsx
var messages = i18n('donations/spending-reports', {
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
var STATUS = {
  submitted: 'bg-sun-400/30 text-slate-900',
  confirmed: 'bg-green-100 text-green-900',
  flagged: 'bg-red-100 text-red-900',
};
/**
 * Spending reports (issue 25): after a payout the owner says what it bought, with receipts; the
 * campaign's volunteer confirms or flags each report. Everyone sees the confirmed ones.
 */
function SpendingReports({ campaignId }) {
  const t = useT(messages);
  const q = useSpendingReports(campaignId);
  const headingId = P();
  if (q.isPending || q.isError) return null;
  const d = q.data;
  if (!d.reports.length && !d.payouts.length) return null;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': headingId,
    className: 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: headingId,
        className: 'text-xl font-extrabold text-slate-900',
        children: t.title,
      }),
      d.can_report &&
        d.payouts.map((p) =>
          /* @__PURE__ */ a(
            'div',
            {
              className: 'mt-3 rounded-lg bg-slate-50 p-3',
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'font-semibold text-slate-900',
                  children: t.payout({
                    amount: formatNaira(p.amount),
                    date: formatDate(p.paid_at),
                  }),
                }),
                /* @__PURE__ */ a('p', {
                  className: 'text-sm text-slate-700',
                  children: t.left({ amount: formatNaira(p.left) }),
                }),
                p.left > 0 &&
                  /* @__PURE__ */ a(ReportForm, {
                    campaignId,
                    payoutId: p.id,
                  }),
              ],
            },
            p.id,
          ),
        ),
      d.reports.length
        ? /* @__PURE__ */ a('ul', {
            className: 'mt-3 space-y-3',
            children: d.reports.map((r) =>
              /* @__PURE__ */ a(
                Report,
                {
                  campaignId,
                  report: r,
                  isOwner: d.can_report,
                  canDecide: d.can_decide,
                },
                r.id,
              ),
            ),
          })
        : /* @__PURE__ */ a('p', {
            className: 'mt-2 text-sm text-slate-600',
            children: t.none,
          }),
    ],
  });
}
function Report({ campaignId, report: r, isOwner, canDecide }) {
  const t = useT(messages);
  const add = useAddReceipt(campaignId);
  const decide = useDecideReport(campaignId);
  const [note, setNote] = d('');
  const [error, setError] = d(null);
  const run = async (fn, done) => {
    setError(null);
    try {
      await fn();
      toast(done);
    } catch (err) {
      setError(err.message);
    }
  };
  const open = async (receiptId) => {
    try {
      const f = await fetchPrivateFile(`/reports/${r.id}/receipts/${receiptId}`, t.receiptFailed);
      window.open(f.url, '_blank', 'noopener');
    } catch (err) {
      setError(err.message);
    }
  };
  return /* @__PURE__ */ a('li', {
    className: 'rounded-lg border border-slate-200 p-3',
    'data-testid': 'spending-report',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex flex-wrap items-center justify-between gap-2',
        children: [
          /* @__PURE__ */ a('p', {
            className: 'font-semibold text-slate-900',
            children: t.total({ amount: formatNaira(r.total) }),
          }),
          /* @__PURE__ */ a('span', {
            className: `rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS[r.status]}`,
            children: t[r.status],
          }),
        ],
      }),
      /* @__PURE__ */ a('ul', {
        className: 'mt-1 text-sm text-slate-800',
        children: r.items.map((i, n) =>
          /* @__PURE__ */ a(
            'li',
            {
              className: 'flex justify-between gap-3',
              children: [
                /* @__PURE__ */ a('span', { children: i.what }),
                /* @__PURE__ */ a('span', {
                  className: 'font-semibold whitespace-nowrap',
                  children: formatNaira(i.amount),
                }),
              ],
            },
            n,
          ),
        ),
      }),
      r.note &&
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-sm whitespace-pre-line text-slate-700',
          children: r.note,
        }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-xs text-slate-600',
        children: [
          t.receipts({ n: r.receipt_count }),
          r.decided_by && /* @__PURE__ */ a($, { children: [' · ', t.decidedBy({ name: r.decided_by.name })] }),
          r.decision_note && /* @__PURE__ */ a($, { children: [' · “', r.decision_note, '”'] }),
        ],
      }),
      r.receipts.length > 0 &&
        /* @__PURE__ */ a('p', {
          className: 'mt-1 flex flex-wrap gap-2',
          children: r.receipts.map((id, n) =>
            /* @__PURE__ */ a(
              'button',
              {
                type: 'button',
                className: 'min-h-11 text-sm font-semibold text-brand-800 underline',
                onClick: () => void open(id),
                children: t.receipt({ n: n + 1 }),
              },
              id,
            ),
          ),
        }),
      /* @__PURE__ */ a(FormError, { message: error }),
      isOwner &&
        r.status === 'submitted' &&
        /* @__PURE__ */ a('label', {
          className: 'mt-2 block text-sm font-medium text-slate-800',
          children: [
            t.addReceipt,
            /* @__PURE__ */ a('input', {
              type: 'file',
              accept: 'image/*,application/pdf',
              className: 'mt-1 block w-full text-sm',
              onChange: (e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file)
                  run(
                    () =>
                      add.mutateAsync({
                        reportId: r.id,
                        file,
                      }),
                    t.receiptAdded,
                  );
              },
            }),
          ],
        }),
      canDecide &&
        r.status === 'submitted' &&
        /* @__PURE__ */ a('div', {
          className: 'mt-3 border-t border-slate-200 pt-3',
          children: [
            /* @__PURE__ */ a(TextArea, {
              label: t.decisionNote,
              value: note,
              rows: 2,
              maxLength: 1e3,
              onChange: (e) => setNote(e.currentTarget.value),
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex flex-wrap gap-2',
              children: [
                /* @__PURE__ */ a(Button, {
                  type: 'button',
                  loading: decide.isPending,
                  onClick: () =>
                    void run(
                      () =>
                        decide.mutateAsync({
                          reportId: r.id,
                          decision: 'confirm',
                          note: note.trim(),
                        }),
                      t.decided,
                    ),
                  children: t.confirm,
                }),
                /* @__PURE__ */ a(Button, {
                  type: 'button',
                  variant: 'ghost',
                  onClick: () =>
                    void run(
                      () =>
                        decide.mutateAsync({
                          reportId: r.id,
                          decision: 'flag',
                          note: note.trim(),
                        }),
                      t.decided,
                    ),
                  children: t.flag,
                }),
              ],
            }),
          ],
        }),
    ],
  });
}
function ReportForm({ campaignId, payoutId }) {
  const t = useT(messages);
  const post = usePostReport(campaignId);
  const [open, setOpen] = d(false);
  const [lines, setLines] = d([
    {
      what: '',
      amount: '',
    },
  ]);
  const [note, setNote] = d('');
  const [error, setError] = d(null);
  if (!open)
    return /* @__PURE__ */ a(Button, {
      type: 'button',
      variant: 'ghost',
      className: 'mt-2',
      onClick: () => setOpen(true),
      children: t.report,
    });
  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    try {
      await post.mutateAsync({
        payoutId,
        body: {
          note: note.trim(),
          items: lines.map((l) => ({
            what: l.what.trim(),
            amount: Number(l.amount.replace(/[,₦\s]/g, '')),
          })),
        },
      });
      toast(t.posted);
      setOpen(false);
      setLines([
        {
          what: '',
          amount: '',
        },
      ]);
      setNote('');
    } catch (err) {
      setError(err.message);
    }
  };
  return /* @__PURE__ */ a('form', {
    onSubmit: (e) => void submit(e),
    className: 'mt-3',
    noValidate: true,
    children: [
      /* @__PURE__ */ a(FormError, { message: error }),
      lines.map((l, i) =>
        /* @__PURE__ */ a(
          'div',
          {
            className: 'grid gap-x-3 sm:grid-cols-[2fr_1fr]',
            children: [
              /* @__PURE__ */ a(TextField, {
                label: t.what,
                value: l.what,
                maxLength: 200,
                onChange: (e) => {
                  const v = e.currentTarget.value;
                  setLines((ls) =>
                    ls.map((x, j) =>
                      j === i
                        ? {
                            ...x,
                            what: v,
                          }
                        : x,
                    ),
                  );
                },
              }),
              /* @__PURE__ */ a(TextField, {
                label: t.amount,
                inputMode: 'decimal',
                value: l.amount,
                onChange: (e) => {
                  const v = e.currentTarget.value;
                  setLines((ls) =>
                    ls.map((x, j) =>
                      j === i
                        ? {
                            ...x,
                            amount: v,
                          }
                        : x,
                    ),
                  );
                },
              }),
            ],
          },
          i,
        ),
      ),
      /* @__PURE__ */ a(Button, {
        type: 'button',
        variant: 'ghost',
        onClick: () =>
          setLines((ls) => [
            ...ls,
            {
              what: '',
              amount: '',
            },
          ]),
        children: t.addLine,
      }),
      /* @__PURE__ */ a(TextArea, {
        label: t.note,
        value: note,
        rows: 3,
        maxLength: 2e3,
        onChange: (e) => setNote(e.currentTarget.value),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: post.isPending,
        children: t.post,
      }),
    ],
  });
}
export { SpendingReports };
