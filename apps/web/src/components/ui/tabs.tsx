import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: ReactNode;
}

const stripTab = (selected: boolean) =>
  `-mb-px min-h-11 flex-1 border-b-2 px-1 text-sm leading-tight font-semibold sm:flex-none sm:px-4 sm:whitespace-nowrap ${
    selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;
const buttonTab = (selected: boolean, odd: boolean) =>
  `${odd ? 'col-span-2 sm:col-span-1 ' : ''}min-h-11 rounded-lg border px-2 py-2 text-sm leading-tight font-semibold transition-colors sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:bg-transparent sm:px-4 sm:py-2.5 sm:whitespace-nowrap ${
    selected
      ? 'border-brand-700 bg-brand-700 text-white sm:border-brand-700 sm:text-brand-800'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:border-transparent sm:text-slate-600 sm:hover:border-slate-300 sm:hover:bg-transparent sm:hover:text-slate-900'
  }`;

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select;
 * only the selected tab is in the tab order. With `children` the selected panel follows the strip;
 * without, the caller places a `TabPanel` with the same `id`. `layout="grid"` shows the tabs as
 * buttons in two columns on a phone; the strip wraps a label ("Donations (4)" on two lines) so
 * every tab shows without scrolling.
 */
export function Tabs<K extends string>({
  id: given,
  tabs,
  value,
  onChange,
  label,
  layout = 'strip',
  children,
}: {
  id?: string;
  tabs: TabDef<K>[];
  value: K;
  onChange: (k: K) => void;
  label: string;
  layout?: 'strip' | 'grid';
  children?: ReactNode;
}) {
  const own = useId();
  const id = given ?? own;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    onChange(tabs[to]!.key);
    refs.current[to]?.focus();
  };
  const list = (
    <div
      role="tablist"
      aria-label={label}
      className={
        layout === 'grid'
          ? 'grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-slate-200'
          : 'flex overflow-x-auto border-b border-slate-200 sm:gap-1'
      }
    >
      {tabs.map((t, i) => {
        const selected = t.key === value;
        return (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${id}-${t.key}`}
            role="tab"
            type="button"
            aria-selected={selected}
            aria-controls={`${id}-${t.key}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.key)}
            onKeyDown={(e) => move(e, i)}
            className={layout === 'grid' ? buttonTab(selected, tabs.length % 2 === 1 && i === tabs.length - 1) : stripTab(selected)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
  if (children === undefined) return list;
  return (
    <div>
      {list}
      <TabPanel id={id} tab={value} className="pt-6">
        {children}
      </TabPanel>
    </div>
  );
}

/** The panel of the selected tab, labelled by it. */
export function TabPanel({ id, tab, className = 'pt-5', children }: { id: string; tab: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`${id}-${tab}-panel`}
      aria-labelledby={`${id}-${tab}`}
      tabIndex={0}
      className={`${className} focus-visible:outline-offset-4`}
    >
      {children}
    </div>
  );
}
