import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Code, type Envelope } from '@ireti/shared/status';
import { API_BASE } from '../../lib/api.ts';
import { liveAfterEarlyUse } from '../../test/drawn-page.tsx';
import ExplorePage from './explore-page.tsx';
import { setLanguage } from '../../lib/i18n/index.ts';

/**
 * Explore's State filter (issue 14): All states and every state of GET /misc/states; the choice
 * is in the address (?state=), sent to GET /campaigns/all with the other filters, and a change
 * starts again from page 1. The journey against the real API is e2e/near.spec.ts.
 */
const ok = <T,>(entity: T): Envelope<T> => ({ status: { code: Code.OK, desc: 'Successful' }, entity });
const STATES = [
  { state_id: 20, name: 'Kano' },
  { state_id: 25, name: 'Lagos' },
  { state_id: 15, name: 'Federal Capital Territory' },
];

function stubApi() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input).replace(API_BASE, ''), 'http://test');
      asked.push(url);
      const reply =
        url.pathname === '/misc/states'
          ? ok({ states: STATES })
          : ok({ transactions: [], total_records: 0, total_pages: 0, current_page: Number(url.searchParams.get('page')) });
      return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked.filter.bind(asked);
}

function Address() {
  const l = useLocation();
  return <div data-testid="address">{l.search}</div>;
}

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/campaigns${search}`]}>
        <Routes>
          <Route
            path="/campaigns"
            element={
              <>
                <ExplorePage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Explore: the State filter', () => {
  it('offers All states and the states, and a choice goes in the address and the request, with the other filters', async () => {
    const lists = stubApi();
    renderAt('?category=Health');
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(1 + STATES.length));
    expect(select.options[0]!.textContent).toBe('All states');
    expect(select.value).toBe('');

    await userEvent.selectOptions(select, 'Kano');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?category=Health&state=20'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 campaigns in Kano'));
    const last = lists((u) => u.pathname === '/campaigns/all').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ category: 'Health', state: '20', page: '1', per_page: '6' });
  });

  it('reads the state from the address, and Clear filters drops it', async () => {
    const lists = stubApi();
    renderAt('?state=25');
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('25'));
    expect(lists((u) => u.pathname === '/campaigns/all')[0]!.searchParams.get('state')).toBe('25');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    expect(select.value).toBe('');
  });

  it('ignores a state that is not an id', async () => {
    const lists = stubApi();
    renderAt('?state=lagos');
    await waitFor(() => expect(lists((u) => u.pathname === '/campaigns/all')).toHaveLength(1));
    expect(lists((u) => u.pathname === '/campaigns/all')[0]!.searchParams.has('state')).toBe(false);
  });
});

describe('Explore: the phone’s Filters panel (issue 26)', () => {
  it('closes when a filter is chosen, and brings the results into view with the focus', async () => {
    stubApi();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderAt('');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = document.getElementById('explore-filters')!;
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toMatch(/(^| )grid( |$)/);

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Health');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?category=Health'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBe(toggle);
    const results = screen.getByRole('status').parentElement!.parentElement!;
    expect(scrolled.mock.contexts).toContain(results);
    expect(document.activeElement).toBe(results);
  });

  it('on a wide screen (panel never opened) a filter change leaves the scroll and the focus alone', async () => {
    stubApi();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderAt('');
    const category = screen.getByLabelText('Category');
    await userEvent.selectOptions(category, 'Health');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?category=Health'));
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(category);
  });
});

describe('Explore in Hausa (issue 17)', () => {
  afterEach(() => {
    act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('labels its filters and names the categories in Hausa, and counts what it found with the state’s name as it is', async () => {
    stubApi();
    act(() => setLanguage('ha'));
    renderAt('?state=20&search=ruwa');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Duba kamfe'));
    const category = screen.getByLabelText('Rukuni') as HTMLSelectElement;
    expect([...category.options].slice(0, 3).map((o) => o.textContent)).toEqual(['Dukkan rukunai', 'Lafiya', 'Kuɗi']);
    expect(category.options[1]!.value).toBe('Health');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('kamfe 0 na “ruwa” a Kano'));
    await waitFor(() => expect(document.title).toContain('“ruwa” · Duba kamfe'));
  });
});

describe('Explore drawn by the server', () => {
  it('keeps a word typed in its search before the page was live, past the hydration’s effects', async () => {
    stubApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = () => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/campaigns?search=kidney']}>
          <ExplorePage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const root = await liveAfterEarlyUse(page, (drawn) => {
      const field = drawn.querySelector<HTMLInputElement>('input[type="search"]')!;
      expect(field.value).toBe('kidney');
      field.value = 'Ikotun';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(root.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('Ikotun');
  });
});
