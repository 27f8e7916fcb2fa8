import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, httpStatusOf, type Code as CodeValue, type Envelope } from '@ireti/shared/status';
import type { ClaimSummary, PayoutInfo } from '@ireti/shared/donations/types';
import { API_BASE } from '../../lib/api.ts';
import { locale } from '../../lib/i18n/index.ts';
import ClaimPage from './claim-page.tsx';

/**
 * The claim is irreversible: the page asks first, saying how much goes to which account, and only
 * the confirmation sends the claim. Once a payout exists its status and reference replace the
 * button; a payout the bank sent back says so and offers the claim again. Fetch is stubbed with
 * the API's envelopes; the whole journey against the real API is in e2e/donations.spec.ts.
 */
const ID = 'dialysis-obinna';
const ok = <T,>(entity: T, desc = 'Successful'): Envelope<T> => ({ status: { code: Code.OK, desc }, entity });

function stubApi(routes: Record<string, () => Envelope<unknown>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      calls.push(route);
      const handler = routes[route];
      if (!handler) throw new TypeError('Failed to fetch');
      const reply = handler();
      return new Response(JSON.stringify(reply), {
        status: httpStatusOf[reply.status.code as CodeValue],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const payout = (over: Partial<PayoutInfo> = {}): PayoutInfo => ({
  id: 4,
  reference: 'PO-7F3K9Q',
  status: 'paid',
  raised: 1_800_000,
  commission: 90_000,
  amount: 1_710_000,
  bank_name: 'Guaranty Trust Bank',
  account_name: 'ADA OKAFOR',
  account_last4: '6789',
  last_error: null,
  created: '2026-03-01T10:00:00.000Z',
  paid_at: '2026-03-01T10:05:00.000Z',
  reversed_at: null,
  ...over,
});
const summary = (over: Partial<ClaimSummary> = {}): ClaimSummary => ({
  campaign: { campaign_id: ID, title: 'Dialysis for Uncle Obinna', status: 3, suspended: false, goal: 1_800_000 },
  raised: 1_800_000,
  commission: 90_000,
  payout_amount: 1_710_000,
  commission_percent: 5,
  goal_reached: true,
  identity_status: 'approved',
  bank_account: { bank_code: '058', bank_name: 'Guaranty Trust Bank', account_name: 'ADA OKAFOR', account_last4: '6789' },
  payout: null,
  funding_mode: 'all_or_nothing',
  claimable: 1_800_000,
  payouts: [],
  can_claim: true,
  blockers: [],
  ...over,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/claim/${ID}`]}>
        <Routes>
          <Route path="/claim/:campaignId" element={<ClaimPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('claiming funds', () => {
  it('asks before sending the money, and sends nothing when cancelled', async () => {
    const calls = stubApi({ [`GET /claim/${ID}`]: () => ok(summary()) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Claim ₦1,710,000' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim the funds now?' });
    expect(dialog.textContent).toContain('₦1,710,000 will be sent to Guaranty Trust Bank ••••6789 (ADA OKAFOR). This cannot be undone.');
    expect(dialog.textContent).toContain('5% commission on the goal (₦90,000)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Claim the funds now?' })).toBeNull());
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('claims on confirmation, then shows the payout and its reference instead of the button', async () => {
    let claimed = false;
    const calls = stubApi({
      [`GET /claim/${ID}`]: () => ok(summary(claimed ? { payout: payout(), can_claim: false, blockers: ['claimed'] } : {})),
      [`POST /claim/${ID}`]: () => {
        claimed = true;
        return ok({ payout: payout() }, 'Your claim has been received');
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Claim ₦1,710,000' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send ₦1,710,000' }));
    await waitFor(() => expect(calls).toContain(`POST /claim/${ID}`));
    expect(await screen.findByText('Reference PO-7F3K9Q')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Claim ₦/ })).toBeNull();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('says when the bank sent a paid transfer back, and lets the owner claim again', async () => {
    stubApi({
      [`GET /claim/${ID}`]: () =>
        ok(summary({ payout: payout({ status: 'failed', reversed_at: '2026-03-02T09:00:00.000Z', last_error: 'Beneficiary bank' }) })),
    });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Reversed by the bank');
    expect(alert.textContent).toContain("The money is back on your campaign's balance; you can claim again.");
    await user.click(screen.getByRole('button', { name: 'Claim ₦1,710,000' }));
    expect(screen.getByRole('dialog', { name: 'Claim the funds now?' })).toBeTruthy();
  });
});

describe('the claim page in Igbo (issue 17)', () => {
  afterEach(() => locale.set('en'));

  it('shows its title, amounts, steps and the claim in Igbo, the naira amounts as they are', async () => {
    locale.set('ig');
    stubApi({ [`GET /claim/${ID}`]: () => ok(summary({ identity_status: 'submitted', can_claim: false, blockers: [] })) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nara ego gị' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ego' }).textContent).toContain('Ego ọrụ (5% nke ego a chọrọ)');
    expect(screen.getByText("n'ime ego a chọrọ ₦1,800,000")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tupu ị nara' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Akwadola njirimara gị (emebeghị)' })).toBeTruthy();
    expect(screen.getByText('Ndị otu anyị na-enyocha ozi njirimara i zitere. Anyị ga-ezitere gị ozi-e mgbe akwadoro ya.')).toBeTruthy();
    expect(screen.queryByText('Claim your funds')).toBeNull();
  });

  it('asks before claiming, in Igbo', async () => {
    locale.set('ig');
    stubApi({ [`GET /claim/${ID}`]: () => ok(summary()) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nara ₦1,710,000' }));
    const dialog = screen.getByRole('dialog', { name: 'Nara ego ahụ ugbu a?' });
    expect(dialog.textContent).toContain('A ga-eziga ₦1,710,000 na Guaranty Trust Bank ••••6789 (ADA OKAFOR).');
    expect(within(dialog).getByRole('button', { name: 'Ziga ₦1,710,000' })).toBeTruthy();
  });
});
