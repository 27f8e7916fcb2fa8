import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { auth } from '../lib/auth.ts';
import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { liveAfterEarlyUse } from '../test/drawn-page.tsx';
import { setLanguage } from '../lib/i18n/index.ts';
import { Header } from './header.tsx';

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

const header = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );

describe('Header in the person’s language', () => {
  it('switched to Yorùbá, shows its menu in Yorùbá and marks the page <html lang="yo">', async () => {
    header();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'How it Works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'START CAMPAIGN' })).toBeTruthy();

    // the compact switch beside the menu items
    await userEvent.selectOptions(within(main).getByLabelText('Language'), 'yo');
    expect(document.documentElement.lang).toBe('yo');

    const nav = await screen.findByRole('navigation', { name: 'Àkọ́kọ́' });
    expect(within(nav).getByRole('link', { name: 'Bí ó ṣe ń ṣiṣẹ́' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Olùyọ̀ǹda' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Àwọn àjọ' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Wá' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BẸ̀RẸ̀ ÌPOLONGO' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wọlé' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ojú-ìwé àkọ́kọ́ Ireti' })).toBeTruthy();
    expect(within(nav).getByLabelText('Èdè')).toBeTruthy();
  });

  it('has the switch in the phone menu too, beside Save data', async () => {
    act(() => setLanguage('yo'));
    header();
    await userEvent.click(await screen.findByRole('button', { name: 'Ṣí àkójọ' }));
    const menu = screen.getByRole('navigation', { name: 'Àkójọ fóònù' });
    expect(within(menu).getByRole('link', { name: 'Ìtàn àṣeyọrí' })).toBeTruthy();
    await userEvent.selectOptions(within(menu).getByLabelText('Èdè'), 'en');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Success stories' })).toBeTruthy());
    expect(within(menu).getByRole('switch', { name: 'Save data' })).toBeTruthy();
  });
});

describe('the phone menu on the page the server drew', () => {
  it('stays open when tapped before the page was live: the tap is made again once it is, and nothing of the hydration closes it', async () => {
    const page = () => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/campaigns']}>
          <Header />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const root = await liveAfterEarlyUse(page, (drawn) => within(drawn).getByRole('button', { name: 'Open menu' }).click());
    const close = within(root).getByRole('button', { name: 'Close menu' });
    expect(close.isConnected).toBe(true);
    expect(within(root).getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    // and a new page still closes it
    within(root).getByRole('link', { name: 'Success stories' }).click();
    await waitFor(() => expect(within(root).queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});

describe('the search overlay by keyboard', () => {
  it('opens again on an Enter pressed at once after Escape closed it, before the browser tells of the close', async () => {
    header();
    const button = screen.getAllByRole('button', { name: 'Search' })[0]!;
    await userEvent.click(button);
    const first = screen.getByRole('dialog', { name: 'Search campaigns' }) as HTMLDialogElement;
    expect(first.open).toBe(true);
    // Escape as the browser does it: a cancelable cancel, then, if nobody kept it open, the dialog
    // closes and its close event comes a task later; the Enter on the opener comes first.
    const cancel = new Event('cancel', { cancelable: true });
    first.dispatchEvent(cancel);
    if (!cancel.defaultPrevented) {
      first.open = false;
      setTimeout(() => first.dispatchEvent(new Event('close')), 0);
    }
    button.click();
    await new Promise((r) => setTimeout(r, 50));
    const dialog = screen.getByRole('dialog', { name: 'Search campaigns' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
  });
});

describe('the volunteer’s queue in the header (issue 26)', () => {
  const signInAs = (is_volunteer: number) =>
    auth.signIn('token', {
      _id: 5,
      first_name: 'Tunde',
      last_name: 'Bello',
      verified: 1,
      is_volunteer,
      identity_status: 'approved',
    } as never);
  const withQueue = (n: number) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).endsWith('/volunteer/assignments')) throw new TypeError('Failed to fetch');
        const campaigns = Array.from({ length: n }, (_, i) => ({ _id: i + 1, campaign_id: `c${i}`, title: `Campaign ${i}` }));
        return new Response(JSON.stringify({ status: { code: 100, desc: 'Successful' }, entity: { campaigns } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  };
  const signedInHeader = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows a volunteer the campaigns waiting for them, counted, linking to their queue', async () => {
    signInAs(1);
    withQueue(2);
    signedInHeader();
    const link = await screen.findByRole('link', { name: 'To check 2 campaigns waiting for you to check' });
    expect(link.getAttribute('href')).toBe('/volunteer_queue');
    expect(within(link).getByText('2')).toBeTruthy();
    auth.signOut();
    vi.unstubAllGlobals();
  });

  it('shows no queue to someone who is not a volunteer', async () => {
    signInAs(0);
    withQueue(2);
    signedInHeader();
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('link', { name: /^To check/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    auth.signOut();
    vi.unstubAllGlobals();
  });
});
