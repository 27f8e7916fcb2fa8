import { Link } from 'react-router';
import type { MyCampaign } from '@ireti/shared/campaigns/types';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatNaira } from '../../../lib/format.ts';
import { useClaim } from '../../../lib/donations/get-claim.ts';
import { useMyCampaigns } from '../../../lib/campaigns/get-my-campaigns.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';

export const messages = i18n('donations/claim-prompts', {
  heading: 'Money to claim',
  reached: '{title} reached its goal. The money is held for you until you claim it.',
  claim: params('Claim {amount}'),
});

/** A campaign whose owner may have money to claim: it reached its goal and is neither deleted nor suspended. */
const claimable = (c: MyCampaign) => c.goal_reached && !c.draft && !c.suspended && c.status !== 4;

/** One funded campaign's prompt, while nothing is claimed yet (or a transfer failed and the money is held again). */
function ClaimPrompt({ c }: { c: MyCampaign }) {
  const t = useT(messages);
  const q = useClaim(c.campaign_id);
  const s = q.data;
  if (!s || !s.goal_reached || (s.payout && s.payout.status !== 'failed')) return null;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-green-300 bg-green-50 p-4">
      <p className="min-w-0 flex-1 basis-56 text-sm text-green-950">
        <Rich text={t.reached} parts={{ title: <strong className="break-words">{c.title}</strong> }} />
      </p>
      <Link to={`/claim/${c.campaign_id.toLowerCase()}`} className={buttonClass('sun')}>
        {t.claim({ amount: formatNaira(s.payout_amount) })}
      </Link>
    </li>
  );
}

/**
 * The profile's prompt to claim the money of every campaign that reached its goal (issue 26): the
 * amount that will be paid out, linking to the claim page (/claim/:campaignId), until it is claimed.
 */
export function ClaimPrompts() {
  const t = useT(messages);
  const q = useMyCampaigns();
  const funded = (q.data?.campaigns ?? []).filter(claimable);
  if (!funded.length) return null;
  return (
    <section aria-label={t.heading} className="mt-6">
      <ul className="space-y-3">
        {funded.map((c) => (
          <ClaimPrompt key={c._id} c={c} />
        ))}
      </ul>
    </section>
  );
}
