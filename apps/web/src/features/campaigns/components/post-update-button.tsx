import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PostUpdateForm } from './post-update-form.tsx';

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
          <PostUpdateForm
            campaignId={campaignId}
            onDone={() => {
              setOpen(false);
              onPosted?.();
            }}
          />
        )}
      </Modal>
    </>
  );
}
