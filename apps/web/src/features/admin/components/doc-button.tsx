import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { fetchDocument } from '../api/fetch-document.ts';
import { smallButton } from './item.tsx';

export const messages = i18n('admin/doc-button', {
  failed: 'The document could not be opened',
  reasonTitle: 'Why are you opening it?',
  reasonNote: 'The owner sees in their Settings that you opened it, when, and the reason you give.',
  reason: 'Reason',
  reasonPlaceholder: 'identity review',
  open: 'Open',
  cancel: 'Cancel',
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
  const [reason, setReason] = useState('');
  useEffect(
    () => () => {
      if (doc) URL.revokeObjectURL(doc.url);
    },
    [doc],
  );
  const open = async (ev: { preventDefault(): void }) => {
    ev.preventDefault();
    if (reason.trim().length < 3) return;
    setAsking(false);
    setLoading(true);
    try {
      const d = await fetchDocument(`${path}?reason=${encodeURIComponent(reason.trim())}`, t.failed);
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
      <Modal open={asking} onClose={() => setAsking(false)} title={t.reasonTitle}>
        <form onSubmit={open} noValidate>
          <p className="mb-3 text-sm text-slate-600">{t.reasonNote}</p>
          <TextField
            label={t.reason}
            placeholder={t.reasonPlaceholder}
            maxLength={300}
            value={reason}
            onInput={(e) => setReason((e.target as HTMLInputElement).value)}
          />
          <div className="flex gap-3">
            <Button type="submit" disabled={reason.trim().length < 3}>
              {t.open}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      </Modal>
      <Modal open={!!doc} onClose={() => setDoc(null)} title={label} className="sm:!w-[min(56rem,95vw)]">
        {doc && <img src={doc.url} alt={label} className="mx-auto max-h-[70vh] w-auto rounded border border-slate-200" />}
      </Modal>
    </>
  );
}
