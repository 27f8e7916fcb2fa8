import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { Code, type Envelope } from '@ireti/shared/status';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { API_BASE } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import EditCampaignPage from './edit-campaign-page.tsx';

/** /edit_campaign carries its campaign in the address (issue 26): a reload or a shared link keeps it. */
const campaign = {
  _id: 41,
  campaign_id: 'abcde12345',
  title: 'Sewing school for Oja Oba',
  summary: 'Six machines and a teacher',
  description: '<p>Twelve young women will learn to sew.</p>',
  amount: 150000,
  pledged: 0,
  percent: 0,
  category: 'Business',
  affiliatedOrganization: '',
  types: 'Non-reward based',
  status: 0,
  created: '2026-11-21T10:00:00.000Z',
  submitted_at: '2026-11-21T10:00:00.000Z',
  imageUrl: null,
  imageUrl1: null,
  imageUrl2: null,
  imageUrl3: null,
  rewards: [],
  state: null,
  lga: null,
  goal_reached: false,
  suspended: false,
  viewer: { is_owner: true, is_assigned_volunteer: false, is_admin: false },
};

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderAt(entry: InitialEntry) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/edit_campaign"
            element={
              <>
                <EditCampaignPage />
                <Where />
              </>
            }
          />
          <Route path="/profile" element={<h1>Profile</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.execCommand = vi.fn(() => true);
  document.queryCommandState = vi.fn(() => false);
  document.queryCommandValue = vi.fn(() => '');
  auth.signIn('token', { _id: 9, first_name: 'Kemi', is_organization: 0, is_volunteer: 0 } as unknown as ApiUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      if (route !== 'GET /campaign/abcde12345') throw new TypeError('Failed to fetch');
      const reply: Envelope<unknown> = { status: { code: Code.OK, desc: 'Successful' }, entity: campaign };
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  auth.signOut();
  vi.unstubAllGlobals();
});

describe('/edit_campaign', () => {
  it('opens the campaign its address names, as a reload or a shared link does', async () => {
    renderAt('/edit_campaign?id=ABCDE12345');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sewing school for Oja Oba' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/edit_campaign?id=ABCDE12345');
  });

  it('writes a campaign passed in navigation state (the spec) into the address', async () => {
    renderAt({ pathname: '/edit_campaign', state: { campaign_id: 'abcde12345' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sewing school for Oja Oba' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/edit_campaign?id=abcde12345'));
  });

  it('sends to the profile when no campaign is named', async () => {
    renderAt('/edit_campaign');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });
});
