import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, type Envelope } from '@ireti/shared/status';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { API_BASE } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import CreateCampaignPage from './create-campaign-page.tsx';

/**
 * Who may open the wizard (issue 15): the user this device kept can be older than the account —
 * the identity sent from another device. Only the account's fresh answer sends the campaigner to
 * /verify; a kept "not yet sent" never does by itself.
 */
const kemi = (identity_status: ApiUser['identity_status']) =>
  ({
    _id: 9,
    first_name: 'Kemi',
    last_name: 'Ojo',
    email: 'kemi@example.ng',
    is_organization: 0,
    is_volunteer: 0,
    identity_status,
    state: 25,
    lga: 508,
  }) as unknown as ApiUser;

function stubAccount(user: ApiUser) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      if (route !== 'GET /account') throw new TypeError('Failed to fetch');
      const reply: Envelope<ApiUser> = { status: { code: Code.OK, desc: 'Successful' }, entity: user };
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/create_campaigns']}>
        <Routes>
          <Route path="/create_campaigns" element={<CreateCampaignPage />} />
          <Route path="/verify" element={<h1>Verify page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  auth.signOut();
  vi.unstubAllGlobals();
});

describe('the wizard’s identity check', () => {
  it('opens the wizard when the account says the identity was sent, though this device kept an older user', async () => {
    auth.signIn('token', kemi('none'));
    stubAccount(kemi('submitted'));
    renderWizard();
    expect(await screen.findByRole('heading', { name: /Step 1 of 5/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verify page' })).toBeNull();
  });

  it('sends to /verify once the account itself says the identity was not sent', async () => {
    auth.signIn('token', kemi('none'));
    stubAccount(kemi('none'));
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeTruthy();
  });
});
