import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, httpStatusOf, type Code as CodeValue, type Envelope } from '@ireti/shared/status';
import type { DonateResult, VerifyResult } from '@ireti/shared/donations/types';
import { API_BASE } from '../../../lib/api.ts';
import { setLanguage } from '../../../lib/i18n/index.ts';
import DonateDialog from './donate-dialog.tsx';
import { TRANSFER_ACCOUNT_MINUTES } from './sandbox-checkout.tsx';

/**
 * Issue 26's donor potholes in the donate dialog, against a fake API at the fetch level (as
 * donate-dialog.test.tsx): the dialog opens on its first field; the ₦ presets say which is chosen;
 * "Continue to payment" takes the focus to how to pay; the bank transfer has a copy button, the
 * account's name and its 30 minutes counted down; the delivery phone's example agrees with its
 * hint; the thank-you keeps the e-mail address whole. The journey is e2e/donor-potholes.spec.ts.
 */
const CAMPAIGN = 'lab-ikorodu';
const TITLE = 'A chemistry lab for Ikorodu girls';
const ok = <T,>(entity: T): Envelope<T> => ({ status: { code: Code.OK, desc: 'Successful' }, entity });
const LONG_EMAIL = 'oluwaseun.adebayo-okonkwo@university-of-ibadan.edu.ng';
const started = (email = 'ada@example.com'): DonateResult => ({
  ref: 'IRT-7F3K9Q',
  email,
  amount: 500_000,
  amount_kobo: 500_000,
  currency: 'NGN',
  p_key: 'sandbox',
  access_code: null,
  campaign: { campaign_id: CAMPAIGN, title: TITLE },
});
const verified: VerifyResult = {
  ref: 'IRT-7F3K9Q',
  status: 'paid',
  amount: 5_000,
  campaign: { campaign_id: CAMPAIGN, title: TITLE, pledged: 62_500, amount: 10_000_000, percent: 0, status: 1 },
  donor: { first_name: 'Ada', anonymous: false },
};

