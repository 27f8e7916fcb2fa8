import { useState } from 'react';
import { Link } from 'react-router';
import { Code } from '@ireti/shared/status';
import type { AdminCampaignItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { createdAgo, formatNaira } from '../../../lib/format.ts';
import { useAdminCampaigns } from '../api/get-admin-campaigns.ts';
import { useModerateCampaign, type Moderation } from '../api/moderate-campaign.ts';
import { useVerifyAsAdmin } from '../api/verify-as-admin.ts';
import { useAssignVolunteer } from '../api/assign-volunteer.ts';
import { useVolunteerDirectory } from '../api/get-volunteer-directory.ts';
import { Filter, usePagedFilter } from './filter.tsx';
import { ListFrame } from './list-frame.tsx';
import { Item, smallButton } from './item.tsx';
import { Person } from './person.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const moderation: Record<Exclude<Moderation, 'reinstate'>, { title: string; intro: string; submit: string; danger: boolean }> = {
  suspend: {
    title: 'Suspend this campaign',
    intro: 'It stops taking donations and pays nothing out; its money stays held. The owner is told the reason.',
    submit: 'Suspend campaign',
    danger: false,
  },
  remove: {
    title: 'Remove this campaign',
    intro: 'The campaign is deleted (status 4) and every donor is refunded in full. This cannot be undone.',
    submit: 'Remove and refund',
    danger: true,
  },
};

function AssignDialog({ c, onClose }: { c: AdminCampaignItem | null; onClose: () => void }) {
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
    if (!choice) return setError('Choose a volunteer');
    const res = await assign.mutateAsync({ id: c._id, volunteer_id: Number(choice) });
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      setChoice('');
      onClose();
    } else setError(res.status.desc);
  };
  return (
    <Modal open={!!c} onClose={onClose} title="Assign a volunteer">
      <p className="mb-3 text-sm text-slate-700">
        {place ? `The campaign is in ${place}. ` : ''}A volunteer of the same state can check the campaign in person; one from elsewhere can
        check it by phone.
      </p>
      <label htmlFor="assign-volunteer" className="block text-sm font-medium text-slate-700">
        Volunteer
      </label>
      <select
        id="assign-volunteer"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="mt-1 mb-3 block min-h-11 w-full rounded-lg border border-slate-300 px-3"
      >
        <option value="">{dir.isPending ? 'Loading volunteers…' : 'Choose a volunteer'}</option>
        {sameState.length > 0 && (
          <optgroup label={`In ${place}`}>
            {sameState.map((v) => (
              <option key={v._id} value={v._id}>
                {v.first_name} {v.last_name} (grade {v.grade ?? '–'})
              </option>
            ))}
          </optgroup>
        )}
        {others.length > 0 && (
          <optgroup label="Other states">
            {others.map((v) => (
              <option key={v._id} value={v._id}>
                {v.first_name} {v.last_name}, {v.state ?? 'no state'} (grade {v.grade ?? '–'})
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
          Cancel
        </Button>
        <Button onClick={submit} loading={assign.isPending}>
          Assign
        </Button>
      </div>
    </Modal>
  );
}

/** Campaigns awaiting verification, oldest first: the volunteers on each, and the admin's own actions. */
export function CampaignsTab() {
  const { value: filter, setFilter, page, setPage } = usePagedFilter<'awaiting' | 'unassigned'>('awaiting');
  const q = useAdminCampaigns(filter, page);
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
      <Filter
        label="Show"
        value={filter}
        onChange={setFilter}
        options={[
          ['awaiting', 'Awaiting verification'],
          ['unassigned', 'Without a volunteer'],
        ]}
      />
      <ListFrame q={q} page={page} onPage={setPage} empty="No campaign is waiting for verification.">
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
                      Open
                    </Link>
                    <Button className={smallButton} onClick={() => setConfirm(c)} disabled={c.suspended}>
                      Verify campaign
                    </Button>
                    <Button variant="secondary" className={smallButton} onClick={() => setAssigning(c)}>
                      Assign volunteer
                    </Button>
                    {!c.suspended && (
                      <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'suspend' })}>
                        Suspend
                      </Button>
                    )}
                    <Button variant="danger" className={smallButton} onClick={() => setActing({ c, action: 'remove' })}>
                      Remove
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
                      {c.category} · goal {formatNaira(c.amount)} · {createdAgo(c.created)}
                      {c.suspended && (
                        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-800">Suspended</span>
                      )}
                      {c.open_reports > 0 && (
                        <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-800">
                          {c.open_reports} open report(s)
                        </span>
                      )}
                    </p>
                  </div>
                </div>
                <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <Person u={c.owner} />
                  <div className="text-sm">
                    <p className="font-medium text-slate-700">Volunteers</p>
                    {c.volunteers.length === 0 ? (
                      <p className="text-amber-800">None in the campaign's state yet: verify it yourself or assign one.</p>
                    ) : (
                      <ul className="mt-1 flex flex-wrap gap-1.5">
                        {c.volunteers.map((v) => (
                          <li key={v._id} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800">
                            {v.first_name} {v.last_name}
                            {v.state ? `, ${v.state}` : ''}
                            {v.recommended ? ' · recommended' : ''}
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
        title="Verify this campaign?"
        confirm="Verify campaign"
        tone="primary"
        onConfirm={doVerify}
        busy={verify.isPending}
      >
        <p>“{confirm?.title}” goes live at once and its owner is told. Verify only a campaign whose owner and need you checked.</p>
      </ConfirmDialog>
      <AssignDialog c={assigning} onClose={() => setAssigning(null)} />
      <ReasonDialog
        open={!!acting}
        onClose={() => setActing(null)}
        title={acting ? moderation[acting.action].title : ''}
        intro={acting ? moderation[acting.action].intro : ''}
        label="Reason (the owner is told)"
        submitLabel={acting ? moderation[acting.action].submit : ''}
        danger={acting ? moderation[acting.action].danger : false}
        onSubmit={(reason) => moderate.mutateAsync({ id: acting!.c._id, action: acting!.action, reason })}
      />
    </>
  );
}
