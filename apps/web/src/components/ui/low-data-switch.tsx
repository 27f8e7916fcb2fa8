import { useId } from 'react';
import { browserAsksLowData, lowData, useLowData } from '../../lib/low-data.ts';

/**
 * The low-data setting (issue 17): a switch, "Save data", in the footer and the phone menu. Off
 * and on are the person's choice; untouched, it follows the browser (Save-Data, 2G).
 */
export function LowDataSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { on, choice } = useLowData();
  const id = useId();
  const hint =
    choice === 'auto'
      ? browserAsksLowData()
        ? 'On because your browser asked to save data.'
        : 'Pictures show when you tap them; nothing is fetched ahead.'
      : on
        ? 'Pictures show when you tap them; nothing is fetched ahead.'
        : 'Pictures load as you scroll.';
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        onClick={() => lowData.choose(on ? 'off' : 'on')}
        className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${on ? 'bg-sun-400' : tone === 'light' ? 'bg-white/25' : 'bg-slate-300'}`}
      >
        <span className="sr-only">Save data</span>
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
      <div className="text-sm">
        <label htmlFor={id} className={`font-semibold ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}>
          Save data
        </label>
        <p id={`${id}-hint`} className={`text-xs ${tone === 'light' ? 'text-brand-100' : 'text-slate-600'}`}>
          {hint}
        </p>
      </div>
    </div>
  );
}
