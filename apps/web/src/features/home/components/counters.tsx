import { useEffect, useState } from 'react';
import { Delay } from '@ireti/shared/constants';
import { useStats } from '../api/get-stats.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('home/counters', {
  title: 'Ireti in numbers',
  campaigns: 'Campaigns',
  campaignsHint: 'vetted and live or completed',
  donations: 'Donations',
  donationsHint: 'confirmed gifts from donors',
  stories: 'Success stories',
  storiesHint: 'campaigns that reached their goal',
  loading: 'Loading',
});

const nf = new Intl.NumberFormat('en-NG');

/**
 * Counts from 0 to each value over 3 s, starting 2 s after the numbers arrive (spec §4, §9). Null
 * until the count starts: the figures are not shown as 0 meanwhile (issue 14), their space is kept.
 */
function useCountUp(targets: number[] | null): number[] | null {
  const [values, setValues] = useState<number[] | null>(null);
  const key = targets?.join(',') ?? '';
  useEffect(() => {
    if (!targets) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValues(targets);
      return;
    }
    setValues(null);
    let frame = 0;
    let start = 0;
    const tick = (now: number) => {
      start ||= now;
      const t = Math.min(1, (now - start) / Delay.statsCountMs);
      const eased = 1 - (1 - t) ** 3;
      setValues(targets.map((v) => Math.round(v * eased)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    const timer = setTimeout(() => (frame = requestAnimationFrame(tick)), Delay.statsStartMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return values;
}

export function Counters() {
  const t = useT(messages);
  const { data } = useStats();
  const targets = data ? [data.total_campaigns, data.total_donations, data.total_closed] : null;
  const values = useCountUp(targets);
  const items = [
    { label: t.campaigns, hint: t.campaignsHint },
    { label: t.donations, hint: t.donationsHint },
    { label: t.stories, hint: t.storiesHint },
  ];
  return (
    <section aria-labelledby="counters-title" className="bg-brand-900 text-white">
      <h2 id="counters-title" className="sr-only">
        {t.title}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-2 px-4 py-8 text-center sm:py-10">
        {items.map((item, i) => (
          <div key={item.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-xs font-medium text-brand-100 sm:text-sm">
              {item.label}
              <span className="mt-0.5 hidden text-xs font-normal text-brand-100/80 sm:block">{item.hint}</span>
            </dt>
            <dd className="text-2xl font-extrabold tabular-nums text-sun-400 sm:text-4xl" aria-live="off">
              {targets ? (
                <>
                  {/* Before the count starts the final figure holds its place, unseen: no 0, no shift. */}
                  <span aria-hidden="true" className={values ? undefined : 'invisible'} data-testid="counter-figure">
                    {nf.format(values ? (values[i] ?? 0) : targets[i]!)}
                  </span>
                  <span className="sr-only">{nf.format(targets[i]!)}</span>
                </>
              ) : (
                <>
                  <span aria-hidden="true" className="invisible">
                    0
                  </span>
                  <span className="sr-only">{t.loading}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
