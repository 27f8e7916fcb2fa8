import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { fetchDocument } from '../api/fetch-document.ts';
import { AccessReasonDialog } from './access-reason-dialog.tsx';
import { smallButton } from './item.tsx';

export const messages = i18n('admin/doc-button', {
  failed: 'The document could not be opened',
  reasonTitle: 'Why are you opening it?',
  reasonNote: 'The owner sees in their Settings that you opened it, when, and the reason you give.',
  open: 'Open',
});

/**
 * Opens a private document: an image in a dialog, a PDF as a download. The administrator gives the
 * reason first; it goes to the owner's access log (issue 28, docs/decisions/086).
 */
export function DocButton({ path, label }: { path: string; label: string }) {
  const t = useT(messages);
  const [doc, setDoc] = useState<{ url: string; type: string; name: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(
    () => () => {
      if (doc) URL.revokeObjectURL(doc.url);
    },
    [doc],
  );
  const open = async (reason: string) => {
    setLoading(true);
    try {
      const d = await fetchDocument(`${path}?reason=${encodeURIComponent(reason)}`, t.failed);
      if (d.type.startsWith('image/')) setDoc(d);
      else {
        const a = document.createElement('a');
        a.href = d.url;
        a.download = d.name;
        a.click();
        setTimeout(() => URL.revokeObjectURL(d.url), 10_000);
      }
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button variant="secondary" className={smallButton} loading={loading} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <AccessReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t.reasonTitle}
        note={t.reasonNote}
        confirm={t.open}
        onReason={open}
      />
      <Modal open={!!doc} onClose={() => setDoc(null)} title={label} className="sm:!w-[min(56rem,95vw)]">
        {doc && <img src={doc.url} alt={label} className="mx-auto max-h-[70vh] w-auto rounded border border-slate-200" />}
      </Modal>
    </>
  );
}
