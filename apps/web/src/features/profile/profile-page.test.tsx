import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Code, type Envelope } from '@ireti/shared/status';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { API_BASE } from '../../lib/api.ts';
import { ProfileCard } from './components/profile-card.tsx';
import { ClaimPrompts } from './components/claim-prompts.tsx';

/** The profile (issue 26): one identity state at a time, and a prompt to claim a funded campaign's money. */
const kemi = (o: Partial<ApiUser> = {}) =>
  ({
    _id: 9,
    first_name: 'Kemi',
    last_name: 'Ojo',
    email: 'kemi@example.ng',
    is_organization: 0,
    is_volunteer: 0,
    verified: 1,
    identity_status: 'submitted',
    image_url: null,
    ...o,
  }) as unknown as ApiUser;

function renderIn(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (o: Record<string, unknown>) => ({
  _id: 1,
  campaign_id: 'abcde12345',
  title: 'Borehole for Ojo',
  summary: 'Clean water',
  description: '',
  imageUrl: null,
  category: 'Health',
  types: 'Non-reward based',
  amount: 100000,
  pledged: 100000,
  percent: 100,
  goal_reached: true,
  status: 3,
  suspended: false,
  created: '2026-11-21T10:00:00.000Z',
  state: null,
  lga: null,
  draft: false,
  ...o,
});

function stub(campaigns: Record<string, unknown>[], payout: Record<string, unknown> | null = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      const entity =
        route === 'GET /campaigns'
          ? { campaigns, totals: { campaigns: campaigns.length, donations: 3, comments: 0, raised: 100000 } }
          : route.startsWith('GET /claim/')
            ? { goal_reached: true, payout_amount: 95000, raised: 100000, commission: 5000, payout }
            : null;
      if (!entity) throw new TypeError('Failed to fetch');
      const reply: Envelope<unknown> = { status: { code: Code.OK, desc: 'Successful' }, entity };
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the profile card', () => {
  it('shows "Under review" instead of UNVERIFIED while the identity is with an administrator', () => {
    renderIn(<ProfileCard user={kemi()} />);
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.queryByText('UNVERIFIED')).toBeNull();
  });

  it('shows UNVERIFIED before the identity is sent, and VERIFIED once approved', () => {
    renderIn(<ProfileCard user={kemi({ identity_status: 'none' })} />);
    expect(screen.getByText('UNVERIFIED')).toBeTruthy();
    expect(screen.queryByText('Under review')).toBeNull();
  });
});

describe('the claim prompt', () => {
  it('offers "Claim ₦…" (the payout) for a campaign that reached its goal, linking to its claim page', async () => {
    stub([card({}), card({ _id: 2, campaign_id: 'short00001', title: 'Not there yet', goal_reached: false, status: 1 })]);
    renderIn(<ClaimPrompts />);
    const link = await screen.findByRole('link', { name: 'Claim ₦95,000' });
    expect(link.getAttribute('href')).toBe('/claim/abcde12345');
    expect(screen.getByText(/reached its goal/).textContent).toContain('Borehole for Ojo');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is gone once the payout is on its way', async () => {
    stub([card({})], { status: 'processing' });
    renderIn(
      <>
        <ClaimPrompts />
        <p>end</p>
      </>,
    );
    await screen.findByText('end');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('/claim/abcde12345'))).toBe(true));
    await waitFor(() => expect(vi.mocked(fetch).mock.results.length).toBe(2));
    expect(screen.queryByRole('link', { name: /^Claim/ })).toBeNull();
  });
});
