import { useId } from 'react';
import { imageUrl, fallbackToPlaceholder } from '../../../lib/images.ts';
import { useObjectUrl } from '../../../lib/object-url.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { fileProblem, IMAGE_ACCEPT } from '../../../components/ui/upload-rules.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import type { ProfileSaver } from './use-save-profile.ts';

export const messages = i18n('profile/photo-picker', {
  change: 'Change',
  choose: 'Choose a picture',
  savedWithForm: params('{name} — saved when you save the form'),
  uploading: params('Uploading: {label}'),
});

/**
 * The photo (or logo) of a settings form: chosen here, saved by the form before its fields
 * (spec §4: "the individual profile form saves the image first if it changed").
 */
export function PhotoPicker({
  label,
  current,
  saver: { file, setFile: onFile, photoProgress: progress, photoError: error },
  round = true,
}: {
  label: string;
  current: string | null;
  saver: ProfileSaver;
  round?: boolean;
}) {
  const t = useT(messages);
  const tr = useLocalise();
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = preview ?? (current ? imageUrl(current, 'profile') : null);
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4">
      <div
        className={`flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden border-2 bg-slate-50 ${round ? 'rounded-full' : 'rounded-xl'} ${error ? 'border-red-500' : 'border-brand-100'}`}
      >
        {shown ? (
          <img src={shown} alt="" onError={fallbackToPlaceholder} className="h-full w-full object-cover" />
        ) : (
          <svg viewBox="0 0 24 24" className="h-10 w-10 text-slate-400" aria-hidden="true" fill="currentColor">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.2 0-8 2.1-8 5v2h16v-2c0-2.9-3.8-5-8-5z" />
          </svg>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className={`text-sm font-semibold ${error ? 'text-red-700' : 'text-slate-700'}`}>
          {label}
        </p>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          aria-labelledby={`${id}-label ${id}-button`}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0] ?? null;
            const problem = f && fileProblem(f);
            if (problem) return onFile(null, problem);
            onFile(f);
          }}
        />
        <label
          id={`${id}-button`}
          htmlFor={id}
          className="mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 peer-focus-visible:ring-3 peer-focus-visible:ring-sun-400 hover:bg-brand-50"
        >
          {shown ? t.change : t.choose}
        </label>
        {file && <p className="mt-1 truncate text-xs text-slate-500">{t.savedWithForm({ name: file.name })}</p>}
        {progress !== null && <ProgressBar value={progress} label={t.uploading({ label })} />}
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {tr(error)}
          </p>
        )}
      </div>
    </div>
  );
}
