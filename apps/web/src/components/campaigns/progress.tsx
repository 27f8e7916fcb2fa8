import { formatNaira } from '@ireti/shared/money';
import { i18n, params, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';

export const messages = i18n('cards/progress', {
  label: 'Raised of the goal',
  valueText: params('{percent}% — {pledged} raised of {goal}'),
  raisedOf: '{pledged} raised of {goal}',
});

/** Raised of goal: a bar (percent shown at most 100, spec §9) and "₦ raised of ₦ goal". */
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
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <div>
      <div
        className={`overflow-hidden rounded-full bg-slate-200 ${size === 'lg' ? 'h-3' : 'h-2'}`}
        role="progressbar"
        aria-label={t.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={t.valueText({ percent: shown, pledged: formatNaira(pledged), goal: formatNaira(amount) })}
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-700" style={{ width: `${shown}%` }} />
      </div>
      <div className={`mt-2 flex items-baseline justify-between gap-2 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
        <p className="text-slate-700">
          <Rich
            text={t.raisedOf}
            parts={{ pledged: <span className="font-bold text-slate-900">{formatNaira(pledged)}</span>, goal: formatNaira(amount) }}
          />
        </p>
        <p className="font-semibold text-brand-800">{shown}%</p>
      </div>
    </div>
  );
}
