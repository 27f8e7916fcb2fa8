import { useState } from 'react';
import { UpdateMsg } from '@ireti/shared/updates/messages';
import type { CampaignUpdate } from '@ireti/shared/updates/types';
import { Code } from '@ireti/shared/status';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyList, ListLoading, LoadError, ShowMore } from '../../../components/ui/list-states.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDate } from '../../../lib/format.ts';
import { imageUrl } from '../../../lib/images.ts';
import { useCampaignUpdates, useDeleteUpdate } from '../api/campaign-updates.ts';
import { RichText } from './rich-text.tsx';
import { CampaignPicture } from '../../../components/ui/campaign-picture.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('campaign/campaign-updates', {
  thankYou: 'Thank-you',
  delete: 'Delete',
  deleteWhich: params('Delete the update of {date}'),
  picture: params('Picture {n} of the update of {date}'),
  loading: 'Loading updates',
  showOlder: 'Show older updates',
  confirmTitle: 'Delete this update?',
  confirm: 'Delete update',
  confirmText: 'It leaves the campaign page. Donors who were e-mailed it keep their e-mail.',
});

function UpdateItem({ u, onDelete }: { u: CampaignUpdate; onDelete?: () => void }) {
  const t = useT(messages);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {u.kind === 'thank_you' && (
            <span className="mr-2 rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-slate-900">{t.thankYou}</span>
          )}
          <time dateTime={u.created}>{formatDate(u.created)}</time>
        </p>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            aria-label={t.deleteWhich({ date: formatDate(u.created) })}
            className="min-h-11 px-2 text-sm font-semibold text-red-800 hover:underline"
          >
            {t.delete}
          </button>
        )}
      </div>
      <RichText html={u.text} />
      {u.images.length > 0 && (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {u.images.map((src, i) => (
            <li key={src}>
              <CampaignPicture
                src={src}
                srcSet={`${imageUrl(src, 'card')} 363w, ${imageUrl(src)} 1200w`}
                sizes="(min-width: 640px) 360px, 100vw"
                alt={t.picture({ n: i + 1, date: formatDate(u.created) })}
                width={363}
                height={232}
                loading="lazy"
                className="aspect-[363/232] w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The campaign page's Updates tab: the owner's news, newest first, ten at a time. */
export function CampaignUpdates({ campaignId, canDelete = false }: { campaignId: string; canDelete?: boolean }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useCampaignUpdates(campaignId);
  const del = useDeleteUpdate(campaignId);
  const [deleting, setDeleting] = useState<CampaignUpdate | null>(null);
  if (q.isPending) return <ListLoading label={t.loading} />;
  if (q.isError) return <LoadError>{tr(UpdateMsg.loadFailed)}</LoadError>;
  const items = q.data.pages.flatMap((p) => p.transactions);
  const confirmDelete = async (u: CampaignUpdate) => {
    const res = await del.mutateAsync(u._id);
    setDeleting(null);
    if (res.status.code === Code.OK) toast(tr(UpdateMsg.deleted));
    else toast.error(res.status.desc);
  };
  return (
    <div>
      {items.length ? (
        <ul className="space-y-3">
          {items.map((u) => (
            <UpdateItem key={u._id} u={u} onDelete={canDelete ? () => setDeleting(u) : undefined} />
          ))}
        </ul>
      ) : (
        <EmptyList>{tr(UpdateMsg.noUpdates)}</EmptyList>
      )}
      <ShowMore q={q} label={t.showOlder} className="mt-4" />
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmTitle}
        confirm={t.confirm}
        tone="danger"
        busy={del.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        <p>{t.confirmText}</p>
      </ConfirmDialog>
    </div>
  );
}
