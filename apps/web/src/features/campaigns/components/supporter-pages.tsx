import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CampaignStatus } from '@ireti/shared/constants';
import { Code } from '@ireti/shared/status';
import { formatNaira } from '@ireti/shared/money';
import type { SupporterPage } from '@ireti/shared/supporters/types';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ShowMore } from '../../../components/ui/list-states.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';
import { hideSupporterPage, supporterKeys, useCampaignSupporters } from '../api/supporters.ts';

export const messages = i18n('campaign/supporter-pages', {
  heading: 'Supporters fundraising',
  intro: 'Friends of this campaign with pages of their own. Every gift through them goes to the campaign.',
  none: 'No one is fundraising for this campaign yet. Be the first.',
  fundraise: 'Fundraise for this campaign',
  yourPage: 'Your fundraising page',
  raisedOf: params('{raised} raised of {target}'),
  gifts: params(count({ one: '{n} gift', other: '{n} gifts' })),
  hidden: 'Hidden',
  hide: 'Hide',
  show: 'Show again',
  more: 'Show more supporters',
  name: params('{name}’s page'),
});

const SupporterPageForm = lazy(() => import('./supporter-page-form.tsx'));

/**
 * The campaign page's supporters (decision 094): their pages by amount raised, each a link to
 * /fundraise/{pageId}; "Fundraise for this campaign" while it takes donations (signed out: sign in
 * first, then back here); the owner hides a page or shows it again.
 */
export function SupporterPages({
  campaignId,
  status,
  suspended,
  goal,
  isOwner,
}: {
  campaignId: string;
  status: number;
  suspended: boolean;
  goal: number;
  isOwner: boolean;
}) {
  const t = useT(messages);
  const { token } = useAuth();
  const location = useLocation();
  const q = useCampaignSupporters(campaignId);
  const [opening, setOpening] = useState(false);
  const pages = q.data?.pages.flatMap((p) => p.transactions) ?? [];
  const mine = q.data?.pages[0]?.mine ?? null;
  const live = status === CampaignStatus.ACTIVE && !suspended;
  if (!live && pages.length === 0) return null;

  return (
    <section aria-labelledby="supporters" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="supporters" className="text-xl font-extrabold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {q.isSuccess && pages.length === 0 && <p className="mt-4 text-slate-700">{t.none}</p>}
      {pages.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200">
          {pages.map((p) => (
            <SupporterRow key={p.page_id} page={p} canHide={isOwner} />
          ))}
        </ul>
      )}
      <ShowMore q={q} label={t.more} className="mt-4" />
      {mine ? (
        <Link to={`/fundraise/${mine}`} className={buttonClass('secondary', 'mt-4 w-full')}>
          {t.yourPage}
        </Link>
      ) : live && token ? (
        <Button type="button" onClick={() => setOpening(true)} className="mt-4 w-full">
          {t.fundraise}
        </Button>
      ) : live ? (
        <Link to="/signin" state={{ from: location.pathname }} className={buttonClass('primary', 'mt-4 w-full')}>
          {t.fundraise}
        </Link>
      ) : null}
      {opening && (
        <Suspense fallback={null}>
          <SupporterPageForm campaignId={campaignId} goal={goal} onClose={() => setOpening(false)} />
        </Suspense>
      )}
    </section>
  );
}

function SupporterRow({ page: p, canHide }: { page: SupporterPage; canHide: boolean }) {
  const t = useT(messages);
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = `${p.supporter.first_name} ${p.supporter.last_name}`.trim();
  const toggle = async () => {
    setBusy(true);
    const res = await hideSupporterPage(p.page_id, !p.hidden);
    setBusy(false);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      void qc.invalidateQueries({ queryKey: supporterKeys.all });
    } else toast.error(res.status.desc);
  };
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={p.supporter.image_url} size={48} className="h-12 w-12 rounded-full" />
      <div className="min-w-0 flex-1">
        <Link to={`/fundraise/${p.page_id}`} className="font-semibold text-brand-800 hover:underline" aria-label={t.name({ name })}>
          {name}
        </Link>
        {p.hidden && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{t.hidden}</span>}
        <p className="text-sm text-slate-700">
          {t.raisedOf({ raised: formatNaira(p.raised), target: formatNaira(p.target) })} ·{' '}
          {t.gifts({ n: p.donations_count.toLocaleString('en-NG') })(p.donations_count)}
        </p>
      </div>
      {canHide && (
        <Button type="button" variant="secondary" loading={busy} onClick={() => void toggle()}>
          {p.hidden ? t.show : t.hide}
        </Button>
      )}
    </li>
  );
}
