import { Link } from 'react-router';
import type { CampaignCard as Card } from '@ireti/shared/campaigns/types';
import { formatNaira } from '@ireti/shared/money';
import { i18n, count, params, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { CategoryTag } from './category-tag.tsx';
import { closedShort, messages as closedShortMessages } from './closed-short.ts';
import { Progress } from './progress.tsx';
import { DaysLeft, FundingLine } from './funding.tsx';
import { PlaceLabel } from './place-label.tsx';
import { CampaignPicture } from '../../../components/ui/campaign-picture.tsx';

export const messages = i18n('cards/campaign-card', {
  rewards: 'Rewards',
  campaignClosed: 'Campaign Closed',
  closedForDonations: 'Closed for donations',
  closedShortGoal: '{closed} · goal {goal}',
  by: 'by {owner}',
  // "1 donor", "12 donors", "1,204 donors": {n} is the number with its thousands grouped
  donors: params(count({ one: '{n} donor', other: '{n} donors' })),
  loading: 'Loading campaigns',
});

/** The owner's public name: the organisation's, or first and last name. */
export const ownerName = (u: Card['user']) => (u.is_organization ? (u.organization_name ?? '') : `${u.first_name} ${u.last_name}`.trim());

/**
 * A campaign in a list (home, explore, an organisation's page): card picture (363×232), category and
 * place, title linking to /campaign/{id}, summary, progress, owner and number of donors. The whole
 * card is the link's target.
 */
export function CampaignCard({
  campaign: c,
  headingLevel = 3,
  preview = false,
  lead = false,
}: {
  campaign: Card;
  headingLevel?: 2 | 3;
  preview?: boolean;
  /** The page's first card: its picture is the largest paint, fetched at once and first (not lazily). */
  lead?: boolean;
}) {
  const t = useT(messages);
  const short = useT(closedShortMessages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const refunded = closedShort(c);
  const status = refunded ? short.label : c.status === 2 ? t.campaignClosed : c.status === 3 ? t.closedForDonations : undefined;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="relative">
        <CampaignPicture
          src={c.imageUrl}
          alt=""
          label={c.title}
          width={363}
          height={232}
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
          className="aspect-[363/232] w-full bg-slate-100 object-cover"
        />
        {c.types === 'Reward based' && (
          <span className="absolute top-2 left-2 rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-bold text-slate-900 shadow-sm">
            {t.rewards}
          </span>
        )}
        {status && (
          <span className="absolute top-2 right-2 rounded-full bg-slate-900/80 px-2.5 py-0.5 text-xs font-semibold text-white">
            {status}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex min-w-0 items-center justify-between gap-3">
          <CategoryTag name={c.category} className="shrink-0" />
          <PlaceLabel campaign={c} className="text-xs text-slate-600" />
        </div>
        <Heading className="mt-1.5 text-base leading-snug font-bold text-slate-900">
          <Link
            to={`/campaign/${c.campaign_id.toLowerCase()}`}
            className="outline-none after:absolute after:inset-0 group-hover:text-brand-800"
          >
            {c.title}
          </Link>
        </Heading>
        {/* The home sections show the description's first 200 characters (spec §9), the lists the summary. */}
        <p className={`mt-1 flex-1 text-sm text-slate-600${preview && c.description ? ' line-clamp-4' : ''}`}>
          {preview && c.description ? c.description : c.summary}
        </p>
        <div className="mt-4">
          {refunded ? (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
              <Rich
                text={t.closedShortGoal}
                parts={{ closed: <span className="font-semibold text-slate-900">{short.label}</span>, goal: formatNaira(c.amount) }}
              />
            </p>
          ) : (
            <Progress percent={c.percent} pledged={c.pledged} amount={c.amount} />
          )}
          <FundingLine campaign={c} className="mt-2 text-xs text-slate-700" />
          <DaysLeft campaign={c} className="mt-1 text-xs font-semibold text-brand-800" />
        </div>
        <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3 text-xs text-slate-600">
          <p className="min-w-0 truncate">
            <Rich text={t.by} parts={{ owner: <span className="font-semibold text-slate-800">{ownerName(c.user)}</span> }} />
          </p>
          {Number.isFinite(c.donors_count) && (
            <p className="shrink-0">{t.donors({ n: c.donors_count.toLocaleString('en-NG') })(c.donors_count)}</p>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A grid of cards: one column on a phone, two on a tablet, three on a desktop. `row` keeps a short
 * list (the home sections) to one swipeable row on a phone instead of a long column. `lead` when the
 * grid is what a page is for (explore): its first card's picture is the page's largest paint, so it
 * is fetched at once with high priority (and preloaded from the server render's head).
 */
export function CampaignGrid({
  campaigns,
  headingLevel = 3,
  row = false,
  preview = false,
  lead = false,
}: {
  campaigns: Card[];
  headingLevel?: 2 | 3;
  row?: boolean;
  preview?: boolean;
  lead?: boolean;
}) {
  return (
    <ul
      className={
        row
          ? '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-3'
          : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'
      }
    >
      {campaigns.map((c, i) => (
        <li key={c._id} className={row ? 'w-[82%] shrink-0 snap-start sm:w-auto' : undefined}>
          <CampaignCard campaign={c} headingLevel={headingLevel} preview={preview} lead={lead && i === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The placeholder shape of a card while a list loads. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-[363/232] bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-20 rounded bg-slate-200" />
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-2 w-full rounded bg-slate-200" />
      </div>
    </div>
  );
}

export function GridSkeleton({ count = 3 }: { count?: number }) {
  const t = useT(messages);
  return (
    <div role="status" aria-label={t.loading} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
