import { Msg } from '@ireti/shared/messages';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { useCampaignDonations } from '../../../lib/donations/get-campaign-donations.ts';
import { DonorAvatar, useDonorName } from './donor-avatar.tsx';
import { EmptyList, ListLoading, LoadError, ShowMore } from '../../../components/ui/list-states.tsx';
import { fill } from '@ireti/shared/i18n';
import { count, i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/donations-tab', {
  loading: 'Loading donations',
  empty: 'No donations yet. Be the first to give.',
  total: count({ one: '{n} donation', other: '{n} donations' }),
  showMore: 'Show more donations',
});

/** The campaign page's Donations tab: donor name or 'Anonymous', amount and date, newest first. */
export function DonationsTab({ campaignId }: { campaignId: string }) {
  const t = useT(messages);
  const tr = useLocalise();
  const donorName = useDonorName();
  const q = useCampaignDonations(campaignId);
  if (q.isPending) return <ListLoading label={t.loading} />;
  if (q.isError) return <LoadError>{tr(Msg.donationsLoadFailed)}</LoadError>;
  const items = q.data.pages.flatMap((p) => p.transactions);
  const total = q.data.pages[0]?.total_records ?? 0;
  if (!items.length) return <EmptyList>{t.empty}</EmptyList>;
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">{fill(t.total(total), { n: total.toLocaleString('en-NG') })}</p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((d) => (
          <li key={d._id} className="flex items-center gap-3 px-4 py-3">
            <DonorAvatar name={d.first_name} anonymous={d.anonymous} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900">{donorName(d)}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={d.created}>{formatDate(d.created)}</time>
              </p>
            </div>
            <p className="font-bold whitespace-nowrap text-brand-800">{formatNaira(d.amount)}</p>
          </li>
        ))}
      </ul>
      <ShowMore q={q} label={t.showMore} className="mt-4" />
    </div>
  );
}
