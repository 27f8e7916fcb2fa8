import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CampaignMoney } from '@ireti/shared/donations/money';
import { Code } from '@ireti/shared/status';
import { MoneyFigures, MoneyPanel } from './money-panel.tsx';

const empty: CampaignMoney = {
  campaign_id: 'abcdefghjk',
  raised: 0,
  donations: 0,
  refunded: { count: 0, total: 0, on_the_way: 0, reasons: [] },
  commission: 0,
  paid_out: 0,
  in_transit: 0,
  held: 0,
  payouts: [],
  beneficiary: null,
};

const spent: CampaignMoney = {
  ...empty,
  raised: 1400,
  donations: 3,
  refunded: {
    count: 1,
    total: 300,
    on_the_way: 1,
    reasons: [{ reason: 'late_payment', words: 'Payment arrived after donations closed', count: 1, total: 300 }],
  },
  commission: 50,
  paid_out: 1050,
  payouts: [
    {
      date: '2026-11-25T10:00:00.000Z',
      paid_at: '2026-11-25T10:05:00.000Z',
      amount: 1050,
      bank_name: 'United Bank For Africa',
      account_last4: '9876',
      status: 'paid',
      accounted: 0,
      confirmed_by: [],
      overdue: false,
    },
    {
      date: '2026-11-24T10:00:00.000Z',
      paid_at: '2026-11-24T10:05:00.000Z',
      amount: 1050,
      bank_name: 'Access Bank',
      account_last4: '4321',
      status: 'reversed',
      accounted: 0,
      confirmed_by: [],
      overdue: false,
    },
    {
      date: '2026-11-23T10:00:00.000Z',
      paid_at: null,
      amount: 1050,
      bank_name: 'Guaranty Trust Bank',
      account_last4: '6789',
      status: 'failed',
      accounted: 0,
      confirmed_by: [],
      overdue: false,
    },
  ],
};

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;

describe('MoneyFigures', () => {
  it('says plainly that nothing has moved yet', () => {
    render(<MoneyFigures money={empty} />);
    expect(figure('Raised')).toBe('Raised₦0No donations yet');
    expect(figure('Refunded')).toBe('Refunded₦0No refunds');
    expect(screen.getByText('No payouts yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the figures, the refund reasons and each payout with its bank, last four digits and status', () => {
    render(<MoneyFigures money={spent} />);
    expect(figure('Raised')).toBe('Raised₦1,4003 donations');
    expect(figure('Refunded')).toBe('Refunded₦3001 donation returned');
    expect(figure('Commission')).toContain('₦50');
    expect(figure('Paid out')).toBe('Paid out₦1,050₦0 held for the campaign');
    expect(screen.getByText('Payment arrived after donations closed (1)')).toBeTruthy();
    expect(screen.getByText('1 refund is still on the way to the donors.')).toBeTruthy();

    const payouts = within(screen.getByRole('list', { name: 'Payouts to the campaigner' })).getAllByRole('listitem');
    expect(payouts.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^₦1,050 to United Bank For Africa ····account ending 9876.*Paid$/),
      expect.stringMatching(/^₦1,050 to Access Bank ····account ending 4321.*Reversed$/),
      expect.stringMatching(/^₦1,050 to Guaranty Trust Bank ····account ending 6789.*Failed$/),
    ]);
  });

  it('says how much is on its way while a payout is pending', () => {
    render(
      <MoneyFigures
        money={{ ...spent, paid_out: 0, in_transit: 1050, payouts: [{ ...spent.payouts[0]!, paid_at: null, status: 'pending' }] }}
      />,
    );
    expect(figure('Paid out')).toBe('Paid out₦0₦1,050 on its way');
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});

describe('MoneyPanel', () => {
  const withQuery = (ui: ReactNode) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
  );

  it('reads the campaign money from the API by its public id', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: { code: Code.OK, desc: 'Successful' }, entity: spent })));
    vi.stubGlobal('fetch', fetch);
    render(withQuery(<MoneyPanel campaignId="ABCDEFGHJK" />));
    expect(await screen.findByText('Payment arrived after donations closed (1)')).toBeTruthy();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/v1/campaigns/abcdefghjk/money');
    expect(screen.getByRole('region', { name: 'Where the money went' })).toBeTruthy();
  });

  it('says so when the money cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: { code: Code.NOT_FOUND, desc: 'Campaign not found' }, entity: {} }), { status: 404 }),
      ),
    );
    render(withQuery(<MoneyPanel campaignId="abcdefghjk" />));
    expect((await screen.findByRole('alert')).textContent).toBe('The money of this campaign could not be loaded. Please try again later.');
  });
});
