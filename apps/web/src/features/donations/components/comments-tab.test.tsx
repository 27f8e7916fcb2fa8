import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, httpStatusOf, type Code as CodeValue } from '@ireti/shared/status';
import { API_BASE } from '../../../lib/api.ts';
import { CommentsTab } from './comments-tab.tsx';

/** The Comments tab against a fake API at the fetch level (the envelope and its HTTP status). */
const CAMPAIGN = 'lab-ikorodu';
const comment = (id: number, text: string, reply: string | null = null) => ({
  _id: id,
  first_name: 'Ngozi',
  last_name: 'Eze',
  anonymous: false,
  amount: 2000,
  comment: text,
  created: '2026-11-20T10:00:00.000Z',
  reply: reply ? { body: reply, created: '2026-11-21T10:00:00.000Z' } : null,
});

function stub(list: unknown[]) {
  const sent: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '').split('?')[0]}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      let reply: { status: { code: CodeValue; desc: string }; entity: unknown };
      if (route === `GET /donations/${CAMPAIGN}`)
        reply = {
          status: { code: Code.OK, desc: 'Successful' },
          entity: { transactions: list, total_pages: 1, total_records: list.length, current_page: 1 },
        };
      else {
        sent.push({ route, body });
        reply = {
          status: {
            code: Code.OK,
            desc: route.endsWith('/report') ? 'Thank you. Our team will review this comment.' : 'Your reply is posted',
          },
          entity: {},
        };
      }
      return new Response(JSON.stringify(reply), {
        status: httpStatusOf[reply.status.code],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderTab(isOwner: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommentsTab campaignId={CAMPAIGN} isOwner={isOwner} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('CommentsTab', () => {
  it("shows the spec's text when there is no comment", async () => {
    stub([]);
    renderTab(false);
    expect(await screen.findByText('No Comment for this campaign')).toBeTruthy();
  });

  it("shows the campaigner's reply under its comment; a visitor reports a comment, with an optional note", async () => {
    const sent = stub([comment(7, 'Get well soon', 'Thank you, Ngozi!'), comment(8, 'Buy followers here')]);
    const user = renderTab(false);
    expect(await screen.findByText('Thank you, Ngozi!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
    const [, second] = screen.getAllByRole('button', { name: /Report the comment by Ngozi Eze/ });
    await user.click(second!);
    await user.type(await screen.findByRole('textbox', { name: 'What is wrong? (optional)' }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Report comment' }));
    await waitFor(() => expect(sent).toEqual([{ route: 'POST /comments/8/report', body: { message: 'Spam' } }]));
  });

  it('lets the owner reply once where there is no reply yet, and checks the reply first', async () => {
    const sent = stub([comment(7, 'Get well soon', 'Thank you!'), comment(9, 'Stay strong')]);
    const user = renderTab(true);
    await screen.findByText('Stay strong');
    expect(screen.queryByRole('button', { name: /Report the comment/ })).toBeNull();
    const replies = screen.getAllByRole('button', { name: /^Reply/ });
    expect(replies).toHaveLength(1);
    await user.click(replies[0]!);
    await user.click(await screen.findByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText("Reply can't be empty")).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'We will!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent).toEqual([{ route: 'POST /comments/9/reply', body: { reply: 'We will!' } }]));
  });
});
