import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Code, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { imageUrl, fallbackToPlaceholder } from '../../lib/images.ts';
import { toast } from './toast.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { fileProblem, IMAGE_TYPES, typesFor } from './upload-rules.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/image-upload', {
  choose: 'Choose a picture',
  change: 'Change picture',
  required: '(required)',
  noPicture: 'No picture yet',
  upload: 'Upload image',
  uploading: params('Uploading: {label}'),
});

type Shown = { url: string | null; pdf: boolean };
const box = {
  round: 'h-24 w-24 rounded-full',
  square: 'h-24 w-24 rounded-xl',
  wide: 'aspect-[363/232] w-full rounded-xl',
} as const;

/**
 * A picture (or document) that uploads as soon as it is chosen, with a preview and its progress
 * (spec §4); with `confirm` (the campaign edit screen) it is chosen, then sent with "Upload image"
 * (spec §5). A refused upload clears the choice and shows the server's reason. The label turns red
 * when the form was submitted without it (`missing`). `preview` shows what is saved already when
 * that is not a public image (a private document).
 */
export function ImageUpload<T>({
  label,
  hint,
  current,
  upload,
  onUploaded,
  accept = IMAGE_TYPES,
  kind = 'image',
  shape = 'wide',
  missing = false,
  error,
  confirm = false,
  preview,
  uploadedText,
  chooseText,
  changeText,
  required = false,
}: {
  label: string;
  /** Marks the label with "*" (read as "required"). */
  required?: boolean;
  hint?: ReactNode;
  current: string | null;
  upload: (file: File, onProgress: (p: number) => void) => Promise<Envelope<T>>;
  onUploaded?: (entity: T) => void;
  accept?: string[];
  kind?: 'image' | 'document';
  shape?: keyof typeof box;
  missing?: boolean;
  error?: string | null;
  confirm?: boolean;
  preview?: Shown | null;
  /** The toast after an upload; the server's message when not given. */
  uploadedText?: string;
  chooseText?: string;
  changeText?: string;
}) {
  const t = useT(messages);
  const tr = useLocalise();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<Shown | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => () => void (local?.url && URL.revokeObjectURL(local.url)), [local]);

  const show = (file: File) =>
    setLocal({ url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null, pdf: file.type === 'application/pdf' });
  const checked = (file: File | undefined) => {
    setFailure(null);
    if (!file) return null;
    const problem = fileProblem(file, kind, accept);
    if (problem) {
      setFailure(problem);
      return null;
    }
    return file;
  };
  const send = async (file: File) => {
    if (chosen !== file) show(file);
    setProgress(0);
    const res = await upload(file, setProgress);
    setProgress(null);
    setChosen(null);
    if (input.current) input.current.value = '';
    if (res.status.code === Code.OK) {
      toast(uploadedText ?? res.status.desc);
      onUploaded?.(res.entity);
      if (confirm) setLocal(null);
      return;
    }
    setLocal(null);
    const message = res.status.desc || Msg.errorImage;
    setFailure(message);
    toast.error(tr(message));
  };
  const pick = (file: File | undefined) => {
    const ok = checked(file);
    if (!ok) return;
    if (!confirm) return void send(ok);
    setChosen(ok);
    show(ok);
  };

  const saved =
    preview ?? (current && kind === 'image' ? { url: imageUrl(current, shape === 'wide' ? 'card' : 'profile'), pdf: false } : null);
  const shown = local ?? saved;
  const has = !!current || !!local;
  const message = failure ?? error;
  const red = !!message || (missing && !has);
  const busy = progress !== null;

  return (
    <div className="mb-5">
      <p id={`${id}-label`} className={`text-sm font-semibold ${missing && !has ? 'text-red-700' : 'text-slate-800'}`}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> {t.required}</span>
          </>
        )}
      </p>
      {hint && <p className="mt-0.5 text-xs text-slate-600">{hint}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <div
          className={`${box[shape]} flex shrink-0 items-center justify-center overflow-hidden border-2 border-dashed bg-slate-50 ${red ? 'border-red-500' : 'border-slate-300'}`}
        >
          {shown?.url ? (
            <img src={shown.url} alt="" onError={fallbackToPlaceholder} className="h-full w-full object-cover" />
          ) : shown?.pdf ? (
            <span className="text-sm font-bold text-red-700">PDF</span>
          ) : (
            <span className="flex flex-col items-center gap-2 text-slate-500">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.5">
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <circle cx="9" cy="10" r="2" />
                <path d="m21 17-5-5-8 7" />
              </svg>
              {shape === 'wide' && <span className="text-sm">{t.noPicture}</span>}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            {has ? (changeText ?? t.change) : (chooseText ?? t.choose)}
            <span className="sr-only">: {label}</span>
            <input
              ref={input}
              id={id}
              type="file"
              accept={typesFor(kind, accept).join(',')}
              className="sr-only"
              disabled={busy}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(e) => pick(e.currentTarget.files?.[0])}
            />
          </label>
          {confirm && (
            <button
              type="button"
              disabled={busy}
              onClick={() => (chosen ? void send(chosen) : setFailure(Msg.selectImageFirst))}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t.upload}
              <span className="sr-only">: {label}</span>
            </button>
          )}
        </div>
      </div>
      {busy && <ProgressBar value={progress} label={t.uploading({ label })} />}
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {tr(message)}
        </p>
      )}
    </div>
  );
}
