import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CampaignStatus } from '@ireti/shared/constants';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { buttonClass, Button } from '../../components/ui/button.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { Progress } from './components/progress.tsx';
import { DonatePanel } from '../donations/components/donate-panel.tsx';
import { fallbackToPlaceholder, imageUrl } from '../../lib/images.ts';
import { count, i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';
import { hideSupporterPage, supporterKeys, useSupporterPage } from './api/supporters.ts';
import { refetchCampaignFresh } from './api/get-campaign.ts';
import { ShareButtons } from './components/share-buttons.tsx';

export const messages = i18n('campaign/fundraise-page', {
  title: 'Fundraising page',
  notFound: 'Supporter page not found',
  notFoundText: 'The link may be wrong, or the campaign’s owner has hidden this page.',
  explore: 'Explore campaigns',
  fundraisingFor: params('{name} is fundraising for'),
  pageProgress: 'Raised through this page',
  giftsThrough: params(count({ one: '{n} gift through this page', other: '{n} gifts through this page' })),
  campaignProgress: 'The campaign in all',
  seeCampaign: 'See the campaign',
  giveHere: 'Your gift goes to the campaign and counts on this page.',
  hiddenNotice: 'The campaign’s owner has hidden this page: it takes no gifts. Only you, the owner and Ireti’s team see it.',
  closedNotice: 'This campaign no longer takes donations.',
  yourPage: 'This is your page',
  edit: 'Edit my page',
  ownerPanel: 'A supporter’s page for your campaign',
  hide: 'Hide this page',
  show: 'Show this page again',
  shareHeading: 'Share this page',
});

const SupporterPageForm = lazy(() => import('./components/supporter-page-form.tsx'));

/** /fundraise/{pageId} (decision 094): a supporter's page for a campaign, giving through it, sharing it. */
export default function FundraisePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const qc = useQueryClient();
  const { pageId = '' } = useParams();
  const q = useSupporterPage(pageId);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = q.data ? `${q.data.supporter.first_name} ${q.data.supporter.last_name}`.trim() : '';
  useTitle(q.data ? `${name} · ${q.data.campaign.title}` : q.isError ? t.notFound : t.title);

  if (q.isPending) return <PageSpinner />;
  if (q.isError) {
    const missing = (q.error as { code?: number }).code === Code.NOT_FOUND || (q.error as { code?: number }).code === Code.VALIDATION;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{t.notFound}</h1>
        <p className="mt-2 text-slate-600">{missing ? t.notFoundText : q.error.message || tr(Msg.errorTryAgain)}</p>
        <Link to="/campaigns" className={buttonClass('primary', 'mt-6')}>
          {t.explore}
        </Link>
      </div>
    );
  }

  const p = q.data;
  const c = p.campaign;
  const url = `${window.location.origin}/fundraise/${p.page_id}`;
  const refresh = () => void qc.invalidateQueries({ queryKey: supporterKeys.all });
  // After a gift here the campaign's own page shows it at once too, as after a gift there
  // (decision 106): asked fresh now, while other readers may be shown the total of a moment ago.
  const paid = (campaignId: string) => {
    refresh();
    void refetchCampaignFresh(qc, campaignId).catch(() => undefined);
  };
  const toggle = async () => {
    setBusy(true);
    const res = await hideSupporterPage(p.page_id, !p.hidden);
    setBusy(false);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      refresh();
    } else toast.error(res.status.desc);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      {/* A phone reads who is raising, their words, then their total and Donate, then the campaign. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-1">
          <div className="flex items-center gap-4">
            <Avatar src={p.supporter.image_url} size={100} alt={name} className="h-20 w-20 rounded-full sm:h-24 sm:w-24" />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-600">{t.fundraisingFor({ name })}</p>
              <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl">
                <Link to={`/campaign/${c.campaign_id}`} className="hover:underline">
                  {c.title}
                </Link>
              </h1>
            </div>
          </div>
          <blockquote className="rounded-xl border-l-4 border-sun-400 bg-sun-400/10 p-5 text-lg whitespace-pre-line text-slate-800">
            {p.words}
          </blockquote>
        </div>

        <aside
          className="space-y-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          aria-label={t.pageProgress}
        >
          <section aria-labelledby="page-progress" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="page-progress" className="mb-3 text-sm font-semibold text-slate-700">
              {t.pageProgress}
            </h2>
            <Progress percent={p.percent} pledged={p.raised} amount={p.target} size="lg" />
            <p className="mt-2 text-sm text-slate-600">
              {t.giftsThrough({ n: p.donations_count.toLocaleString('en-NG') })(p.donations_count)}
            </p>
            <div className="mt-4">
              {p.hidden ? (
                <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" role="status">
                  {t.hiddenNotice}
                </p>
              ) : c.status === CampaignStatus.ACTIVE ? (
                <>
                  <DonatePanel
                    campaignId={c.campaign_id}
                    title={c.title}
                    status={c.status}
                    suspended={c.suspended}
                    supporterPage={p.page_id}
                    onPaid={() => paid(c.campaign_id)}
                  />
                  {!c.suspended && <p className="mt-2 text-center text-xs text-slate-600">{t.giveHere}</p>}
                </>
              ) : (
                <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" role="status">
                  {t.closedNotice}
                </p>
              )}
            </div>
          </section>
          {p.viewer.is_supporter && (
            <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">{t.yourPage}</p>
              <Button type="button" variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
                {t.edit}
              </Button>
            </div>
          )}
          {p.viewer.is_owner && !p.viewer.is_supporter && (
            <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">{t.ownerPanel}</p>
              <Button type="button" variant="secondary" className="mt-3" loading={busy} onClick={() => void toggle()}>
                {p.hidden ? t.show : t.hide}
              </Button>
            </div>
          )}
          {!p.hidden && c.status !== CampaignStatus.DELETED && (
            <div className="rounded-xl border border-slate-200 bg-white p-5">
              <ShareButtons url={url} title={c.title} campaignId={p.page_id} heading={t.shareHeading} />
            </div>
          )}
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="campaign-card" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <img
              src={imageUrl(c.imageUrl, 'card')}
              srcSet={`${imageUrl(c.imageUrl, 'card')} 363w, ${imageUrl(c.imageUrl)} 1200w`}
              sizes="(min-width: 1024px) 600px, 100vw"
              onError={fallbackToPlaceholder}
              alt=""
              width={363}
              height={232}
              className="aspect-[363/232] w-full object-cover"
            />
            <div className="space-y-3 p-5">
              <h2 id="campaign-card" className="text-lg font-bold text-slate-900">
                {t.campaignProgress}
              </h2>
              <p className="text-slate-700">{c.summary}</p>
              <Progress percent={c.percent} pledged={c.pledged} amount={c.amount} />
              <Link to={`/campaign/${c.campaign_id}`} className={buttonClass('secondary')}>
                {t.seeCampaign}
              </Link>
            </div>
          </section>
        </div>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <SupporterPageForm campaignId={c.campaign_id} goal={c.amount} page={p} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
