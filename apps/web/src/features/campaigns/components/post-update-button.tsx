import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('create/post-update-button', {
  post: 'Post an update',
  intro: 'Tell your donors what happened since they gave. It shows on the campaign page.',
  opening: 'Opening the form',
});

// The form (its editor, picture upload and rules) is loaded only when the owner opens it: visitors never download it.
const PostUpdateForm = lazy(() => import('./post-update-form.tsx').then((m) => ({ default: m.PostUpdateForm })));

/** The owner panel's "Post an update", opening the form in a dialog. */
export function PostUpdateButton({ campaignId, onPosted }: { campaignId: string; onPosted?: () => void }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.post}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.post}>
        <p className="mb-3 text-sm text-slate-600">{t.intro}</p>
        {open && (
          <Suspense fallback={<Spinner label={t.opening} />}>
            <PostUpdateForm
              campaignId={campaignId}
              onDone={() => {
                setOpen(false);
                onPosted?.();
              }}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
