import { useEffect, useId, useState, type ReactNode } from 'react';
import { Code, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { imageUrl, fallbackToPlaceholder } from '../../../lib/images.ts';
import { useObjectUrl } from '../../../lib/object-url.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useDocument } from '../api/get-document.ts';
import { ProgressBar } from './progress-bar.tsx';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const DOC_TYPES = [...IMAGE_TYPES, 'application/pdf'];
/** The `accept` of a file input for a picture. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const UploadText = {
  tooLarge: 'This file is larger than 10 MB. Choose a smaller one.',
  imageType: 'Choose a PNG, JPEG or WebP picture',
  docType: 'Choose a picture (PNG, JPEG, WebP) or a PDF',
} as const;

/** Why a chosen file cannot be uploaded (over 10 MB, not a picture or PDF as asked), or null. */
export function fileProblem(file: File, kind: 'image' | 'document' = 'image'): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UploadText.tooLarge;
  if (!(kind === 'document' ? DOC_TYPES : IMAGE_TYPES).includes(file.type))
    return kind === 'document' ? UploadText.docType : UploadText.imageType;
  return null;
}

type Uploader = { run: (f: File) => Promise<Envelope<ApiUser>>; progress: number | null; pending: boolean };

/**
 * An image (or document) that uploads as soon as it is chosen, with a preview and a progress bar
 * (spec §4). The label is the spec's text and turns red when the form was submitted without it.
 * A failed upload clears the chosen file and says why (spec §5, Identification-Document-Upload-Failed).
 */
export function ImageUpload({
  label,
  hint,
  missing = false,
  current,
  uploader,
  onUploaded,
  kind = 'image',
  shape = 'wide',
  action,
}: {
  label: string;
  hint?: ReactNode;
  missing?: boolean;
  current: string | null;
  uploader: Uploader;
  onUploaded: (user: ApiUser) => void;
  kind?: 'image' | 'document';
  shape?: 'round' | 'square' | 'wide';
  action?: string;
}) {
  const id = useId();
  const [local, setLocal] = useState<{ url: string | null; pdf: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const doc = useDocument(kind === 'document' && current && !local ? current : null);
  const docUrl = useObjectUrl(doc.data?.type.startsWith('image/') ? doc.data : null);
  useEffect(() => () => void (local?.url && URL.revokeObjectURL(local.url)), [local]);

  const types = kind === 'document' ? DOC_TYPES : IMAGE_TYPES;
  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const problem = fileProblem(file, kind);
    if (problem) return setError(problem);
    setLocal({ url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null, pdf: file.type === 'application/pdf' });
    const res = await uploader.run(file);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      onUploaded(res.entity);
      return;
    }
    setLocal(null);
    setInputKey((k) => k + 1);
    setError(res.status.desc || Msg.errorImage);
  };

  const shownPdf = local ? local.pdf : kind === 'document' && !!doc.data && doc.data.type === 'application/pdf';
  const shownUrl = local?.url ?? (kind === 'document' ? docUrl : current ? imageUrl(current, shape === 'wide' ? 'card' : 'profile') : null);
  const has = !!current || !!local;
  const box =
    shape === 'round'
      ? 'h-24 w-24 rounded-full'
      : shape === 'square'
        ? 'h-24 w-24 rounded-xl'
        : 'aspect-[363/232] w-full max-w-60 rounded-xl';

  return (
    <div className="mb-5">
      <p id={`${id}-label`} className={`text-sm font-semibold ${missing && !has ? 'text-red-700' : 'text-slate-700'}`}>
        {label}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <div
          className={`${box} flex shrink-0 items-center justify-center overflow-hidden border bg-slate-50 ${missing && !has ? 'border-red-500' : 'border-slate-200'}`}
        >
          {shownUrl ? (
            <img src={shownUrl} alt="" onError={fallbackToPlaceholder} className="h-full w-full object-cover" />
          ) : shownPdf ? (
            <span className="text-sm font-bold text-red-700">PDF</span>
          ) : (
            <svg viewBox="0 0 24 24" className="h-8 w-8 text-slate-400" aria-hidden="true" fill="currentColor">
              <path d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm2 0v10.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 1.3-1.3a1 1 0 0 1 1.4 0L18 15.6V5zm9 3.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z" />
            </svg>
          )}
        </div>
        <div className="min-w-0">
          <input
            key={inputKey}
            id={id}
            type="file"
            accept={types.join(',')}
            className="peer sr-only"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={uploader.pending}
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 peer-focus-visible:ring-3 peer-focus-visible:ring-sun-400 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:bg-brand-50"
          >
            {action ?? (has ? 'Change' : 'Choose file')}
          </label>
          {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
        </div>
      </div>
      {uploader.progress !== null && uploader.pending && <ProgressBar value={uploader.progress} label={`Uploading: ${label}`} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
