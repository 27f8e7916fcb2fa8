import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
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
});
