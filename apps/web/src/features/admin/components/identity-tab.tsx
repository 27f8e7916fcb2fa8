import { useState } from 'react';
import { displayName } from '@ireti/shared/accounts/types';
import type { AdminIdentityItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDate } from '../../../lib/format.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { useIdentity, type IdentityFilter } from '../api/get-identity.ts';
import { useDecideIdentity } from '../api/decide-identity.ts';
import { DocButton } from './doc-button.tsx';
import { Filter, usePagedFilter } from './filter.tsx';
import { RevealDetails } from './reveal-details.tsx';
import { Chip, Item, smallButton } from './item.tsx';
import { ListFrame } from './list-frame.tsx';
import { Person } from './person.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

export const messages = i18n('admin/identity-tab', {
  show: 'Show',
  none: 'Nothing sent',
  submitted: 'Waiting for review',
  approved: 'Verified',
  rejected: 'Rejected',
  all: 'All',
  empty: 'No verification is waiting.',
  viewDocument: params('View {document}'),
  viewIdentification: 'View identification document',
  approve: 'Approve',
  reject: 'Reject',
  type: 'Type: ',
  address: 'Address: ',
  phone: 'Phone: ',
  idType: 'ID type: ',
  social: params('{network}: '),
  referencePerson: 'Reference person',
  picturesSent: 'Pictures sent',
  logo: 'Logo',
  profilePicture: 'Profile picture',
  firstFeatured: 'First featured image',
  secondFeatured: 'Second featured image',
  thirdFeatured: 'Third featured image',
  lastRejection: params('Last rejection: {note}'),
  approveTitle: 'Approve this verification?',
  approveText: params('{name} gets the VERIFIED badge and may claim the money their campaigns raise. They are told by e-mail.'),
  approveTextOrg: params(
    '{name} gets the VERIFIED badge and may claim the money their campaigns raise. The organisation is listed among the verified organisations. They are told by e-mail.',
  ),
  rejectTitle: 'Reject this verification',
  rejectIntro: 'Say what is wrong so they can correct it and send it again.',
  rejectLabel: 'Reason (sent to them)',
});

type Texts = ReturnType<typeof messages.get>;

/** The pictures' names as the API gives them (English), in the page's language; one this list does not know, as it came. */
const pictureName = (t: Texts, label: string) =>
  ({
    Logo: t.logo,
    'Profile picture': t.profilePicture,
    'First featured image': t.firstFeatured,
    'Second featured image': t.secondFeatured,
    'Third featured image': t.thirdFeatured,
  })[label] ?? label;

function Social({ label, value }: { label: string; value: string | null }) {
  const t = useT(messages);
  if (!value) return null;
  const href = /^https?:\/\//i.test(value) ? value : null;
  return (
    <li>
      <span className="font-medium text-slate-600">{t.social({ network: label })}</span>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand-800 underline">
          {value}
        </a>
      ) : (
        <span className="break-all">{value}</span>
      )}
    </li>
  );
}

