import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

// The form (its editor, picture upload and rules) is loaded only when the owner opens it: visitors never download it.
const PostUpdateForm = lazy(() => import('./post-update-form.tsx').then((m) => ({ default: m.PostUpdateForm })));

/** The owner panel's "Post an update", opening the form in a dialog. */
export function PostUpdateButton({ campaignId, onPosted }: { campaignId: string; onPosted?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Post an update
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Post an update">
        <p className="mb-3 text-sm text-slate-600">Tell your donors what happened since they gave. It shows on the campaign page.</p>
        {open && (
          <Suspense fallback={<Spinner label="Opening the form" />}>
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
