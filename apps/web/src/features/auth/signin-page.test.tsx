import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, type Envelope } from '@ireti/shared/status';
import { locale } from '../../lib/i18n/index.ts';
import SigninPage from './signin-page.tsx';

function renderPage(from?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[from ? { pathname: '/signin', state: { from } } : '/signin']}>
        <SigninPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  locale.set('en');
  vi.unstubAllGlobals();
});

describe('SigninPage', () => {
  it('speaks Naijá when the page is in Naijá (issue 17)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const reply: Envelope<{ configured: boolean; url: string | null }> = {
          status: { code: Code.OK, desc: 'Successful' },
          entity: { configured: false, url: null },
        };
        return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    locale.set('pcm');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Welcome back. Login to manage your campaigns and donations.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'You don forget password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('You new for Ireti?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open account' })).toBeTruthy();
    expect(screen.queryByText('Forgot password?')).toBeNull();
    expect(document.documentElement.lang).toBe('pcm');
  });

  it('keeps the English of the spec in English', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByText('Remember Me')).toBeTruthy();
  });

  it('says what comes next to a visitor sent by "Start a campaign" (issue 26)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderPage('/create_campaigns');
    expect(screen.getByRole('heading', { name: 'Sign in to start your campaign' })).toBeTruthy();
    expect(screen.getByText(/the campaign form opens/)).toBeTruthy();
    expect(screen.queryByText(/^Welcome back/)).toBeNull();
  });

  it('keeps "Welcome back" for any other private page', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderPage('/profile');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Welcome back. Sign in to manage your campaigns and donations.')).toBeTruthy();
  });

  it('asks for the second factor after the password (code 110), then signs in with the code', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, body });
        const reply = url.endsWith('/account/login')
          ? {
              status: { code: 110, desc: 'Enter the code from your authenticator app, a recovery code, or use your passkey' },
              entity: { second_factor: { ticket: 't'.repeat(43), methods: ['totp', 'recovery'] } },
            }
          : url.endsWith('/account/login/second-factor')
            ? body.code === '123456'
              ? {
                  status: { code: 100, desc: 'Signed in' },
                  entity: {
                    token: 'x'.repeat(43),
                    user: { _id: 1, email: 'bola@example.ng', role: 'admin', is_organization: 0, image: null },
                  },
                }
              : { status: { code: 101, desc: 'This code is not correct' }, entity: { errors: { code: 'This code is not correct' } } }
            : { status: { code: 100, desc: 'Successful' }, entity: { configured: false, url: null } };
        return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderPage();
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'bola@example.ng' } });
    fireEvent.input(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Passw0rd!x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Second step' })).toBeTruthy();
    // only an app or recovery code here: no passkey button for an account without one
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    const code = screen.getByLabelText('Code from your app, or a recovery code');
    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not correct')).toBeTruthy();
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('x'.repeat(43)));
    const step = calls.filter((c) => c.url.endsWith('/account/login/second-factor')).map((c) => c.body);
    expect(step).toEqual([
      { ticket: 't'.repeat(43), code: '000000' },
      { ticket: 't'.repeat(43), code: '123456' },
    ]);
  });
});