/** Identity and organisation verifications (the /verify information): approve, or reject with a reason. */
export function IdentityTab() {
  const t = useT(messages);
  const tr = useLocalise();
  const { value: status, setFilter, page, setPage } = usePagedFilter<IdentityFilter>('submitted');
  const [reason, setReason] = useState<string | undefined>();
  const q = useIdentity(status, page, reason);
  const decide = useDecideIdentity();
  const [approving, setApproving] = useState<AdminIdentityItem | null>(null);
  const [rejecting, setRejecting] = useState<AdminIdentityItem | null>(null);

  const approve = async () => {
    if (!approving) return;
    toast.reply(await decide.mutateAsync({ userId: approving.user._id, decision: 'approved' }));
    setApproving(null);
  };

  return (
    <>
      <RevealDetails reason={reason} onReason={setReason} />
      <Filter
        label={t.show}
        value={status}
        onChange={setFilter}
        options={[
          ['submitted', t.submitted],
          ['approved', t.approved],
          ['rejected', t.rejected],
          ['all', t.all],
        ]}
      />
      <ListFrame q={q} page={page} onPage={setPage} empty={t.empty}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((v) => (
              <Item
                key={v.user._id}
                actions={
                  <>
                    {v.documents.map((d) => (
                      <DocButton
                        key={d.kind}
                        path={`/admin/identity/${v.user._id}/documents/${d.kind}`}
                        label={d.kind === 'relevant_doc' ? t.viewIdentification : t.viewDocument({ document: d.label.toLowerCase() })}
                      />
                    ))}
                    {v.identity_status === 'submitted' && (
                      <>
                        <Button className={smallButton} onClick={() => setApproving(v)}>
                          {t.approve}
                        </Button>
                        <Button variant="danger" className={smallButton} onClick={() => setRejecting(v)}>
                          {t.reject}
                        </Button>
                      </>
                    )}
                  </>
                }
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <Person u={v.user} />
                  <Chip>
                    {t[v.identity_status]} · {formatDate(v.submitted_at)}
                  </Chip>
                </div>
                <div className="mt-3 grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
                  <ul className="space-y-1 text-slate-800">
                    {v.user.is_organization ? (
                      <>
                        <li>
                          <span className="font-medium text-slate-600">{t.type}</span>
                          {v.user.organization_type && tr(v.user.organization_type)} · {v.user.category && tr(v.user.category)}
                        </li>
                        <li>
                          <span className="font-medium text-slate-600">{t.address}</span>
                          {v.user.organization_address}
                        </li>
                        {v.user.organization_mobile && (
                          <li>
                            <span className="font-medium text-slate-600">{t.phone}</span>
                            {v.user.organization_mobile}
                          </li>
                        )}
                      </>
                    ) : null}
                    {v.user.id_type && (
                      <li>
                        <span className="font-medium text-slate-600">{t.idType}</span>
                        {tr(v.user.id_type)}
                      </li>
                    )}
                    <Social label="Facebook" value={v.user.facebook} />
                    <Social label="Twitter" value={v.user.twitter} />
                    <Social label="Instagram" value={v.user.instagram} />
                  </ul>
                  {v.user.user_ref && (
                    <div className="rounded-lg bg-slate-50 p-3">
                      <p className="font-medium text-slate-700">{t.referencePerson}</p>
                      <p className="text-slate-800">
                        {v.user.user_ref.first_name} {v.user.user_ref.last_name}
                      </p>
                      <p className="break-all text-slate-600">
                        {v.user.user_ref.email} · {v.user.user_ref.mobile}
                      </p>
                    </div>
                  )}
                </div>
                {v.images.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.picturesSent}>
                    {v.images.map((img) => (
                      <li key={img.url}>
                        <a href={img.url} target="_blank" rel="noopener noreferrer" title={pictureName(t, img.label)}>
                          <img
                            src={img.url}
                            alt={pictureName(t, img.label)}
                            className="h-16 w-16 rounded-lg border border-slate-200 object-cover"
                            loading="lazy"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {v.identity_note && <p className="mt-3 text-sm text-red-800">{t.lastRejection({ note: v.identity_note })}</p>}
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ConfirmDialog
        open={!!approving}
        onClose={() => setApproving(null)}
        title={t.approveTitle}
        confirm={t.approve}
        tone="primary"
        onConfirm={approve}
        busy={decide.isPending}
      >
        <p>
          {(approving?.user.is_organization ? t.approveTextOrg : t.approveText)({ name: approving ? displayName(approving.user) : '' })}
        </p>
      </ConfirmDialog>
      <ReasonDialog
        open={!!rejecting}
        onClose={() => setRejecting(null)}
        title={t.rejectTitle}
        intro={t.rejectIntro}
        label={t.rejectLabel}
        submitLabel={t.reject}
        danger
        onSubmit={(reason) => decide.mutateAsync({ userId: rejecting!.user._id, decision: 'rejected', reason })}
      />
    </>
  );
}
