import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { locale } from '../../../lib/i18n/index.ts';
import { AccessLogPanel, SecondFactorSettings } from './second-factor-settings.tsx';

type Reply = { status: { code: number; desc: string }; entity: unknown };
const okReply = (entity: unknown, desc = 'Successful'): Reply => ({ status: { code: 100, desc }, entity });

function serve(routes: Record<string, (body: unknown) => Reply>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.replace(/\?.*$/, '')}`;
      calls.push(key);
      const handler = routes[key];
      const reply = handler
        ? handler(init?.body ? JSON.parse(String(init.body)) : undefined)
        : { status: { code: 104, desc: 'Not found' }, entity: null };
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderIt(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const status = (o: Record<string, unknown> = {}) =>
  okReply({ totp: false, passkeys: [], recovery_codes_left: 0, required: true, session_verified: false, ...o });

afterEach(() => {
  locale.set('en');
  vi.unstubAllGlobals();
});

describe('SecondFactorSettings', () => {
  it('sets up an authenticator app: a QR code, the key, the code; then shows the recovery codes once', async () => {
    let enrolled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fghj${i}`);
    serve({
      'GET /api/v1/account/second-factor': () =>
        enrolled ? status({ totp: true, recovery_codes_left: 10, session_verified: true }) : status(),
      'POST /api/v1/account/second-factor/totp': () =>
        okReply({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Ireti:bola%40example.ng?secret=JBSWY3DPEHPK3PXP&issuer=Ireti' }),
      'POST /api/v1/account/second-factor/totp/confirm': (b) => {
        if ((b as { code: string }).code !== '123456')
          return { status: { code: 101, desc: 'This code is not correct' }, entity: { errors: { code: 'This code is not correct' } } };
        enrolled = true;
        return okReply({ recovery_codes: codes }, 'Authenticator app added');
      },
    });
    renderIt(<SecondFactorSettings />);
    expect(await screen.findByText('Off: sign-in asks only for your password.')).toBeTruthy();
    expect(
      screen.getByText('Administrators and volunteers must add one before they can open private documents or decide anything.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const qr = (await screen.findByAltText('QR code for your authenticator app')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.input(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is not correct')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(await screen.findByText('On: sign-in asks for your second factor.')).toBeTruthy();
    expect(screen.getByText('10 unused recovery codes left.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have kept them' }));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });

  it('speaks Yorùbá', async () => {
    serve({ 'GET /api/v1/account/second-factor': () => status() });
    locale.set('yo');
    renderIt(<SecondFactorSettings />);
    expect(await screen.findByRole('heading', { name: 'Ìdánilójú kejì' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ṣètò áàpù authenticator' })).toBeTruthy();
  });
});

describe('AccessLogPanel', () => {
  it('says who saw what, when (in the page language) and why', async () => {
    serve({
      'GET /api/v1/account/access-log': () =>
        okReply({
          views: [
            {
              id: 1,
              viewer_name: 'Bola',
              viewer_role: 'admin',
              what: 'id_document',
              reason: 'identity review',
              at: '2026-03-03T13:02:00.000Z',
            },
          ],
          total: 1,
        }),
    });
    renderIt(<AccessLogPanel />);
    const item = (await screen.findByTestId('access-log')).querySelector('li')!;
    expect(item.textContent).toMatch(/^Admin Bola viewed your ID document on 3 March( at)?,? 14:02, reason: identity review$/);
  });

  it('says when nobody has looked', async () => {
    serve({ 'GET /api/v1/account/access-log': () => okReply({ views: [], total: 0 }) });
    renderIt(<AccessLogPanel />);
    expect(await screen.findByText('Nobody has opened your private information.')).toBeTruthy();
  });
});