function stubApi(routes: Record<string, () => Envelope<unknown>> = {}) {
  const all: Record<string, () => Envelope<unknown>> = { [`GET /reward/${CAMPAIGN}`]: () => ok({ rewards: [] }), ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const handler = all[`${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`];
      if (!handler) throw new TypeError('Failed to fetch');
      const reply = handler();
      return new Response(JSON.stringify(reply), {
        status: httpStatusOf[reply.status.code as CodeValue],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderDialog(user = userEvent.setup()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DonateDialog campaignId={CAMPAIGN} title={TITLE} onClose={vi.fn()} onPaid={vi.fn()} />
    </QueryClientProvider>,
  );
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const amount = () => field('Amount (₦)');

async function toCheckout(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(amount(), '5000');
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Obi');
  await user.type(field('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  return screen.findByRole('dialog', { name: 'Payment' });
}

afterEach(() => {
  vi.useRealTimers();
  act(() => setLanguage('en'));
});

describe('the donate dialog opens on its first field', () => {
  it('focuses the amount, not the close button', async () => {
    stubApi();
    renderDialog();
    await waitFor(() => expect(document.activeElement).toBe(amount()));
  });
});

describe('the ₦ presets', () => {
  it('say which one is chosen (aria-pressed, filled), typed or pressed; none when the amount is another', async () => {
    stubApi();
    const user = renderDialog();
    const preset = (name: string) => screen.getByRole('button', { name });
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(preset('₦5,000').getAttribute('aria-pressed')).toBe('false');

    await user.click(preset('₦5,000'));
    expect(pressed()).toEqual(['₦5,000']);
    expect(preset('₦5,000').className).toContain('bg-brand-700');
    expect(preset('₦1,000').className).not.toContain('bg-brand-700');

    await user.click(preset('₦25,000'));
    expect(pressed()).toEqual(['₦25,000']);
    await user.clear(amount());
    await user.type(amount(), '₦10,000');
    expect(pressed()).toEqual(['₦10,000']);
    await user.type(amount(), '5');
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  });
});

describe('Continue to payment', () => {
  it('moves the focus to how to pay (the selected Card tab), not the page', async () => {
    stubApi({ 'POST /donate': () => ok(started()) });
    const user = renderDialog();
    const dialog = await toCheckout(user);
    const card = within(dialog).getByRole('tab', { name: 'Card' });
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});

describe('back from a payment not completed', () => {
  it('"Try again" returns the focus to the amount, not the page', async () => {
    stubApi({
      'POST /donate': () => ok(started()),
      'POST /dev/sandbox/pay': () => ok({ status: 'failed', message: 'Declined' }),
      'PUT /payment/verify': () => ({
        status: { code: Code.PAYMENT_NOT_VERIFIED, desc: 'Your card was declined' },
        entity: { ref: 'IRT-7F3K9Q', status: 'failed' },
      }),
    });
    const user = renderDialog();
    const dialog = await toCheckout(user);
    await user.click(within(dialog).getAllByRole('button', { name: 'Use' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: /Pay ₦5,000/ }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.activeElement).toBe(amount()));
    expect(amount().value).toBe('5000');
  });
});

describe('paying by bank transfer', () => {
  it('shows the account number with a copy button, the account name and the time left, counting down from 30 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    stubApi({ 'POST /donate': () => ok(started()) });
    const user = renderDialog(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    const dialog = await toCheckout(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Bank transfer' }));

    const row = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).parentElement!;
    expect(within(row('Account name')).getByText('Ireti Donations')).toBeTruthy();
    const number = row('Account number').querySelector('.font-mono')!.textContent!;
    expect(number).toMatch(/^9\d{9}$/);
    expect(within(dialog).getByText(`This account is for this payment only and lasts ${TRANSFER_ACCOUNT_MINUTES} minutes.`)).toBeTruthy();

    const timer = within(dialog).getByRole('timer');
    expect(timer.textContent).toBe('30:00');
    act(() => void vi.advanceTimersByTime(61_000));
    await waitFor(() => expect(timer.textContent).toBe('28:59'));

    await user.click(within(dialog).getByRole('button', { name: /^Copy\s*:\s*Account number$/ }));
    expect(await navigator.clipboard.readText()).toBe(number);
    expect(within(dialog).getByRole('button', { name: /^Copied\s*:\s*Account number$/ })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Copied');

    // Switching away and back keeps the same account and its clock.
    await user.click(within(dialog).getByRole('tab', { name: 'Card' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Bank transfer' }));
    expect(within(dialog).getByRole('timer').textContent).toBe('28:59');

    // Run out: the account says so and "I've sent the money" cannot be pressed.
    act(() => void vi.advanceTimersByTime(29 * 60_000));
    await waitFor(() => expect(within(dialog).getByRole('timer').textContent).toBe('0:00'));
    expect(within(dialog).getByRole('alert').textContent).toContain('This account has expired');
    expect((within(dialog).getByRole('button', { name: 'I’ve sent the money' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    stubApi({ 'POST /donate': () => ok(started()) });
    const user = renderDialog();
    const dialog = await toCheckout(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Bank transfer' }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: /^Copy\s*:\s*Account number$/ }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Could not copy: press and hold the number to copy it.');
  });

  it('in Hausa: the account’s name, the copy button and the time left', async () => {
    act(() => setLanguage('ha'));
    stubApi({ 'POST /donate': () => ok(started()) });
    const user = renderDialog();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull());
    await user.type(screen.getAllByRole('textbox')[0]!, '5000');
    for (const [i, v] of ['Ada', 'Obi', 'ada@example.com'].entries()) await user.type(screen.getAllByRole('textbox')[i + 1]!, v);
    await user.click(screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
    const tab = await screen.findByRole('tab', { name: 'Tura ta banki' });
    await user.click(tab);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Sunan asusu')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Kwafi\s*:\s*Lambar asusu$/ })).toBeTruthy();
    expect(within(panel).getByText('Lokacin da ya rage')).toBeTruthy();
    expect(within(panel).getByText('Wannan asusu na wannan gudummawa ne kawai, kuma zai yi aiki na mintuna 30.')).toBeTruthy();
  }, 20_000);
});

describe('the delivery phone', () => {
  it('shows the example its hint gives', async () => {
    stubApi({
      [`GET /reward/${CAMPAIGN}`]: () =>
        ok({ rewards: [{ _id: 12, donation: 5_000, rewardType: 'Material', reward: 'A branded T-shirt', quantity: null, left: null }] }),
    });
    const user = renderDialog();
    await user.type(amount(), '6000');
    await user.click(await screen.findByRole('radio', { name: /A branded T-shirt/ }));
    const phone = screen.getByRole('textbox', { name: 'Delivery phone' }) as HTMLInputElement;
    const hint = document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent!;
    expect(hint).toBe('For the courier, e.g. 0803 123 4567');
    expect(hint.endsWith(phone.placeholder)).toBe(true);
  });
});

describe('the thank-you', () => {
  it('keeps the e-mail address whole: no break-all, a break allowed only before its @ and dots', async () => {
    stubApi({
      'POST /donate': () => ok(started(LONG_EMAIL)),
      'POST /dev/sandbox/pay': () => ok({ status: 'success', message: 'Approved' }),
      'PUT /payment/verify': () => ok(verified),
    });
    const user = renderDialog();
    const dialog = await toCheckout(user, LONG_EMAIL);
    await user.click(within(dialog).getAllByRole('button', { name: 'Use' })[0]!);
    await user.click(within(dialog).getByRole('button', { name: /Pay ₦5,000/ }));
    await screen.findByRole('heading', { name: 'Thank you, Ada!' });
    const receipt = screen.getByText(/We e-mailed your receipt to/);
    expect(receipt.textContent).toContain(`We e-mailed your receipt to ${LONG_EMAIL}.`);
    const email = receipt.querySelector(`[data-email="${LONG_EMAIL}"]`)!;
    expect(email.className).not.toContain('break-all');
    // the pieces between the allowed breaks, each kept whole (an inline block)
    expect([...email.querySelectorAll('span')].map((n) => n.textContent)).toEqual([
      'oluwaseun.adebayo-okonkwo',
      '@university-of-ibadan',
      '.edu',
      '.ng',
    ]);
    expect(email.querySelectorAll('wbr')).toHaveLength(3);
    // and the new total below 1% of the goal says "<1%"
    expect(screen.getByText(/raised of/).textContent).toBe('Now ₦62,500 raised of ₦10,000,000 (<1%)');
  });
});
