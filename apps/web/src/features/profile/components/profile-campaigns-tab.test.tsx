import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Code } from '@ireti/shared/status';
import { ProfileCampaignsTab } from './profile-campaigns-tab.tsx';

/**
 * Issue 26: real money below 1% of the goal (₦62,500 of ₦10,000,000) shows "<1%" and a visible
 * sliver of bar on the profile's Campaigns tab too, as on the cards (features/campaigns/components/progress.test.tsx).
 */
const fill = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

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
