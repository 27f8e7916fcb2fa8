import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, httpStatusOf, type Code as CodeValue, type Envelope } from '@ireti/shared/status';
import type { DonateResult } from '@ireti/shared/donations/types';
import { API_BASE } from '../../../lib/api.ts';
import { setLanguage } from '../../../lib/i18n/index.ts';
import DonateDialog from './donate-dialog.tsx';

/**
 * The donate dialog in Yorùbá (issue 17): its labels, buttons and the sandbox checkout's USSD
 * option come from the `donate` area's Yorùbá catalogue, fetched when the dialog first shows.
 * The API is faked at the fetch level, as in donate-dialog.test.tsx.
 */
const CAMPAIGN = 'lab-ikorodu';
const TITLE = 'A chemistry lab for Ikorodu girls';
const ok = <T,>(entity: T): Envelope<T> => ({ status: { code: Code.OK, desc: 'Successful' }, entity });
const started: DonateResult = {
  ref: 'IRT-7F3K9Q',
  email: 'ada@example.com',
  amount: 500_000,
  amount_kobo: 500_000,
  currency: 'NGN',
  p_key: 'sandbox',
  access_code: null,
  campaign: { campaign_id: CAMPAIGN, title: TITLE },
};

function stubApi(routes: Record<string, () => Envelope<unknown>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      const handler = routes[route];
      if (!handler) throw new TypeError('Failed to fetch');
      const reply = handler();
      return new Response(JSON.stringify(reply), {
        status: httpStatusOf[reply.status.code as CodeValue],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DonateDialog in Yorùbá', () => {
  it('shows the form and the sandbox checkout’s USSD option in Yorùbá', async () => {
    stubApi({ [`GET /reward/${CAMPAIGN}`]: () => ok({ rewards: [] }), 'POST /donate': () => ok(started) });
    act(() => setLanguage('yo'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DonateDialog campaignId={CAMPAIGN} title={TITLE} onClose={() => {}} onPaid={() => {}} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    // the form: the dialog's title, the sentence naming the campaign, the fields and the button
    const dialog = await screen.findByRole('dialog', { name: 'Ṣètọrẹ' });
    expect(within(dialog).getByText(TITLE).parentElement?.textContent).toBe(`Ò ń ṣètọrẹ fún ${TITLE}.`);
    expect(within(dialog).getByRole('group', { name: 'Yan iye owó' })).toBeTruthy();
    expect(within(dialog).getByText('Ṣètọrẹ láìfi orúkọ hàn')).toBeTruthy();
    expect(within(dialog).getByText('Ó kéré tán ₦100. Olùtọrẹ kò san owó iṣẹ́ kankan.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Iye owó (₦)' }), '5000');
    await user.type(screen.getByRole('textbox', { name: 'Orúkọ àkọ́kọ́' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Orúkọ ìdílé' }), 'Obi');
    await user.type(screen.getByRole('textbox', { name: 'Ímeèlì' }), 'ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Nọ́ńbà fóònù (kò pọn dandan)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Èrò (kò pọn dandan)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tẹ̀síwájú sí ìsanwó' }));

    // the sandbox checkout: its ways to pay, then USSD
    await screen.findByRole('dialog', { name: 'Ìsanwó' });
    const methods = screen.getByRole('tablist', { name: 'Bí o ṣe fẹ́ sanwó' });
    expect(
      within(methods)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Káàdì', 'Gbígbé owó láti báǹkì', 'USSD']);
    expect(screen.getByRole('textbox', { name: 'Nọ́ńbà káàdì' })).toBeTruthy();
    await user.click(within(methods).getByRole('tab', { name: 'USSD' }));
    expect(screen.getByRole('combobox', { name: 'Báǹkì rẹ' })).toBeTruthy();
    expect(
      screen.getByText(
        'Tẹ kóòdù yìí lórí fóònù tí o fi forúkọ sílẹ̀ ní báǹkì rẹ, kí o sì fi PIN rẹ fọwọ́ sí ìsanwó ₦5,000. O kò nílò káàdì tàbí dátà.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Nọ́ńbà ìtọ́kasí')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mo ti tẹ ẹ́, mo sì ti fọwọ́ sí i' })).toBeTruthy();
  });
});
