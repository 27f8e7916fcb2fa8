import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order. The panel is rendered by the caller's `children`.
 */
export function Tabs<K extends string>({ tabs, value, onChange, label, children }: { tabs: TabDef<K>[]; value: K; onChange: (k: K) => void; label: string; children: ReactNode }) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex overflow-x-auto border-b border-slate-200 sm:gap-1">
        {tabs.map((t, i) => {
          const selected = t.key === value;
          return (
            <button
              key={t.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={`${id}-tab-${t.key}`}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(t.key)}
              onKeyDown={(e) => move(e, i)}
              className={`-mb-px min-h-11 flex-1 border-b-2 px-1.5 py-2 text-center text-[13px] leading-tight font-semibold transition-colors sm:flex-none sm:px-4 sm:py-2.5 sm:text-sm sm:whitespace-nowrap ${selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${value}`} tabIndex={0} className="pt-6 focus-visible:outline-offset-4">
        {children}
      </div>
    </div>
  );
}
