import { useState } from 'react';
import type { AdminApplicationItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { useApplications, type ApplicationFilter } from '../api/get-applications.ts';
import { useInviteApplicant } from '../api/invite-applicant.ts';
import { useRevokeVolunteer } from '../api/revoke-volunteer.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { DocButton } from './doc-button.tsx';
import { Filter, usePagedFilter } from './filter.tsx';
import { RevealDetails } from './reveal-details.tsx';
import { Chip, Item, smallButton } from './item.tsx';
import { ListFrame } from './list-frame.tsx';
import { Person } from './person.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

export const messages = i18n('admin/volunteers-tab', {
  show: 'Show',
  draft: 'Documents coming in',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
  empty: 'No application here.',
  viewDocument: params('View {document}'),
  idDocument: 'ID document',
  viewBill: 'View electricity bill',
  inviteAgain: 'Invite again',
  invite: 'Invite to interview',
  decide: 'Record interview & decide',
  revoke: 'Revoke volunteer',
  idType: 'ID type',
  submitted: 'Submitted',
  notYet: 'not yet',
  invited: 'Invited',
  interviewed: 'Interviewed',
  notes: 'Notes',
  grade: 'Grade',
  gradeOf: params('{grade} of 5'),
  reason: 'Reason',
  decidedBy: 'Decided by',
  inviteTitle: 'Invite to the interview',
  inviteIntro: 'Say when and how you will meet (a call, a video call, an office). The applicant gets it by e-mail.',
  inviteLabel: 'Message to the applicant',
  inviteSubmit: 'Send invitation',
  revokeTitle: 'Revoke this volunteer',
  revokeIntro: 'They stop being a volunteer at once; the campaigns they had not yet checked go to another volunteer of their state.',
  revokeLabel: 'Reason (sent to them)',
  row: params('{label}:'),
});

/** Volunteer applications: the documents, the interview invitation, the decision; revoking a volunteer. */
export function VolunteersTab() {
  const t = useT(messages);
  const tr = useLocalise();
  const { value: status, setFilter, page, setPage } = usePagedFilter<ApplicationFilter>('pending');
  const [reason, setReason] = useState<string | undefined>();
  const q = useApplications(status, page, reason);
  const invite = useInviteApplicant();
  const revoke = useRevokeVolunteer();
  const [inviting, setInviting] = useState<AdminApplicationItem | null>(null);
  const [deciding, setDeciding] = useState<AdminApplicationItem | null>(null);
  const [revoking, setRevoking] = useState<AdminApplicationItem | null>(null);
  return (
    <>
      <RevealDetails reason={reason} onReason={setReason} />
      <Filter
        label={t.show}
        value={status}
        onChange={setFilter}
        options={[
          ['pending', t.pending],
          ['draft', t.draft],
          ['approved', t.approved],
          ['rejected', t.rejected],
          ['all', t.all],
        ]}
      />
      <ListFrame q={q} page={page} onPage={setPage} empty={t.empty}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((a) => (
              <Item
                key={a.id}
                actions={
                  <>
                    {a.has_id_document && (
                      <DocButton
                        path={`/admin/volunteers/${a.id}/documents/id`}
                        label={t.viewDocument({ document: a.id_type ? tr(a.id_type) : t.idDocument })}
                      />
                    )}
                    {a.has_bill && <DocButton path={`/admin/volunteers/${a.id}/documents/bill`} label={t.viewBill} />}
                    {a.status === 'pending' && (
                      <>
                        <Button variant="secondary" className={smallButton} onClick={() => setInviting(a)}>
                          {a.interview_invited_at ? t.inviteAgain : t.invite}
                        </Button>
                        <Button className={smallButton} onClick={() => setDeciding(a)}>
                          {t.decide}
                        </Button>
                      </>
                    )}
                    {a.status === 'approved' && (
                      <Button variant="danger" className={smallButton} onClick={() => setRevoking(a)}>
                        {t.revoke}
                      </Button>
                    )}
                  </>
                }
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <Person u={a.user} />
                  <Chip>{t[a.status]}</Chip>
                </div>
                <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <Row k={t.idType} v={a.id_type && tr(a.id_type)} />
                  <Row k={t.submitted} v={a.submitted_at ? formatDate(a.submitted_at) : t.notYet} />
                  {a.interview_invited_at && (
                    <Row k={t.invited} v={`${formatDate(a.interview_invited_at)}: ${a.interview_message ?? ''}`} />
                  )}
                  {a.interviewed_on && <Row k={t.interviewed} v={formatDate(a.interviewed_on)} />}
                  {a.interview_notes && <Row k={t.notes} v={a.interview_notes} />}
                  {a.grade && <Row k={t.grade} v={t.gradeOf({ grade: a.grade })} />}
                  {a.decision_reason && <Row k={t.reason} v={a.decision_reason} />}
                  {a.reviewer && <Row k={t.decidedBy} v={`${a.reviewer}${a.reviewed_at ? `, ${formatDate(a.reviewed_at)}` : ''}`} />}
                </dl>
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ReasonDialog
        open={!!inviting}
        onClose={() => setInviting(null)}
        title={t.inviteTitle}
        intro={t.inviteIntro}
        label={t.inviteLabel}
        fieldLabel="Message"
        max={2000}
        submitLabel={t.inviteSubmit}
        onSubmit={(message) => invite.mutateAsync({ id: inviting!.id, message })}
      />
      <ReasonDialog
        open={!!revoking}
        onClose={() => setRevoking(null)}
        title={t.revokeTitle}
        intro={t.revokeIntro}
        label={t.revokeLabel}
        submitLabel={t.revoke}
        danger
        onSubmit={(reason) => revoke.mutateAsync({ userId: revoking!.user._id, reason })}
      />
      <DecisionDialog a={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

function Row({ k, v }: { k: string; v: string | null }) {
  const t = useT(messages);
  if (!v) return null;
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 font-medium text-slate-600">{t.row({ label: k })}</dt>
      <dd className="min-w-0 break-words text-slate-800">{v}</dd>
    </div>
  );
}
