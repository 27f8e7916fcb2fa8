import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Code } from '@ireti/shared/status';
import { Progress } from './progress.tsx';
import { ProfileCampaignsTab } from './profile-campaigns-tab.tsx';
import { percentShown } from '../../lib/percent.ts';

/**
 * Issue 26: real money below 1% of the goal (₦62,500 of ₦10,000,000) shows "<1%" and a visible
 * sliver of bar, not "0%" and an empty bar — on the cards and the campaign page (Progress) and on
 * the profile's Campaigns tab. Nothing raised is still 0% and an empty bar; above 100 shows 100.
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

describe('the profile’s Campaigns tab', () => {
  it('shows "<1%" and a sliver for a campaign with less than 1% of its goal', async () => {
    const campaign = {
      _id: 7,
      campaign_id: 'ABCDEFGHIJ',
      title: 'Borehole for Ikare',
      summary: 'Clean water',
      imageUrl: null,
      status: 1,
      suspended: false,
      draft: false,
      amount: 10_000_000,
      pledged: 62_500,
      percent: 0,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: { code: Code.OK, desc: 'Successful' },
              entity: { campaigns: [campaign], totals: { campaigns: 1, donations: 3, comments: 0 } },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ProfileCampaignsTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Borehole for Ikare: funded' });
    expect(fill(bar).style.minWidth).toBe('0.5rem');
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('<1%')).toBeTruthy();
    expect(item.textContent).toContain('<1% · ₦62,500 funded of ₦10,000,000');
  });
});
