import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { Progress } from './progress.tsx';
import { percentShown } from '../../../lib/percent.ts';

/**
 * Issue 26: real money below 1% of the goal (₦62,500 of ₦10,000,000) shows "<1%" and a visible
 * sliver of bar, not "0%" and an empty bar — on the cards and the campaign page (Progress) and on
 * the profile's Campaigns tab (features/profile/components/profile-campaigns-tab.test.tsx). Nothing raised is still 0% and an empty bar; above 100 shows 100.
 */
const fill = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('Progress', () => {
  it('shows "<1%" and a sliver of bar for ₦62,500 of ₦10,000,000', () => {
    render(<Progress percent={0} pledged={62_500} amount={10_000_000} />);
    expect(screen.getByText('<1%')).toBeTruthy();
    expect(screen.queryByText('0%')).toBeNull();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuetext')).toBe('<1% — ₦62,500 raised of ₦10,000,000');
    expect(fill(bar).style.width).toBe('0%');
    expect(fill(bar).style.minWidth).toBe('0.5rem');
  });

  it('shows 0% and an empty bar when nothing was raised', () => {
    render(<Progress percent={0} pledged={0} amount={100_000} />);
    expect(screen.getByText('0%')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(fill(bar).style.width).toBe('0%');
    expect(fill(bar).style.minWidth).toBe('');
  });

  it('shows the whole percent, at most 100 (spec §9)', () => {
    render(<Progress percent={14} pledged={120_000} amount={850_000} size="lg" />);
    expect(screen.getByText('14%')).toBeTruthy();
    expect(percentShown(137, 1)).toBe('100');
    expect(percentShown(1, 1)).toBe('1');
  });
});
