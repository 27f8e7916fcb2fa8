import { formatNaira } from '@ireti/shared/money';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { barFill, percentShown } from '../../../lib/percent.ts';

export const messages = i18n('cards/progress', {
  label: 'Raised of the goal',
  valueText: params('{percent}% — {pledged} raised of {goal}'),
  raisedOf: '{pledged} raised of {goal}',
});

/**
 * Raised of goal: a bar (percent shown at most 100, spec §9) and "₦ raised of ₦ goal". Money below
 * 1% of the goal shows "<1%" and a sliver of bar, not "0%" and an empty one (issue 26).
 */
export function Progress({
  percent,
  pledged,
  amount,
  size = 'sm',
}: {
  percent: number;
  pledged: number;
  amount: number;
  size?: 'sm' | 'lg';
}) {
  const t = useT(messages);
  const shown = Math.min(100, Math.max(0, Math.floor(percent)));
  const label = percentShown(percent, pledged);
  return (
    <div>
      <div
        className={`overflow-hidden rounded-full bg-slate-200 ${size === 'lg' ? 'h-3' : 'h-2'}`}
        role="progressbar"
        aria-label={t.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={t.valueText({ percent: label, pledged: formatNaira(pledged), goal: formatNaira(amount) })}
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-700" style={barFill(percent, pledged)} />
      </div>
      <div className={`mt-2 flex items-baseline justify-between gap-2 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
        <p className="text-slate-700">
          <Rich
            text={t.raisedOf}
            parts={{ pledged: <span className="font-bold text-slate-900">{formatNaira(pledged)}</span>, goal: formatNaira(amount) }}
          />
        </p>
        <p className="font-semibold text-brand-800">{label}%</p>
      </div>
    </div>
  );
}
