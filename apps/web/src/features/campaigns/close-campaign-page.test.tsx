import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, httpStatusOf, type Code as CodeValue, type Envelope } from '@ireti/shared/status';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { API_BASE } from '../../lib/api.ts';
import CloseCampaignPage from './close-campaign-page.tsx';

/**
 * Closing a campaign cannot be undone: a valid form opens a confirmation that names the campaign
 * and what happens, and only its confirmation sends the close. Fetch is stubbed with the API's
 * envelopes; the journey against the real API is in e2e/campaigns.spec.ts.
 */
const ID = 'dialysis-obinna';
const TITLE = 'Dialysis for Uncle Obinna';
const ok = <T,>(entity: T, desc = 'Successful'): Envelope<T> => ({ status: { code: Code.OK, desc }, entity });

const campaign = {
  _id: 42,
  campaign_id: ID,
  title: TITLE,
  status: 3,
  suspended: false,
  messageUrl1: '/media/thanks-1.jpg',
  messageUrl2: '/media/thanks-2.jpg',
  viewer: { is_owner: true, is_assigned_volunteer: false, is_admin: false },
} as unknown as CampaignDetail;

function stubApi(routes: Record<string, (body: unknown) => Envelope<unknown>>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ route, body });
      const handler = routes[route];
      if (!handler) throw new TypeError('Failed to fetch');
      const reply = handler(body);
      return new Response(JSON.stringify(reply), {
        status: httpStatusOf[reply.status.code as CodeValue],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/close_campaign', state: { campaign_id: ID } }]}>
        <Routes>
          <Route path="/close_campaign" element={<CloseCampaignPage />} />
          <Route path="/campaign/:id" element={<h1>Campaign page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const closes = (calls: { route: string }[]) => calls.filter((c) => c.route === `POST /campaign/closecampaign/${ID}`);

describe('closing a campaign', () => {
  it('asks first, and closes nothing when cancelled', async () => {
    const calls = stubApi({ [`GET /campaign/${ID}`]: () => ok(campaign) });
    const user = renderPage();
    await user.type(await screen.findByLabelText('Thank-you message'), 'Thank you all: Uncle Obinna is home and well.');
    await user.click(screen.getByRole('button', { name: 'Close Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this campaign?' });
    expect(dialog.textContent).toContain(`“${TITLE}” will be closed for good`);
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closes(calls)).toEqual([]);
  });

  it('does not ask while the form is incomplete', async () => {
    stubApi({ [`GET /campaign/${ID}`]: () => ok(campaign) });
    const user = renderPage();
    await screen.findByLabelText('Thank-you message');
    await user.click(screen.getByRole('button', { name: 'Close Campaign' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on confirmation with the message, then opens the campaign', async () => {
    const calls = stubApi({
      [`GET /campaign/${ID}`]: () => ok(campaign),
      [`POST /campaign/closecampaign/${ID}`]: () => ok({ ...campaign, status: 2 }),
    });
    const user = renderPage();
    await user.type(await screen.findByLabelText('Thank-you message'), 'Thank you all: Uncle Obinna is home and well.');
    await user.click(screen.getByRole('button', { name: 'Close Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Campaign' }));
    expect(await screen.findByRole('heading', { name: 'Campaign page' })).toBeTruthy();
    expect(closes(calls)).toEqual([
      { route: `POST /campaign/closecampaign/${ID}`, body: { message: 'Thank you all: Uncle Obinna is home and well.' } },
    ]);
  });
});
