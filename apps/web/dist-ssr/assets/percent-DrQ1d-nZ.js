// src/lib/percent.ts
/**
 * The percent of its goal a campaign shows: a whole number at most 100 (spec §9), and '<1' once
 * money came in but less than 1% of the goal (₦62,500 of ₦10,000,000 is not "0%", issue 26).
 */
function percentShown(percent, pledged) {
  const p = Math.min(100, Math.max(0, Math.floor(percent)));
  return p === 0 && pledged > 0 ? '<1' : String(p);
}
/** The filled part of a progress bar: the percent (at most 100), and a visible sliver once money came in. */
function barFill(percent, pledged) {
  const width = `${Math.min(100, Math.max(0, percent))}%`;
  return pledged > 0
    ? {
        width,
        minWidth: '0.5rem',
      }
    : { width };
}
export { percentShown as n, barFill as t };
