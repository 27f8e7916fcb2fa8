import { Msg } from '@ireti/shared/messages';
import { Link } from 'react-router';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { useUserRewards } from '../../../lib/donations/get-user-rewards.ts';
import { ListLoading, LoadError } from '../../../components/ui/list-states.tsx';
import { fill } from '@ireti/shared/i18n';
import { count, i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/profile-rewards-tab', {
  loading: 'Loading donations',
  rank: 'Rank',
  ofDonors: count({ one: 'of {n} donor', other: 'of {n} donors' }),
  afterFirst: 'after your first donation',
  totalRewards: 'Total rewards',
  noReward: 'No Reward',
  giveToEarn: 'Give to a reward-based campaign to earn one.',
  seeRewardCampaigns: 'See reward-based campaigns',
  listLabel: 'Rewards your donations earned',
  donationAmount: 'Donation amount: ',
  rewardType: 'Reward type: ',
  Material: 'Material',
  'Non-material': 'Non-material',
  reward: 'Reward',
  forGifts: params('for gifts of {amount} or more'),
  sent: 'Sent',
  sentOn: params('Sent on {date}'),
  soldOut: 'Ran out before your payment arrived',
  notSent: 'Not sent yet',
});

/**
 * The profile's Rewards tab (spec §2): donation amount, reward type and the reward each
 * donation earned, or 'No Reward'; the user's rank among donors and total rewards.
 */
export function ProfileRewardsTab({ userId }: { userId: number }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useUserRewards(userId);
  if (q.isPending) return <ListLoading label={t.loading} />;
  if (q.isError) return <LoadError>{tr(Msg.donationsLoadFailed)}</LoadError>;
  const r = q.data;
  return (
    <div>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-xl bg-sun-400/20 p-4">
          <dt className="text-sm text-slate-800">{t.rank}</dt>
          <dd className="text-2xl font-extrabold text-slate-900">{r.rank ? `#${r.rank.toLocaleString('en-NG')}` : '—'}</dd>
          <dd className="text-xs text-slate-700">
            {r.rank ? fill(t.ofDonors(r.total_donors), { n: r.total_donors.toLocaleString('en-NG') }) : t.afterFirst}
          </dd>
        </div>
        <div className="rounded-xl bg-sun-400/20 p-4">
          <dt className="text-sm text-slate-800">{t.totalRewards}</dt>
          <dd className="text-2xl font-extrabold text-slate-900">{r.total_rewards.toLocaleString('en-NG')}</dd>
        </div>
      </dl>
      {r.rewards.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <p className="text-slate-700">{t.noReward}</p>
          <p className="mt-1 text-sm text-slate-600">{t.giveToEarn}</p>
          <Link
            to="/campaigns"
            state={{ is_reward: 1 }}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
          >
            {t.seeRewardCampaigns}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t.listLabel}>
          {r.rewards.map((x) => (
            <li key={x.donation_id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="text-xl font-extrabold text-slate-900">
                  <span className="sr-only">{t.donationAmount}</span>
                  {formatNaira(x.donation)}
                </p>
                <p
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${x.rewardType === 'Material' ? 'bg-sun-400 text-slate-900' : 'bg-brand-100 text-brand-800'}`}
                >
                  <span className="sr-only">{t.rewardType}</span>
                  {t[x.rewardType]}
                </p>
              </div>
              <p className="mt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.reward}</p>
              <p className="text-slate-900">{x.reward}</p>
              <p className="text-xs text-slate-600">{t.forGifts({ amount: formatNaira(x.reward_donation) })}</p>
              <p
                className={`mt-2 inline-block rounded px-2 py-0.5 text-xs font-semibold ${x.status === 'sent' ? 'bg-brand-100 text-brand-800' : x.status === 'sold_out' ? 'bg-slate-100 text-slate-700' : 'bg-sun-400/30 text-slate-900'}`}
              >
                {x.status === 'sent'
                  ? x.sent_at
                    ? t.sentOn({ date: formatDate(x.sent_at) })
                    : t.sent
                  : x.status === 'sold_out'
                    ? t.soldOut
                    : t.notSent}
              </p>
              <p className="mt-3 border-t border-slate-100 pt-2 text-sm">
                <Link to={`/campaign/${x.campaign.campaign_id}`} className="font-semibold text-brand-800 hover:underline">
                  {x.campaign.title}
                </Link>
                <span className="block text-xs text-slate-600">{formatDate(x.created)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
