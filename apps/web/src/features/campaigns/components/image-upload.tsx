import { useId, useRef, useState } from 'react';
import { Code, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { toast } from '../../../components/ui/toast.tsx';

const MAX_BYTES = 10 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

/**
 * A picture that uploads as soon as it is chosen, with its progress (spec §4). The server checks
 * the bytes again; its message is shown when it refuses. `accept` lists the allowed types.
 */
export function ImageUpload({
  label,
  hint,
  current,
  accept = ['image/png', 'image/jpeg'],
  upload,
  onUploaded,
  error,
  confirm = false,
}: {
  label: string;
  hint?: string;
  current: string | null;
  accept?: string[];
  upload: (file: File, onProgress: (p: number) => void) => Promise<Envelope<{ url: string }>>;
  onUploaded?: (url: string) => void;
  error?: string | null;
  /** Edit screen: the picture is chosen, then sent with "Upload image" (spec §5). */
  confirm?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const shown = preview ?? (current ? imageUrl(current, 'card') : null);

  const check = (file: File) => {
    if (!TYPES[file.type] || !accept.includes(file.type)) return `Choose a ${accept.map((t) => TYPES[t]).join(' or ')} image`;
    if (file.size > MAX_BYTES) return 'This file is too large (at most 10 MB)';
    return null;
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    const problem = check(file);
    if (problem) return setFailure(problem);
    setPending(file);
    setPreview(URL.createObjectURL(file));
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    const problem = check(file);
    if (problem) return setFailure(problem);
    const local = preview && pending === file ? preview : URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    const res = await upload(file, setProgress);
    setProgress(null);
    if (input.current) input.current.value = '';
    setPending(null);
    setPreview(null);
    if (res.status.code === Code.OK) {
      toast('Image uploaded');
      onUploaded?.(res.entity.url);
    } else {
      const message = res.status.desc || Msg.errorImage;
      setFailure(message);
      toast.error(message);
    }
    URL.revokeObjectURL(local);
  };

  const message = failure ?? error;
  return (
    <div className="mb-5">
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {label}
      </p>
      {hint && <p className="mt-0.5 text-xs text-slate-600">{hint}</p>}
      <div className={`mt-2 overflow-hidden rounded-xl border-2 border-dashed ${message ? 'border-red-500' : 'border-slate-300'} bg-slate-50`}>
        {shown ? (
          <img src={shown} onError={fallbackToPlaceholder} alt="" className="aspect-[363/232] w-full object-cover" />
        ) : (
          <div className="flex aspect-[363/232] w-full flex-col items-center justify-center gap-2 text-slate-500">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="1.5">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 17-5-5-8 7" />
            </svg>
            <span className="text-sm">No picture yet</span>
          </div>
        )}
      </div>
      {progress !== null && (
        <div className="mt-2" role="progressbar" aria-label={`Uploading ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-600">Uploading… {progress}%</p>
        </div>
      )}
      <label
        htmlFor={id}
        className={`mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-600 ${progress !== null ? 'pointer-events-none opacity-60' : ''}`}
      >
        {shown ? 'Change picture' : 'Choose a picture'}
        <span className="sr-only">: {label}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept.join(',')}
          className="sr-only"
          disabled={progress !== null}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => (confirm ? pick(e.target.files?.[0]) : void choose(e.target.files?.[0]))}
        />
      </label>
      {confirm && (
        <button
          type="button"
          disabled={progress !== null}
          onClick={() => (pending ? void choose(pending) : setFailure(Msg.selectImageFirst))}
          className="mt-3 ml-2 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Upload image<span className="sr-only">: {label}</span>
        </button>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
