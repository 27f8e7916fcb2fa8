import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { LazyPart } from '../../components/ui/lazy-part.tsx';
import { Link, useParams } from 'react-router';
import { formatNaira } from '@ireti/shared/money';
import { Msg } from '@ireti/shared/messages';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { Code } from '@ireti/shared/status';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner, Spinner } from '../../components/ui/spinner.tsx';
import { fallbackToPlaceholder, imageUrl } from '../../lib/images.ts';
import { DonatePanel } from '../donations/components/donate-panel.tsx';
import { TransferAccountCard } from '../donations/components/transfer-account.tsx';
import { CampaignVolunteers } from '../volunteers/components/campaign-volunteers.tsx';
import { CampaignVouching } from '../volunteers/components/campaign-vouching.tsx';
import { useNearView } from '../../lib/use-in-view.ts';
import { useQueryClient } from '@tanstack/react-query';
import { refetchCampaignFresh, useCampaign } from './api/get-campaign.ts';
import { ownerName } from './components/campaign-card.tsx';
import { CategoryTag } from './components/category-tag.tsx';
import { PlaceLabel } from './components/place-label.tsx';
import { Gallery } from './components/gallery.tsx';
import { Progress } from './components/progress.tsx';
import { DaysLeft, useFundingSentence } from './components/funding.tsx';
import { RichText } from './components/rich-text.tsx';
import { ShareButtons } from './components/share-buttons.tsx';
import { SupporterPages } from './components/supporter-pages.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { StatusNotice } from './components/status-notice.tsx';
import { UpdatesLabel } from './components/updates-label.tsx';
import { PostUpdateButton } from './components/post-update-button.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { fill } from '@ireti/shared/i18n';
import { i18n, count, params, useLocalise, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';
import { editCampaignPath } from '../../lib/campaigns/paths.ts';
import { siteOrigin } from '../../lib/site.ts';

export const messages = i18n('campaign/campaign-page', {
  campaign: 'Campaign',
  notFound: 'Campaign not found',
  notLoaded: 'This campaign could not be loaded',
  notFoundText: 'The link may be wrong, or the campaign is not public yet.',
  explore: 'Explore campaigns',
  rewards: 'Rewards',
  rewardsCount: params('Rewards ({n})'),
  details: 'Details',
  donations: 'Donations',
  donationsCount: params('Donations ({n})'),
  comments: 'Comments',
  by: 'by {owner} · {created}',
  byWith: 'by {owner} · {created} · with {organisation}',
  createdToday: 'created today',
  createdDaysAgo: params('created {days} days ago'),
  giveAndShare: 'Give and share',
  // {n} is the number with its thousands grouped
  donationsMade: params(count({ one: '{n} donation', other: '{n} donations' })),
  aboutTabs: 'About this campaign',
  somethingWrong: 'Something wrong with this campaign?',
  report: 'Report this campaign',
  rewardFrom: params('{amount} or more'),
  Material: 'Material reward',
  'Non-material': 'Non-material reward',
  soldOut: 'Sold out',
  unitsLeft: params('{left} of {quantity} left'),
  thankYouFrom: 'A thank-you from {name}',
  thankYouPicture: params('Thank-you picture {n}'),
  yourCampaign: 'This is your campaign',
  manage: 'Manage campaign',
  close: 'Close Campaign',
  rewardsToSend: 'Rewards to send',
});

/** Whole days since the campaign was made: 1 or less reads "created today" (spec §9). */
const daysSince = (iso: string, now = Date.now()) => Math.floor((now - new Date(iso).getTime()) / 86_400_000);

const ReportDialog = lazy(() => import('./components/report-dialog.tsx'));
// What the page does not show at first comes with its own code, when it is shown: a tab's list when
// its tab is opened, the money panel when it comes near the screen (or the browser is idle), the
// owner's and the volunteer's actions for them only. The first screen (picture, title, progress,
// Donate) asks for fewer files and draws sooner (docs/performance.md, Lighthouse).
const CampaignUpdates = lazy(() => import('./components/campaign-updates.tsx').then((m) => ({ default: m.CampaignUpdates })));
const DonationsTab = lazy(() => import('../donations/components/donations-tab.tsx').then((m) => ({ default: m.DonationsTab })));
const CommentsTab = lazy(() => import('../donations/components/comments-tab.tsx').then((m) => ({ default: m.CommentsTab })));
const MoneyPanel = lazy(() => import('../donations/components/money-panel.tsx').then((m) => ({ default: m.MoneyPanel })));
const BeneficiaryPanel = lazy(() => import('../donations/components/beneficiary-panel.tsx').then((m) => ({ default: m.BeneficiaryPanel })));
const SpendingReports = lazy(() => import('../donations/components/spending-reports.tsx').then((m) => ({ default: m.SpendingReports })));
const ClaimAction = lazy(() => import('../donations/components/claim-action.tsx').then((m) => ({ default: m.ClaimAction })));
const VerifyCampaignButton = lazy(() =>
  import('../volunteers/components/verify-campaign-button.tsx').then((m) => ({ default: m.VerifyCampaignButton })),
);

const loadingList = (
  <div className="flex justify-center py-8">
    <Spinner />
  </div>
);

/** Below the fold: drawn (code and data) once it comes near the screen or the browser is idle. */
function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: string }) {
  const [ref, near] = useNearView<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <LazyPart fallback={<div className={placeholder} aria-hidden="true" />}>{children}</LazyPart>
      ) : (
        <div className={placeholder} aria-hidden="true" />
      )}
    </div>
  );
}

