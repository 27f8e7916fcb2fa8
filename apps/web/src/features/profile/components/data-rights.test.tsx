import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, httpStatusOf, type Code as CodeValue } from '@ireti/shared/status';
import { API_BASE } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { DataRights } from './data-rights.tsx';

/** Settings' data rights against a fake API at the fetch level (decision 074). */
type Reply = { status: { code: CodeValue; desc: string }; entity: unknown };
function stub(reply: (route: string, body: any) => Reply | undefined) {
  const sent: { route: string; body: any }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '').split('?')[0]}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ route, body });
      const r = reply(route, body) ?? consents(false);
      return new Response(JSON.stringify(r), { status: httpStatusOf[r.status.code], headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
const consents = (news: boolean): Reply => ({
  status: { code: Code.OK, desc: 'Your choice has been saved' },
  entity: {
    consents: [
      { purpose: 'campaign_updates', text: 'x', given: false, given_at: null },
      { purpose: 'news', text: 'y', given: news, given_at: news ? '2026-11-28T10:00:00.000Z' : null },
    ],
  },
});

function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile_setting/individual?tab=account']}>
        <Routes>
          <Route path="/profile_setting/individual" element={<DataRights />} />
          <Route path="/signin" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DataRights', () => {
  it('gives and withdraws a consent in one click each, sending the language shown', async () => {
    let news = false;
    const sent = stub((route, body) => {
      if (route === 'PUT /account/consents/news') news = body.given;
      return route.includes('consents') ? consents(news) : undefined;
    });
    renderIt();
    const box = await screen.findByRole('checkbox', { name: /Send me news about Ireti/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /Send me news about Ireti/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.getByText(/You said yes on/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /Send me news about Ireti/ }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /Send me news about Ireti/ }) as HTMLInputElement).checked).toBe(false),
    );
    expect(sent.filter((s) => s.route.startsWith('PUT'))).toEqual([
      { route: 'PUT /account/consents/news', body: { given: true, language: 'en' } },
      { route: 'PUT /account/consents/news', body: { given: false, language: 'en' } },
    ]);
  });

  it('asks for the archive and says a link is on its way', async () => {
    const sent = stub((route) =>
      route === 'POST /account/data'
        ? {
            status: { code: Code.OK, desc: 'We are preparing your data. We will e-mail you a download link within a few minutes.' },
            entity: {},
          }
        : undefined,
    );
    renderIt();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'We are preparing your data. We will e-mail you a download link within a few minutes.',
    );
    expect(sent.some((s) => s.route === 'POST /account/data')).toBe(true);
  });

  it('needs the password, shows what must happen first, and signs out once closed', async () => {
    let answer: Reply = {
      status: { code: Code.CONFLICT, desc: 'Your account cannot be closed yet' },
      entity: { errors: { campaign_abc: 'Close your live campaign “Borehole” first' } },
    };
    const sent = stub((route) => (route === 'POST /account/close' ? answer : undefined));
    const signOut = vi.spyOn(auth, 'signOut');
    renderIt();
    await userEvent.click(await screen.findByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('Type your password')).toBeTruthy();
    expect(sent.some((s) => s.route === 'POST /account/close')).toBe(false);

    await userEvent.type(screen.getByLabelText('Type your password to confirm'), 'Passw0rd!x');
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('Close your live campaign “Borehole” first')).toBeTruthy();
    expect(screen.getByText('Before your account can be closed:')).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();

    answer = {
      status: { code: Code.VALIDATION, desc: 'Some of your inputs are not valid' },
      entity: { errors: { password: 'Your current password is not correct' } },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();

    answer = { status: { code: Code.OK, desc: 'Your account has been closed and your personal details erased' }, entity: { closed: true } };
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(signOut).toHaveBeenCalled();
    expect(sent.filter((s) => s.route === 'POST /account/close').at(-1)!.body).toEqual({ password: 'Passw0rd!x' });
  });
});
