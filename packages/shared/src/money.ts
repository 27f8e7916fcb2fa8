import { COMMISSION_PERCENT, KOBO_PER_NAIRA } from './constants.ts';

/** Naira (whole) → kobo. Throws on anything that is not a safe whole number of naira. */
export function nairaToKobo(naira: number): number {
  if (!Number.isSafeInteger(naira)) throw new RangeError('naira must be a whole number');
  return naira * KOBO_PER_NAIRA;
}

/** Kobo → naira for display; kobo are integers, naira may have two decimals. */
export const koboToNaira = (kobo: number): number => kobo / KOBO_PER_NAIRA;

/** 5% of the goal, in kobo, rounded half up to the kobo (integer arithmetic only). */
export function commissionKobo(goalKobo: number): number {
  return Math.floor((goalKobo * COMMISSION_PERCENT + 50) / 100);
}

const nf = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });
/** "₦1,250,000" — the site's one naira format. */
export function formatNaira(naira: number): string {
  return `₦${nf.format(naira)}`;
}

/** Percent of goal reached, shown at most 100 (spec §9). */
export function percentOf(raised: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.floor((raised * 100) / goal));
}