type Tab = 'details' | 'updates' | 'donations' | 'rewards' | 'comments';

function Rewards({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useT(messages);
  const tr = useLocalise();
  // What is left of a limited reward ("3 of 20 left", "Sold out"); nothing for one without a limit.
  const left = (r: CampaignDetail['rewards'][number]) =>
    r.left === null || r.quantity === null
      ? null
      : r.left === 0
        ? t.soldOut
        : t.unitsLeft({ left: r.left.toLocaleString('en-NG'), quantity: r.quantity.toLocaleString('en-NG') });
  if (!c.rewards.length) return <p className="text-slate-600">{tr(Msg.noRewards)}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {c.rewards.map((r) => (
        <li key={r._id} className="rounded-xl border border-sun-400 bg-sun-400/10 p-4">
          <p className="text-lg font-extrabold text-slate-900">{t.rewardFrom({ amount: formatNaira(r.donation) })}</p>
          <p className="mt-1 text-slate-800">{r.reward}</p>
          <p className="mt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t[r.rewardType]}
            {left(r) && <span className={r.left === 0 ? 'text-red-700' : ''}> · {left(r)}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

function ThankYou({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useT(messages);
  const pictures = [c.messageUrl1, c.messageUrl2].filter((u): u is string => !!u);
  return (
    <section aria-labelledby="thank-you" className="rounded-xl border border-blue-200 bg-blue-50/60 p-5">
      <h2 id="thank-you" className="text-xl font-extrabold text-slate-900">
        {fill(t.thankYouFrom, { name: ownerName(c.user) })}
      </h2>
      {c.message && <p className="mt-3 whitespace-pre-line text-slate-800">{c.message}</p>}
      {pictures.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {pictures.map((u, i) => (
            <li key={u}>
              <img
                src={imageUrl(u, 'card')}
                srcSet={`${imageUrl(u, 'card')} 363w, ${imageUrl(u)} 1200w`}
                sizes="(min-width: 640px) 360px, 100vw"
                onError={fallbackToPlaceholder}
                alt={t.thankYouPicture({ n: i + 1 })}
                width={363}
                height={232}
                loading="lazy"
                className="aspect-[363/232] w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnerPanel({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useT(messages);
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">{t.yourCampaign}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={editCampaignPath(c.campaign_id)} className={buttonClass('secondary')}>
          {t.manage}
        </Link>
        {c.status === 3 && (
          <Link to="/close_campaign" state={{ campaign_id: c.campaign_id }} className={buttonClass('primary')}>
            {t.close}
          </Link>
        )}
        {[1, 2, 3].includes(c.status) && !c.suspended && <PostUpdateButton campaignId={c.campaign_id} />}
        {c.goal_reached && c.status !== 4 && c.funding_mode === 'all_or_nothing' && (
          <Suspense fallback={null}>
            <ClaimAction campaignId={c.campaign_id} />
          </Suspense>
        )}
        {c.funding_mode === 'keep_what_you_raise' && [1, 2, 3].includes(c.status) && c.pledged > 0 && (
          <Suspense fallback={null}>
            <ClaimAction campaignId={c.campaign_id} staged />
          </Suspense>
        )}
        {c.types === 'Reward based' && c.rewards.length > 0 && c.status !== 0 && (
          <Link to={`/backers/${c.campaign_id}`} className={buttonClass('secondary')}>
            {t.rewardsToSend}
          </Link>
        )}
      </div>
    </div>
  );
}

/** /campaign/{campaignId}: the campaign, its notices, giving, sharing and reporting. */
export default function CampaignPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { campaignId = '' } = useParams();
  const q = useCampaign(campaignId);
  const qc = useQueryClient();
  const [tab, setTab] = useState<Tab>('details');
  const [reporting, setReporting] = useState(false);
  const tabsId = useId();
  useTitle(q.data?.title ?? (q.isError ? t.notFound : t.campaign));

  const funding = useFundingSentence(q.data);
  if (q.isPending) return <PageSpinner />;
  if (q.isError) {
    const missing = (q.error as { code?: number }).code === Code.NOT_FOUND || (q.error as { code?: number }).code === Code.VALIDATION;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{missing ? t.notFound : t.notLoaded}</h1>
        <p className="mt-2 text-slate-600">{missing ? t.notFoundText : q.error.message || tr(Msg.errorTryAgain)}</p>
        <Link to="/campaigns" className={buttonClass('primary', 'mt-6')}>
          {t.explore}
        </Link>
      </div>
    );
  }

  const c = q.data;
  const days = daysSince(c.created);
  const created = days <= 1 ? t.createdToday : t.createdDaysAgo({ days });
  const url = `${siteOrigin()}/campaign/${c.campaign_id}`;
  // The feature image leads, as on the card and the WhatsApp preview; then the gallery's (up to 3).
  const gallery = [...new Set([c.imageUrl, c.imageUrl1, c.imageUrl2, c.imageUrl3].filter((u): u is string => !!u))];
  // The spec's tabs (details, donations, rewards, comments) and our updates. A campaign that offers
  // no rewards (not reward based, none listed) has no Rewards tab that would only say there are none
  // (issue 26); a reward-based one keeps it, with 'There are no rewards' while it has none.
  const hasRewardsTab = c.types === 'Reward based' || c.rewards.length > 0;
  const tabs: { key: Tab; label: ReactNode }[] = [
    { key: 'details', label: t.details },
    { key: 'updates', label: <UpdatesLabel campaignId={c.campaign_id} /> },
    { key: 'donations', label: c.donations_count ? t.donationsCount({ n: c.donations_count }) : t.donations },
    ...(hasRewardsTab ? [{ key: 'rewards' as const, label: c.rewards.length ? t.rewardsCount({ n: c.rewards.length }) : t.rewards }] : []),
    { key: 'comments', label: t.comments },
  ];
  const shown: Tab = tabs.some((x) => x.key === tab) ? tab : 'details';

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <CategoryTag name={c.category} />
        <PlaceLabel campaign={c} className="text-sm font-medium text-slate-700" />
        {c.status !== 1 || c.suspended ? <StatusBadge status={c.status} suspended={c.suspended} /> : null}
        {c.types === 'Reward based' && (
          <span className="rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">{t.rewards}</span>
        )}
      </div>
      <h1 className="max-w-4xl text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl">{c.title}</h1>
      <p className="mt-2 text-slate-600">
        <Rich
          text={c.affiliatedOrganization ? t.byWith : t.by}
          parts={{
            owner: <span className="font-semibold text-slate-800">{ownerName(c.user)}</span>,
            created,
            organisation: c.affiliatedOrganization,
          }}
        />
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-1">
          <Gallery images={gallery} title={c.title} />
          <p className="text-lg text-slate-700">{c.summary}</p>
        </div>

        <aside
          className="space-y-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          aria-label={t.giveAndShare}
        >
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Progress percent={c.percent} pledged={c.pledged} amount={c.amount} size="lg" />
            <p className="mt-2 text-sm text-slate-600">
              {t.donationsMade({ n: c.donations_count.toLocaleString('en-NG') })(c.donations_count)}
            </p>
            <DaysLeft campaign={c} className="mt-1 text-sm font-semibold text-brand-800" />
            {funding && <p className="mt-2 text-sm text-slate-800">{funding}</p>}
            <div className="mt-4 empty:hidden">
              <DonatePanel
                campaignId={c.campaign_id}
                title={c.title}
                status={c.status}
                suspended={c.suspended}
                funding={funding}
                keeps={c.funding_mode === 'keep_what_you_raise'}
                onPaid={() => void refetchCampaignFresh(qc, campaignId).catch(() => q.refetch())}
              />
            </div>
          </div>
          <TransferAccountCard
            campaignId={c.campaign_id}
            live={c.status === 1 && !c.suspended}
            canRequery={c.viewer.is_owner || c.viewer.is_admin}
          />
          <StatusNotice campaign={c} />
          <CampaignVouching campaign={c} />
          {c.status === 0 && (
            <Suspense fallback={null}>
              <VerifyCampaignButton
                campaignId={c.campaign_id}
                status={c.status}
                onVerified={() => void q.refetch()}
                contact={c.owner_contact}
                campaigner={ownerName(c.user)}
              />
            </Suspense>
          )}
          {c.viewer.is_owner && <OwnerPanel campaign={c} />}
          {c.status !== 0 && c.status !== 4 && (
            <div className="rounded-xl border border-slate-200 bg-white p-5">
              <ShareButtons url={url} title={c.title} campaignId={c.campaign_id} />
            </div>
          )}
        </aside>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          {c.status === 2 ? (
            <>
              <ThankYou campaign={c} />
              <section aria-labelledby="updates">
                <h2 id="updates" className="mb-3 text-xl font-extrabold text-slate-900">
                  <UpdatesLabel campaignId={c.campaign_id} />
                </h2>
                <LazyPart fallback={loadingList}>
                  <CampaignUpdates campaignId={c.campaign_id} canDelete={c.viewer.is_owner || c.viewer.is_admin} />
                </LazyPart>
              </section>
              <CampaignVolunteers campaignId={c.campaign_id} />
            </>
          ) : (
            <div>
              <Tabs id={tabsId} tabs={tabs} value={shown} onChange={setTab} label={t.aboutTabs} layout="grid" />
              <TabPanel id={tabsId} tab={shown}>
                <LazyPart key={shown} fallback={loadingList}>
                  {shown === 'details' && <RichText html={c.description} />}
                  {shown === 'updates' && <CampaignUpdates campaignId={c.campaign_id} canDelete={c.viewer.is_owner || c.viewer.is_admin} />}
                  {shown === 'donations' && <DonationsTab campaignId={c.campaign_id} />}
                  {shown === 'rewards' && <Rewards campaign={c} />}
                  {shown === 'comments' && <CommentsTab campaignId={c.campaign_id} isOwner={c.viewer.is_owner} />}
                </LazyPart>
              </TabPanel>
            </div>
          )}
          {c.status !== 0 && c.status !== 4 && (
            // Its list is asked for once it comes near the screen, like the money panel below it.
            <WhenNear placeholder="h-40 rounded-xl border border-slate-200 bg-white">
              <SupporterPages
                campaignId={c.campaign_id}
                status={c.status}
                suspended={c.suspended}
                goal={c.amount}
                isOwner={c.viewer.is_owner || c.viewer.is_admin}
              />
            </WhenNear>
          )}
          {c.status !== 4 && (c.viewer.is_owner || c.viewer.is_assigned_volunteer || c.viewer.is_admin) && (
            <LazyPart fallback={null}>
              <BeneficiaryPanel
                campaignId={c.campaign_id}
                isOwner={c.viewer.is_owner}
                canConfirm={!c.viewer.is_owner && (c.viewer.is_assigned_volunteer || c.viewer.is_admin)}
              />
            </LazyPart>
          )}
          {c.status !== 0 && (
            <WhenNear placeholder="h-72 rounded-xl border border-slate-200 bg-white">
              <MoneyPanel campaignId={c.campaign_id} />
            </WhenNear>
          )}
          {c.status !== 0 && (
            <LazyPart fallback={null}>
              <SpendingReports campaignId={c.campaign_id} />
            </LazyPart>
          )}
          {!c.viewer.is_owner && c.status !== 4 && (
            <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
              {t.somethingWrong}{' '}
              <button
                type="button"
                onClick={() => setReporting(true)}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-red-800 hover:underline"
              >
                <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
                  <path d="M4 2h1v16H4zM6 3h9l-2 4 2 4H6z" />
                </svg>
                {t.report}
              </button>
            </p>
          )}
        </div>
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog campaignId={c.campaign_id} open={reporting} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
