import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Delay } from '@ireti/shared/constants';
import { Code, type Envelope } from '@ireti/shared/status';
import type { CampaignStats } from '@ireti/shared/campaigns/types';
import { API_BASE } from '../../../lib/api.ts';
import { Counters } from './counters.tsx';

/**
 * The home counters (spec §4, §9: they count up over 3 s, 2 s after the numbers arrive) never show
 * 0 before counting: until the count starts each figure keeps its place, unseen, with the final
 * number for screen readers (issue 14).
 */
const stats: CampaignStats = { total_campaigns: 1_234, total_donations: 56_789, total_closed: 42 };
const targets = [stats.total_campaigns, stats.total_donations, stats.total_closed];
const finals = ['1,234', '56,789', '42'];

function stubStats() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace(API_BASE, '');
      if (path !== '/campaigns/total/number' && path !== '/donations/total/number') throw new TypeError('Failed to fetch');
      const reply: Envelope<CampaignStats> = { status: { code: Code.OK, desc: 'Successful' }, entity: stats };
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const figures = () => screen.getAllByTestId('counter-figure');
const shown = (el: HTMLElement) => !el.classList.contains('invisible');
const number = (el: HTMLElement) => Number(el.textContent!.replace(/,/g, ''));

describe('the home counters', () => {
  it('hold their place unseen until the count starts, then count up to the figures, never showing 0 first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubStats();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Counters />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('56,789', { selector: '.sr-only' })).toBeTruthy();
    // The numbers are in, the count has not started: nothing visible reads 0.
    expect(figures().map((f) => [shown(f), f.textContent])).toEqual(finals.map((n) => [false, n]));

    // Half-way through the count: visible, between 0 and the figure.
    await vi.advanceTimersByTimeAsync(Delay.statsStartMs + Delay.statsCountMs / 2);
    for (const [i, f] of figures().entries()) {
      expect(shown(f)).toBe(true);
      expect(number(f)).toBeGreaterThan(0);
      expect(number(f)).toBeLessThan(targets[i]!);
    }

    await vi.advanceTimersByTimeAsync(Delay.statsCountMs);
    expect(figures().map((f) => [shown(f), f.textContent])).toEqual(finals.map((n) => [true, n]));
  });
});
