import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, httpStatusOf, type Code as CodeValue } from '@ireti/shared/status';
import { API_BASE } from '../../../lib/api.ts';
import { PostUpdateForm } from './post-update-form.tsx';
import { CampaignUpdates } from './campaign-updates.tsx';

/** The owner's update form and the Updates tab against a fake API at the fetch level. */
const CAMPAIGN = 'well-ikorodu';

function stub(reply: (route: string, body: any) => { status: { code: CodeValue; desc: string }; entity: unknown }) {
  const sent: { route: string; body: any }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '').split('?')[0]}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ route, body });
      const r = reply(route, body);
      return new Response(JSON.stringify(r), { status: httpStatusOf[r.status.code], headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => vi.unstubAllGlobals());

describe('PostUpdateForm', () => {
  it('refuses an empty update without calling the API', async () => {
    const sent = stub(() => ({ status: { code: Code.OK, desc: 'ok' }, entity: {} }));
    const done = vi.fn();
    renderWith(<PostUpdateForm campaignId={CAMPAIGN} onDone={done} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Write your update')).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(done).not.toHaveBeenCalled();
  });

  it('sends the text as paragraphs (escaped) and closes when posted', async () => {
    const sent = stub(() => ({
      status: { code: Code.OK, desc: 'Update posted. Your donors will get it by e-mail.' },
      entity: { _id: 1, kind: 'update', text: '', images: [], created: '2026-11-20T10:00:00.000Z' },
    }));
    const done = vi.fn();
    renderWith(<PostUpdateForm campaignId={CAMPAIGN} onDone={done} />);
    await userEvent.type(screen.getByLabelText('Your update'), 'The well is dug <deep>.{Enter}{Enter}Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      route: 'POST /updates',
      body: { campaign: CAMPAIGN, text: '<p>The well is dug &lt;deep&gt;.</p><p>Thank you!</p>', images: [] },
    });
  });

  it('shows the server’s reason when the update is refused', async () => {
    stub(() => ({ status: { code: Code.FORBIDDEN, desc: "Only the campaign's owner can post updates" }, entity: null }));
    const done = vi.fn();
    renderWith(<PostUpdateForm campaignId={CAMPAIGN} onDone={done} />);
    await userEvent.type(screen.getByLabelText('Your update'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText("Only the campaign's owner can post updates")).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
  });
});

describe('CampaignUpdates', () => {
  it('lists the updates newest first as the API gives them, or says there are none', async () => {
    stub(() => ({
      status: { code: Code.OK, desc: 'Successful' },
      entity: {
        transactions: [
          { _id: 2, kind: 'thank_you', text: '<p>Thank you all</p>', images: [], created: '2026-11-21T10:00:00.000Z' },
          { _id: 1, kind: 'update', text: '<p>Digging started</p>', images: [], created: '2026-11-20T10:00:00.000Z' },
        ],
        total_pages: 1,
        total_records: 2,
        current_page: 1,
        can_post: false,
      },
    }));
    renderWith(<CampaignUpdates campaignId={CAMPAIGN} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Thank you all'),
      expect.stringContaining('Digging started'),
    ]);
    expect(screen.getByText('Thank-you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('says so when there is none', async () => {
    stub(() => ({
      status: { code: Code.OK, desc: 'Successful' },
      entity: { transactions: [], total_pages: 0, total_records: 0, current_page: 1, can_post: false },
    }));
    renderWith(<CampaignUpdates campaignId={CAMPAIGN} />);
    expect(await screen.findByText('No updates yet')).toBeTruthy();
  });
});
