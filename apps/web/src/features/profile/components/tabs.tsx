import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order. The panel is rendered by the caller's `children`.
 */
export function Tabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
}: {
  tabs: TabDef<K>[];
  value: K;
  onChange: (k: K) => void;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-slate-200">
        {tabs.map((t, i) => {
          const selected = t.key === value;
          const odd = tabs.length % 2 === 1 && i === tabs.length - 1;
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
              className={`${odd ? 'col-span-2 sm:col-span-1 ' : ''}min-h-11 rounded-lg border px-2 py-2 text-sm leading-tight font-semibold transition-colors sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:bg-transparent sm:px-4 sm:py-2.5 sm:whitespace-nowrap ${
                selected
                  ? 'border-brand-700 bg-brand-700 text-white sm:border-brand-700 sm:text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:border-transparent sm:text-slate-600 sm:hover:border-slate-300 sm:hover:bg-transparent sm:hover:text-slate-900'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${value}`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
