import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { Code } from '@ireti/shared/status';
import { API_BASE } from '../../../lib/api.ts';
import { RequeryButton } from './transfer-account.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The API's answers to POST /transfers/account/{id}/requery, one per click. */
function stubApi(replies: { code: number; desc: string; entity: unknown }[]) {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', path: String(input).replace(API_BASE, '') });
      const r = replies.shift()!;
      return new Response(JSON.stringify({ status: { code: r.code, desc: r.desc }, entity: r.entity }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('RequeryButton ("I sent money, it is not showing", decision 101)', () => {
  it('asks the bank through the API, says so with when to ask again, and says a refusal as the API words it', async () => {
    const calls = stubApi([
      {
        code: Code.OK,
        desc: 'We have asked the bank to look again. A transfer it finds shows on the campaign within a few minutes.',
        entity: { asked_at: '2026-11-28T17:00:00.000Z', next_at: '2026-11-28T17:10:00.000Z' },
      },
      { code: Code.TOO_MANY_REQUESTS, desc: 'The bank was asked less than 10 minutes ago. Please wait before asking again.', entity: null },
    ]);
    render(<RequeryButton campaignId="ABC123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask the bank to look again' }));
    const said = await screen.findByRole('status');
    expect(said.textContent).toMatch(/^We have asked the bank to look again\..* You can ask again after .*2026/);
    expect(calls).toEqual([{ method: 'POST', path: '/transfers/account/abc123/requery' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Ask the bank to look again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The bank was asked less than 10 minutes ago. Please wait before asking again.',
    );
  });
});
