import { useState } from 'react';
import type { AdminApplicationItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useApplications, type ApplicationFilter } from '../api/get-applications.ts';
import { useInviteApplicant } from '../api/invite-applicant.ts';
import { useRevokeVolunteer } from '../api/revoke-volunteer.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { DocButton } from './doc-button.tsx';
import { Filter, usePagedFilter } from './filter.tsx';
import { Chip, Item, smallButton } from './item.tsx';
import { ListFrame } from './list-frame.tsx';
import { Person } from './person.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const statusText: Record<AdminApplicationItem['status'], string> = {
  draft: 'Documents coming in',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Volunteer applications: the documents, the interview invitation, the decision; revoking a volunteer. */
export function VolunteersTab() {
  const { value: status, setFilter, page, setPage } = usePagedFilter<ApplicationFilter>('pending');
  const q = useApplications(status, page);
  const invite = useInviteApplicant();
  const revoke = useRevokeVolunteer();
  const [inviting, setInviting] = useState<AdminApplicationItem | null>(null);
  const [deciding, setDeciding] = useState<AdminApplicationItem | null>(null);
  const [revoking, setRevoking] = useState<AdminApplicationItem | null>(null);
  return (
    <>
      <Filter
        label="Show"
        value={status}
        onChange={setFilter}
        options={[
          ['pending', 'Waiting for review'],
          ['draft', 'Documents coming in'],
          ['approved', 'Approved'],
          ['rejected', 'Rejected'],
          ['all', 'All'],
        ]}
      />
      <ListFrame q={q} page={page} onPage={setPage} empty="No application here.">
        {(items) => (
          <ul className="space-y-3">
            {items.map((a) => (
              <Item
                key={a.id}
                actions={
                  <>
                    {a.has_id_document && (
                      <DocButton path={`/admin/volunteers/${a.id}/documents/id`} label={`View ${a.id_type ?? 'ID document'}`} />
                    )}
                    {a.has_bill && <DocButton path={`/admin/volunteers/${a.id}/documents/bill`} label="View electricity bill" />}
                    {a.status === 'pending' && (
                      <>
                        <Button variant="secondary" className={smallButton} onClick={() => setInviting(a)}>
                          {a.interview_invited_at ? 'Invite again' : 'Invite to interview'}
                        </Button>
                        <Button className={smallButton} onClick={() => setDeciding(a)}>
                          Record interview &amp; decide
                        </Button>
                      </>
                    )}
                    {a.status === 'approved' && (
                      <Button variant="danger" className={smallButton} onClick={() => setRevoking(a)}>
                        Revoke volunteer
                      </Button>
                    )}
                  </>
                }
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <Person u={a.user} />
                  <Chip>{statusText[a.status]}</Chip>
                </div>
                <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <Row k="ID type" v={a.id_type} />
                  <Row k="Submitted" v={a.submitted_at ? formatDate(a.submitted_at) : 'not yet'} />
                  {a.interview_invited_at && <Row k="Invited" v={`${formatDate(a.interview_invited_at)}: ${a.interview_message ?? ''}`} />}
                  {a.interviewed_on && <Row k="Interviewed" v={formatDate(a.interviewed_on)} />}
                  {a.interview_notes && <Row k="Notes" v={a.interview_notes} />}
                  {a.grade && <Row k="Grade" v={`${a.grade} of 5`} />}
                  {a.decision_reason && <Row k="Reason" v={a.decision_reason} />}
                  {a.reviewer && <Row k="Decided by" v={`${a.reviewer}${a.reviewed_at ? `, ${formatDate(a.reviewed_at)}` : ''}`} />}
                </dl>
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ReasonDialog
        open={!!inviting}
        onClose={() => setInviting(null)}
        title="Invite to the interview"
        intro="Say when and how you will meet (a call, a video call, an office). The applicant gets it by e-mail."
        label="Message to the applicant"
        fieldLabel="Message"
        max={2000}
        submitLabel="Send invitation"
        onSubmit={(message) => invite.mutateAsync({ id: inviting!.id, message })}
      />
      <ReasonDialog
        open={!!revoking}
        onClose={() => setRevoking(null)}
        title="Revoke this volunteer"
        intro="They stop being a volunteer at once; the campaigns they had not yet checked go to another volunteer of their state."
        label="Reason (sent to them)"
        submitLabel="Revoke volunteer"
        danger
        onSubmit={(reason) => revoke.mutateAsync({ userId: revoking!.user._id, reason })}
      />
      <DecisionDialog a={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

function Row({ k, v }: { k: string; v: string | null }) {
  if (!v) return null;
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 font-medium text-slate-600">{k}:</dt>
      <dd className="min-w-0 break-words text-slate-800">{v}</dd>
    </div>
  );
}
