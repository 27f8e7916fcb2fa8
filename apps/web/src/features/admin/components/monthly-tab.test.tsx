import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import type { AdminSubscription } from '@ireti/shared/donations/monthly';
import { API_BASE } from '../../../lib/api.ts';
import { MonthlyTab } from './monthly-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const FAILING: AdminSubscription = {
  id: 'SUBFAIL1',
  campaign_id: 'CAMPA1',
  campaign_title: 'Dialysis for Baba',
  email: 'bisi@example.ng',
  amount: 5000,
  status: 'attention',
  end_reason: null,
  day_of_month: 12,
  next_payment_at: '2026-12-12T08:00:00.000Z',
  charges: 3,
  given: 15000,
  failures: 2,
  last_failure: 'Insufficient Funds',
  failed_charges: [
    { at: '2026-11-12T08:00:00.000Z', amount: 5000, reason: 'Insufficient Funds' },
    { at: '2026-10-12T08:00:00.000Z', amount: null, reason: null },
  ],
  created: '2026-08-12T08:00:00.000Z',
};

function stubApi() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace(API_BASE, '');
      paths.push(path);
      const failing = path.includes('status=failing');
      const entity = { transactions: failing ? [FAILING] : [], total_pages: 1, total_records: failing ? 1 : 0, current_page: 1 };
      return new Response(JSON.stringify({ status: { code: Code.OK, desc: 'Successful' }, entity }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return paths;
}

describe('MonthlyTab (issue 27: operators see monthly gifts and their failures)', () => {
  it('filters by status and campaign, and shows a failing gift’s next charge and failed charges', async () => {
    const paths = stubApi();
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MonthlyTab />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByText('No monthly gift here.');
    expect(paths[0]).toMatch(/^\/admin\/subscriptions\?.*status=all/);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'failing');
    await waitFor(() => expect(paths.at(-1)).toMatch(/status=failing/));
    const item = await screen.findByTestId('admin-subscription');
    expect(paths.at(-1)).toMatch(/status=failing/);
    expect(item.textContent).toContain('Dialysis for Baba');
    expect(item.textContent).toContain('bisi@example.ng');
    expect(item.textContent).toContain('a month');
    expect(item.textContent).toContain('taken on day 12');
    expect(item.textContent).toMatch(/next charge .*2026/);
    expect(item.textContent).toContain('3 charges paid');
    expect(item.textContent).toContain('2 failed charges');
    expect(item.textContent).toMatch(/Insufficient Funds \(₦5,000\)/);
    expect(item.textContent).toContain('no reason given');
    expect(item.textContent).toContain('last charge failed');

    fireEvent.input(screen.getByLabelText('Campaign id'), { target: { value: ' CAMPA1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(paths.at(-1)).toMatch(/campaign=CAMPA1/));
  });
});
