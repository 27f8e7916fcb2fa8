import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/progress-bar', {
  uploading: params('Uploading… {value}%'),
});

/** Upload progress as a percentage (spec §3), announced to screen readers. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const t = useT(messages);
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600" aria-hidden="true">
        {t.uploading({ value })}
      </p>
    </div>
  );
}
