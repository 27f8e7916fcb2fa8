import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import type { AdminPerson } from '@ireti/shared/accounts/second-factor';
import { API_BASE } from '../../../lib/api.ts';
import { PeopleTab } from './people-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const KEMI: AdminPerson = {
  _id: 42,
  name: 'Kemi Ade',
  email: 'kemi@example.ng',
  role: 'user',
  volunteer: false,
  closed: false,
  second_factors: ['totp'],
};

/** The API as the People tab meets it: the lookup, then one admin action on a written request. */
function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(API_BASE, '');
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = (entity: unknown, desc = 'Successful') =>
        new Response(JSON.stringify({ status: { code: Code.OK, desc }, entity }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (path.startsWith('/admin/users?')) return reply(KEMI);
      if (path === '/admin/users/42/close') return reply({ closed: true }, 'Your account has been closed and your personal details erased');
      if (path === '/admin/users/42/second-factor/reset') return reply({ user_id: 42, reset: true }, 'Second factors removed');
      if (path === '/admin/users/42/data') return reply({ export_id: 1, status: 'queued', requested_at: '2026-03-03T13:02:00Z' }, 'Queued');
      throw new TypeError('Failed to fetch');
    }),
  );
  return calls;
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PeopleTab />
    </QueryClientProvider>,
  );

describe('PeopleTab (issue 28: written requests)', () => {
  it('finds the account by e-mail and closes it only with the written request, which is sent', async () => {
    const calls = stubApi();
    show();
    fireEvent.input(screen.getByLabelText('E-mail address of the account'), { target: { value: 'Kemi@Example.ng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText('Kemi Ade');
    expect(screen.getByText('Second factors: authenticator app')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/users?email=Kemi%40Example.ng' });

    fireEvent.click(screen.getByRole('button', { name: 'Close the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this account' });
    expect(dialog.textContent).toContain('gifts stay in the financial records as Anonymous');
    // Without the request nothing is sent.
    fireEvent.click(screen.getAllByRole('button', { name: 'Close the account' }).at(-1)!);
    await waitFor(() => expect(dialog.textContent).toMatch(/Reason/));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.input(screen.getByLabelText('The written request (date, how it came, what it asks)'), {
      target: { value: 'Letter of 3 March, signed, asking to close' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close the account' }).at(-1)!);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', path: '/admin/users/42/close', body: { reason: 'Letter of 3 March, signed, asking to close' } },
      ]),
    );
  });

  it('resets the second factor with how the asker was checked', async () => {
    const calls = stubApi();
    show();
    fireEvent.input(screen.getByLabelText('E-mail address of the account'), { target: { value: 'kemi@example.ng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the second factor' }));
    fireEvent.input(await screen.findByLabelText('How you checked who is asking'), { target: { value: 'Video call against her ID' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset the second factor' }).at(-1)!);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', path: '/admin/users/42/second-factor/reset', body: { reason: 'Video call against her ID' } },
      ]),
    );
  });
});
