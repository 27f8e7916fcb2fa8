import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, httpStatusOf, type Code as CodeValue, type Envelope } from '@ireti/shared/status';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { API_BASE } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import { accountKey } from '../../lib/account/get-account.ts';
import ConfirmPhonePage from './confirm-phone-page.tsx';

/**
 * /confirm_phone against a fake API at the fetch level (the API's envelopes and HTTP statuses);
 * the API's own rules (codes, expiry, the resend wait) are tested in apps/api accounts/identity.test.ts.
 */
type Reply = Envelope<unknown>;
const ok = <T,>(entity: T, desc = 'Successful'): Envelope<T> => ({ status: { code: Code.OK, desc }, entity });
const refused = (code: CodeValue, desc: string, entity: unknown = null): Reply => ({ status: { code, desc }, entity });

function stubApi(routes: Record<string, (body: Record<string, unknown> | undefined) => Reply>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      const handler = routes[route];
      if (!handler) throw new TypeError('Failed to fetch');
      const reply = handler(init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined);
      return new Response(JSON.stringify(reply), {
        status: httpStatusOf[reply.status.code as CodeValue],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const ada = (o: Partial<ApiUser> = {}) =>
  ({
    _id: 7,
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.ng',
    is_organization: 0,
    mobile: '+2348031234567',
    mobile_verified: 0,
    ...o,
  }) as ApiUser;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/confirm_phone']}>
        <Routes>
          <Route path="/confirm_phone" element={<ConfirmPhonePage />} />
          <Route path="/profile" element={<p>The profile page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => auth.signOut());

describe('ConfirmPhonePage', () => {
  it('a wrong code says so; the right one confirms the number in the cache at once and goes on to /profile', async () => {
    let current = ada();
    auth.signIn('token', current);
    stubApi({
      'GET /account': () => ok(current),
      'POST /account/mobile/code': () => ok({ mobile: '+234 803 *** 4567', expires_in: 600, resend_in: 60 }, AccountMsg.codeSent),
      'PUT /account/mobile/verify': (body) => {
        if (body?.code !== '123456')
          return refused(Code.VALIDATION, 'Some of your inputs are not valid', { errors: { code: AccountMsg.codeWrong } });
        current = ada({ mobile_verified: 1 });
        return ok(current, AccountMsg.mobileConfirmed);
      },
    });
    const client = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me the code' }));
    expect(await screen.findByText(/We sent a 6-digit code to your phone: \+234 803 \*\*\* 4567/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Send a new code in 1:00|Send a new code in 0:59/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(AccountMsg.codeWrong)).toBeTruthy();
    expect(screen.queryByText('Some of your inputs are not valid')).toBeNull();
    expect(screen.queryByText(AccountMsg.mobileConfirmed)).toBeNull();

    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(AccountMsg.mobileConfirmed)).toBeTruthy();
    expect(screen.getByText('Taking you to your profile…')).toBeTruthy();
    expect(client.getQueryData<ApiUser>(accountKey)?.mobile_verified).toBe(1);
    expect(auth.get().user?.mobile_verified).toBe(1);
    await waitFor(() => expect(screen.getByText('The profile page')).toBeTruthy(), { timeout: 3500 });
  });

  it('an expired code says to ask for a new one', async () => {
    auth.signIn('token', ada());
    stubApi({
      'GET /account': () => ok(ada()),
      'POST /account/mobile/code': () => ok({ mobile: '+234 803 *** 4567', expires_in: 600, resend_in: 60 }, AccountMsg.codeSent),
      'PUT /account/mobile/verify': () =>
        refused(Code.VALIDATION, 'Some of your inputs are not valid', { errors: { code: AccountMsg.codeExpired } }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me the code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(AccountMsg.codeExpired)).toBeTruthy();
  });

  it('asked too soon (107), it says when, lets the code already sent be typed, and counts down before asking again', async () => {
    auth.signIn('token', ada());
    let sends = 0;
    stubApi({
      'GET /account': () => ok(ada()),
      'POST /account/mobile/code': () =>
        ++sends === 1
          ? refused(Code.TOO_MANY_REQUESTS, AccountMsg.codeWait(2), { retry_in: 2 })
          : ok({ mobile: '+234 803 *** 4567', expires_in: 600, resend_in: 60 }, AccountMsg.codeSent),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me the code' }));
    expect(await screen.findByText('You can ask for a new code in 2 seconds.')).toBeTruthy();
    expect(screen.getByLabelText(/6-digit code/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Send a new code in 0:0[12]/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', false), {
      timeout: 3500,
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We sent a 6-digit code to your phone/)).toBeTruthy();
    expect(sends).toBe(2);
  });
});
