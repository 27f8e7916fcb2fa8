import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useAccountability } from '../api/get-accountability.ts';

export const messages = i18n('admin/accountability', {
  title: 'Where the money went after payouts',
  awaiting: 'Beneficiaries awaiting the volunteer’s confirmation',
  awaitingLine: params('{name} (account ····{last4}) was named on {date} and waits for the volunteer’s confirmation.'),
  flagged: 'Spending reports flagged by a volunteer',
  flaggedLine: params('{by} flagged a report of {amount} on {date}.'),
  overdue: 'Payouts not accounted for after 30 days',
  overdueLine: params('{amount} paid on {date} is not yet accounted for.'),
  none: 'None.',
});

function Group({ title, children, empty }: { title: string; children: ReactNode[]; empty: string }) {
  return (
    <div className="mt-3">
      <h3 className="text-sm font-bold text-slate-900">{title}</h3>
      {children.length ? (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">{children}</ul>
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
    </div>
  );
}

/** The console's view of issue 25: each line a sentence, with its campaign. */
export function Accountability() {
  const t = useT(messages);
  const q = useAccountability();
  if (!q.data) return null;
  const d = q.data;
  const campaign = (id: string, title: string) => (
    <Link to={`/campaign/${id}`} className="font-semibold underline">
      {title}
    </Link>
  );
  return (
    <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4" aria-label={t.title}>
      <h2 className="text-lg font-extrabold text-slate-900">{t.title}</h2>
      <Group title={t.awaiting} empty={t.none}>
        {d.awaiting.map((a) => (
          <li key={`a-${a.campaign_id}`}>
            {campaign(a.campaign_id, a.title)}: {t.awaitingLine({ name: a.name, last4: a.account_last4, date: formatDate(a.since) })}
          </li>
        ))}
      </Group>
      <Group title={t.flagged} empty={t.none}>
        {d.flagged.map((f, i) => (
          <li key={`f-${i}`}>
            {campaign(f.campaign_id, f.title)}: {t.flaggedLine({ by: f.by, amount: formatNaira(f.total), date: formatDate(f.at) })}
            {f.note && <> “{f.note}”</>}
          </li>
        ))}
      </Group>
      <Group title={t.overdue} empty={t.none}>
        {d.overdue.map((o, i) => (
          <li key={`o-${i}`}>
            {campaign(o.campaign_id, o.title)}: {t.overdueLine({ amount: formatNaira(o.amount), date: formatDate(o.paid_at) })}
          </li>
        ))}
      </Group>
    </section>
  );
}
