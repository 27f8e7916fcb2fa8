import { useId } from 'react';
import { browserAsksLowData, lowData, useLowData } from '../../lib/low-data.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/low-data-switch', {
  saveData: 'Save data',
  browserAsked: 'On because your browser asked to save data.',
  onTap: 'Pictures show when you tap them; nothing is fetched ahead.',
  onScroll: 'Pictures load as you scroll.',
});

/**
 * The low-data setting (issue 17): a switch, "Save data", in the footer and the phone menu. Off
 * and on are the person's choice; untouched, it follows the browser (Save-Data, 2G).
 */
export function LowDataSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT(messages);
  const { on, choice } = useLowData();
  const id = useId();
  const hint = choice === 'auto' ? (browserAsksLowData() ? t.browserAsked : t.onTap) : on ? t.onTap : t.onScroll;
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
        <span className="sr-only">{t.saveData}</span>
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
      <div className="text-sm">
        <label htmlFor={id} className={`font-semibold ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}>
          {t.saveData}
        </label>
        <p id={`${id}-hint`} className={`text-xs ${tone === 'light' ? 'text-brand-100' : 'text-slate-600'}`}>
          {hint}
        </p>
      </div>
    </div>
  );
}
