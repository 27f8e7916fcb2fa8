import { useRef, type ReactNode } from 'react';

/**
 * Accessible tabs (WAI-ARIA): arrow keys move between them, the panel follows. On a phone a label
 * wraps (“Donations (4)” on two lines) so that every tab shows without scrolling the strip.
 */
export function Tabs<K extends string>({ id, tabs, value, onChange, label }: { id: string; tabs: { key: K; label: ReactNode }[]; value: K; onChange: (k: K) => void; label: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    onChange(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex overflow-x-auto border-b border-slate-200 sm:gap-1">
      {tabs.map((t, i) => (
        <button
          key={t.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          role="tab"
          type="button"
          id={`${id}-${t.key}`}
          aria-selected={t.key === value}
          aria-controls={`${id}-${t.key}-panel`}
          tabIndex={t.key === value ? 0 : -1}
          onClick={() => onChange(t.key)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(i + 1);
            else if (e.key === 'ArrowLeft') move(i - 1);
            else if (e.key === 'Home') move(0);
            else if (e.key === 'End') move(tabs.length - 1);
            else return;
            e.preventDefault();
          }}
          className={`-mb-px min-h-11 flex-1 border-b-2 px-1 text-sm leading-tight font-semibold sm:flex-none sm:px-4 sm:whitespace-nowrap ${t.key === value ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ id, tab, children }: { id: string; tab: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} tabIndex={0} className="pt-5 focus:outline-none">
      {children}
    </div>
  );
}
