import type { ReactNode } from 'react';

/** The result of a link (e-mail verification, password reset): green for success, red for failure (spec §4). */
export function StatusPanel({ ok, title, children }: { ok: boolean; title: string; children?: ReactNode }) {
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`rounded-xl border p-5 ${ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900'}`}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white ${ok ? 'bg-green-700' : 'bg-red-700'}`}
        >
          {ok ? '✓' : '!'}
        </span>
        <div>
          <p className="font-semibold">{title}</p>
          {children && <div className="mt-1 text-sm">{children}</div>}
        </div>
      </div>
    </div>
  );
}
