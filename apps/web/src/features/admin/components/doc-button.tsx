import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { fetchDocument } from '../api/fetch-document.ts';
import { smallButton } from './item.tsx';

export const messages = i18n('admin/doc-button', {
  failed: 'The document could not be opened',
});

/** Opens a private document: an image in a dialog, a PDF as a download. */
export function DocButton({ path, label }: { path: string; label: string }) {
  const t = useT(messages);
  const [doc, setDoc] = useState<{ url: string; type: string; name: string } | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(
    () => () => {
      if (doc) URL.revokeObjectURL(doc.url);
    },
    [doc],
  );
  const open = async () => {
    setLoading(true);
    try {
      const d = await fetchDocument(path, t.failed);
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
      <Button variant="secondary" className={smallButton} loading={loading} onClick={open}>
        {label}
      </Button>
      <Modal open={!!doc} onClose={() => setDoc(null)} title={label} className="sm:!w-[min(56rem,95vw)]">
        {doc && <img src={doc.url} alt={label} className="mx-auto max-h-[70vh] w-auto rounded border border-slate-200" />}
      </Modal>
    </>
  );
}
