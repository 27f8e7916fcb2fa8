import { describe, expect, it } from 'vitest';
import { commissionKobo, formatNaira, nairaToKobo, percentOf } from './money.ts';

describe('money', () => {
  it('converts whole naira to kobo and refuses anything else', () => {
    expect(nairaToKobo(250_000)).toBe(25_000_000);
    expect(() => nairaToKobo(1.5)).toThrow();
    expect(() => nairaToKobo(Number.MAX_SAFE_INTEGER + 2)).toThrow();
  });

  it('takes 5% of the goal, rounded half up to the kobo', () => {
    expect(commissionKobo(50_000_000)).toBe(2_500_000);
    expect(commissionKobo(10)).toBe(1); // 0.5 kobo rounds up
    expect(commissionKobo(9)).toBe(0); // 0.45 kobo rounds down
  });

  it('shows percent at most 100 (spec §9)', () => {
    expect(percentOf(150, 100)).toBe(100);
    expect(percentOf(33, 100)).toBe(33);
    expect(percentOf(1, 0)).toBe(0);
  });

  it('formats naira with the sign and grouping', () => {
    expect(formatNaira(1250000)).toBe('₦1,250,000');
  });
});
