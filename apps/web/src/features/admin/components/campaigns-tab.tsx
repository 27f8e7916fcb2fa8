import { useState } from 'react';
import { Link } from 'react-router';
import { Code } from '@ireti/shared/status';
import type { AdminCampaignItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { formatNaira } from '../../../lib/format.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useCategoryName } from '../../campaigns/components/category-tag.tsx';
import { useAdminCampaigns } from '../api/get-admin-campaigns.ts';
import { useModerateCampaign, type Moderation } from '../api/moderate-campaign.ts';
import { useVerifyAsAdmin } from '../api/verify-as-admin.ts';
import { useAssignVolunteer } from '../api/assign-volunteer.ts';
import { useVolunteerDirectory } from '../api/get-volunteer-directory.ts';
import { Filter, usePagedFilter } from './filter.tsx';
import { RevealDetails } from './reveal-details.tsx';
import { ListFrame } from './list-frame.tsx';
import { Item, smallButton } from './item.tsx';
import { Person } from './person.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

export const messages = i18n('admin/campaigns-tab', {
  show: 'Show',
  awaiting: 'Awaiting verification',
  unassigned: 'Without a volunteer',
  empty: 'No campaign is waiting for verification.',
  open: 'Open',
  verifyCampaign: 'Verify campaign',
  assignVolunteer: 'Assign volunteer',
  suspend: 'Suspend',
  remove: 'Remove',
  goal: params('goal {amount}'),
  createdToday: 'created today',
  createdDaysAgo: count({ one: 'created {count} days ago', other: 'created {count} days ago' }),
  suspended: 'Suspended',
  openReports: count({ one: '{count} open report(s)', other: '{count} open report(s)' }),
  volunteers: 'Volunteers',
  noVolunteer: "None in the campaign's state yet: verify it yourself or assign one.",
  recommended: 'recommended',
  verifyTitle: 'Verify this campaign?',
  verifyText: params('{title} goes live at once and its owner is told. Verify only a campaign whose owner and need you checked.'),
  reasonLabel: 'Reason (the owner is told)',
  suspendTitle: 'Suspend this campaign',
  suspendIntro: 'It stops taking donations and pays nothing out; its money stays held. The owner is told the reason.',
  suspendCampaign: 'Suspend campaign',
  removeTitle: 'Remove this campaign',
  removeIntro: 'The campaign is deleted (status 4) and every donor is refunded in full. This cannot be undone.',
  removeAndRefund: 'Remove and refund',
  // assigning a volunteer by hand
  assignTitle: 'Assign a volunteer',
  inState: params('The campaign is in {state}. '),
  assignIntro: 'A volunteer of the same state can check the campaign in person; one from elsewhere can check it by phone.',
  volunteer: 'Volunteer',
  loadingVolunteers: 'Loading volunteers…',
  chooseVolunteer: 'Choose a volunteer',
  inPlace: params('In {state}'),
  otherStates: 'Other states',
  grade: params('{name} (grade {grade})'),
  gradeElsewhere: params('{name}, {state} (grade {grade})'),
  noState: 'no state',
  cancel: 'Cancel',
  assign: 'Assign',
});

type Texts = ReturnType<typeof messages.get>;

const moderationOf = (
  t: Texts,
): Record<Exclude<Moderation, 'reinstate'>, { title: string; intro: string; submit: string; danger: boolean }> => ({
  suspend: { title: t.suspendTitle, intro: t.suspendIntro, submit: t.suspendCampaign, danger: false },
  remove: { title: t.removeTitle, intro: t.removeIntro, submit: t.removeAndRefund, danger: true },
});

/** 'created today' when a day old or less, otherwise 'created N days ago' (spec §9), in the page's language. */
function createdAgo(t: Texts, iso: string) {
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
  return days <= 1 ? t.createdToday : t.createdDaysAgo(days);
}

function AssignDialog({ c, onClose }: { c: AdminCampaignItem | null; onClose: () => void }) {
  const t = useT(messages);
  const dir = useVolunteerDirectory(!!c);
  const assign = useAssignVolunteer();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const taken = new Set(c?.volunteers.map((v) => v._id));
  const list = (dir.data?.volunteers ?? []).filter((v) => !taken.has(v._id) && v._id !== c?.owner._id);
  const place = c?.state;
  const sameState = list.filter((v) => v.state === place);
  const others = list.filter((v) => v.state !== place);
  const submit = async () => {
    if (!c) return;
    if (!choice) return setError(t.chooseVolunteer);
    const res = await assign.mutateAsync({ id: c._id, volunteer_id: Number(choice) });
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      setChoice('');
      onClose();
    } else setError(res.status.desc);
  };
  return (
    <Modal open={!!c} onClose={onClose} title={t.assignTitle}>
      <p className="mb-3 text-sm text-slate-700">
        {place ? t.inState({ state: place }) : ''}
        {t.assignIntro}
      </p>
      <label htmlFor="assign-volunteer" className="block text-sm font-medium text-slate-700">
        {t.volunteer}
      </label>
      <select
        id="assign-volunteer"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="mt-1 mb-3 block min-h-11 w-full rounded-lg border border-slate-300 px-3"
      >
        <option value="">{dir.isPending ? t.loadingVolunteers : t.chooseVolunteer}</option>
        {sameState.length > 0 && (
          <optgroup label={t.inPlace({ state: place ?? '' })}>
            {sameState.map((v) => (
              <option key={v._id} value={v._id}>
                {t.grade({ name: `${v.first_name} ${v.last_name}`, grade: v.grade ?? '–' })}
              </option>
            ))}
          </optgroup>
        )}
        {others.length > 0 && (
          <optgroup label={t.otherStates}>
            {others.map((v) => (
              <option key={v._id} value={v._id}>
                {t.gradeElsewhere({ name: `${v.first_name} ${v.last_name}`, state: v.state ?? t.noState, grade: v.grade ?? '–' })}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button onClick={submit} loading={assign.isPending}>
          {t.assign}
        </Button>
      </div>
    </Modal>
  );
}

/** Campaigns awaiting verification, oldest first: the volunteers on each, and the admin's own actions. */
export function CampaignsTab() {
  const t = useT(messages);
  const categoryName = useCategoryName();
  const moderation = moderationOf(t);
  const { value: filter, setFilter, page, setPage } = usePagedFilter<'awaiting' | 'unassigned'>('awaiting');
  const [reason, setReason] = useState<string | undefined>();
  const q = useAdminCampaigns(filter, page, reason);
  const moderate = useModerateCampaign();
  const verify = useVerifyAsAdmin();
  const [acting, setActing] = useState<{ c: AdminCampaignItem; action: 'suspend' | 'remove' } | null>(null);
  const [confirm, setConfirm] = useState<AdminCampaignItem | null>(null);
  const [assigning, setAssigning] = useState<AdminCampaignItem | null>(null);

  const doVerify = async () => {
    if (!confirm) return;
    toast.reply(await verify.mutateAsync(confirm.campaign_id));
    setConfirm(null);
  };

  return (
    <>
      <RevealDetails reason={reason} onReason={setReason} />
      <Filter
        label={t.show}
        value={filter}
        onChange={setFilter}
        options={[
          ['awaiting', t.awaiting],
          ['unassigned', t.unassigned],
        ]}
      />
      <ListFrame q={q} page={page} onPage={setPage} empty={t.empty}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((c) => (
              <Item
                key={c._id}
                actions={
                  <>
                    <Link
                      to={`/campaign/${c.campaign_id}`}
                      className="inline-flex min-h-9 items-center rounded-lg px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {t.open}
                    </Link>
                    <Button className={smallButton} onClick={() => setConfirm(c)} disabled={c.suspended}>
                      {t.verifyCampaign}
                    </Button>
                    <Button variant="secondary" className={smallButton} onClick={() => setAssigning(c)}>
                      {t.assignVolunteer}
                    </Button>
                    {!c.suspended && (
                      <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'suspend' })}>
                        {t.suspend}
                      </Button>
                    )}
                    <Button variant="danger" className={smallButton} onClick={() => setActing({ c, action: 'remove' })}>
                      {t.remove}
                    </Button>
                  </>
                }
              >
                <div className="flex gap-3">
                  <img
                    src={imageUrl(c.imageUrl, 'card')}
                    onError={fallbackToPlaceholder}
                    alt=""
                    width={96}
                    height={61}
                    className="h-16 w-24 shrink-0 rounded-lg object-cover"
                  />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{c.title}</p>
                    <p className="text-sm text-slate-600">{c.summary}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {categoryName(c.category)} · {t.goal({ amount: formatNaira(c.amount) })} · {createdAgo(t, c.created)}
                      {c.suspended && (
                        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-800">{t.suspended}</span>
                      )}
                      {c.open_reports > 0 && (
                        <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-800">
                          {t.openReports(c.open_reports)}
                        </span>
                      )}
                    </p>
                  </div>
                </div>
                <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <Person u={c.owner} />
                  <div className="text-sm">
                    <p className="font-medium text-slate-700">{t.volunteers}</p>
                    {c.volunteers.length === 0 ? (
                      <p className="text-amber-800">{t.noVolunteer}</p>
                    ) : (
                      <ul className="mt-1 flex flex-wrap gap-1.5">
                        {c.volunteers.map((v) => (
                          <li key={v._id} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800">
                            {v.first_name} {v.last_name}
                            {v.state ? `, ${v.state}` : ''}
                            {v.recommended ? ` · ${t.recommended}` : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </div>
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ConfirmDialog
        open={!!confirm}
        onClose={() => setConfirm(null)}
        title={t.verifyTitle}
        confirm={t.verifyCampaign}
        tone="primary"
        onConfirm={doVerify}
        busy={verify.isPending}
      >
        <p>{t.verifyText({ title: `“${confirm?.title ?? ''}”` })}</p>
      </ConfirmDialog>
      <AssignDialog c={assigning} onClose={() => setAssigning(null)} />
      <ReasonDialog
        open={!!acting}
        onClose={() => setActing(null)}
        title={acting ? moderation[acting.action].title : ''}
        intro={acting ? moderation[acting.action].intro : ''}
        label={t.reasonLabel}
        submitLabel={acting ? moderation[acting.action].submit : ''}
        danger={acting ? moderation[acting.action].danger : false}
        onSubmit={(reason) => moderate.mutateAsync({ id: acting!.c._id, action: acting!.action, reason })}
      />
    </>
  );
}
