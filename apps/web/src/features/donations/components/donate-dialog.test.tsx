import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, httpStatusOf, type Code as CodeValue, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { AmountMsg } from '@ireti/shared/donations/amount';
import type { DonateResult, VerifyResult } from '@ireti/shared/donations/types';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { API_BASE } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import DonateDialog from './donate-dialog.tsx';

/**
 * The donate dialog against a fake API at the fetch level: every reply is the API's envelope
 * `{ status: { code, desc }, entity }` with the HTTP status that goes with its code. Only the
 * Paystack Inline module is stubbed (its popup is a third-party iframe); the sandbox checkout
 * runs as it is. The whole journey against the real API is in e2e/donations.spec.ts.
 */

// ── Paystack Inline: the module boundary, driven by each test ─────────────────────────────────
const paystack = vi.hoisted(() => ({
  /** What the popup does when opened: calls one of the callbacks it was given. */
  behave: (_c: { onSuccess?: (t: { reference: string }) => void; onCancel?: () => void }) => {},
  opened: [] as { how: 'new' | 'resume'; options: unknown }[],
}));
vi.mock('@paystack/inline-js', () => ({
  default: class PaystackPop {
    newTransaction(o: { onSuccess?: (t: { reference: string }) => void; onCancel?: () => void }) {
      paystack.opened.push({ how: 'new', options: o });
      paystack.behave(o);
    }
    resumeTransaction(code: string, c: { onSuccess?: (t: { reference: string }) => void; onCancel?: () => void }) {
      paystack.opened.push({ how: 'resume', options: code });
      paystack.behave(c);
    }
    cancelTransaction() {}
  },
}));

// ── A fake API behind fetch ───────────────────────────────────────────────────────────────────
type Reply = Envelope<unknown>;
type Handler = (body: Record<string, unknown> | undefined) => Reply | Promise<Reply>;
type Call = { route: string; body: Record<string, unknown> | undefined; headers: Record<string, string> };

const ok = <T,>(entity: T, desc = 'Successful'): Envelope<T> => ({ status: { code: Code.OK, desc }, entity });
const refused = <T,>(code: CodeValue, desc: string, entity: T): Envelope<T> => ({ status: { code, desc }, entity });

/**
 * Routes "METHOD /path" to handlers; an unknown route is a network failure, as fetch throws. The
 * dialog's read of the campaign's rewards answers none unless a test gives some; it is not
 * counted among the calls, which are what the donor's actions send.
 */
function stubApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const all: Record<string, Handler> = {
    [`GET /reward/${CAMPAIGN}`]: () => ok({ rewards: [] }),
    [`GET /donate/monthly/${CAMPAIGN}`]: () =>
      ok({ available: false, reason: 'Monthly giving is not available yet', monthly_donors: 0, day_of_month: 5 }),
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${String(input).replace(API_BASE, '')}`;
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      if (route !== `GET /reward/${CAMPAIGN}` && route !== `GET /donate/monthly/${CAMPAIGN}`)
        calls.push({ route, body, headers: init.headers as Record<string, string> });
      const handler = all[route];
      if (!handler) throw new TypeError('Failed to fetch');
      const reply = await handler(body);
      return new Response(JSON.stringify(reply), {
        status: httpStatusOf[reply.status.code as CodeValue],
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A reply the test sends when it chooses, to see the state in between. */
function later() {
  let send: (r: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => (send = resolve));
  return { handler: () => reply, send };
}

const CAMPAIGN = 'lab-ikorodu';
const TITLE = 'A chemistry lab for Ikorodu girls';
const started = (over: Partial<DonateResult> = {}): DonateResult => ({
  ref: 'IRT-7F3K9Q',
  email: 'ada@example.com',
  amount: 500_000,
  amount_kobo: 500_000,
  currency: 'NGN',
  p_key: 'sandbox',
  access_code: null,
  campaign: { campaign_id: CAMPAIGN, title: TITLE },
  ...over,
});
const verified = (over: Partial<VerifyResult['donor']> = {}): VerifyResult => ({
  ref: 'IRT-7F3K9Q',
  status: 'paid',
  amount: 5_000,
  campaign: { campaign_id: CAMPAIGN, title: TITLE, pledged: 125_000, amount: 500_000, percent: 25, status: 1 },
  donor: { first_name: 'Ada', anonymous: false, ...over },
});

function renderDialog() {
  const onClose = vi.fn();
  const onPaid = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No router: nothing in the dialog navigates or links through react-router.
  render(
    <QueryClientProvider client={client}>
      <DonateDialog campaignId={CAMPAIGN} title={TITLE} onClose={onClose} onPaid={onPaid} />
    </QueryClientProvider>,
  );
  return { onClose, onPaid, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const amount = () => field('Amount (₦)');
/** What a screen reader reads after the field's label: its error, else its hint. */
const described = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
const submit = () => screen.getByRole('button', { name: /Continue to payment/ }) as HTMLButtonElement;

async function fillGuest(user: ReturnType<typeof userEvent.setup>, value = '5000') {
  await user.type(amount(), value);
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Obi');
  await user.type(field('Email'), 'ada@example.com');
}

beforeEach(() => {
  paystack.opened = [];
  paystack.behave = () => {};
});
afterEach(() => auth.signOut());

describe('DonateDialog: the form', () => {
  it('opens as a dialog naming the campaign, with the guest’s fields', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Make a donation' });
    expect(within(dialog).getByText(TITLE)).toBeTruthy();
    for (const name of ['Amount (₦)', 'First name', 'Last name', 'Email', 'Mobile (optional)', 'Comment (optional)']) field(name);
    expect(described(amount())).toBe('At least ₦100. Donors pay no fee.');
  });

  it('sent empty: says what is missing under each field and sends nothing', async () => {
    const calls = stubApi({});
    const { user } = renderDialog();
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(Msg.formInvalid);
    expect(described(amount())).toBe(AmountMsg.required);
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(described(field('First name'))).toBe(Msg.required('First name'));
    expect(described(field('Last name'))).toBe(Msg.required('Last name'));
    expect(described(field('Email'))).toBe(Msg.required('Email'));
    expect(calls).toEqual([]);
  });

  it.each([
    ['50', AmountMsg.min],
    ['abc', AmountMsg.notNumber],
    ['99.5', AmountMsg.min],
    ['100.555', AmountMsg.fraction],
    ['20000000', AmountMsg.max],
  ])('checks the amount as the donor leaves it: %s → %s', async (typed, message) => {
    const { user } = renderDialog();
    await user.type(amount(), typed);
    await user.tab();
    await waitFor(() => expect(described(amount())).toBe(message));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
  });

  it('checks a field first as the donor leaves it, then at every change of it', async () => {
    const { user } = renderDialog();
    await user.type(field('Email'), 'ada@');
    expect(described(field('Email'))).toBe('Your receipt goes here.');
    await user.tab();
    await waitFor(() => expect(described(field('Email'))).toBe(Msg.email));
    await user.type(field('Email'), 'example.com');
    await waitFor(() => expect(described(field('Email'))).toBe('Your receipt goes here.'));
    await user.clear(field('Email'));
    await waitFor(() => expect(described(field('Email'))).toBe(Msg.required('Email')));
  });

  it('sent with mistakes: takes the donor to the first field in error, and follows every change after', async () => {
    stubApi({});
    const { user } = renderDialog();
    await user.type(amount(), '5000');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(described(field('Last name'))).toBe(Msg.required('Last name'));
    await user.type(field('First name'), 'A');
    await waitFor(() => expect(described(field('First name'))).toBeUndefined());
    await user.clear(amount());
    await waitFor(() => expect(described(amount())).toBe(AmountMsg.required));
  });

  it('takes an amount written with the naira sign and commas, and a preset', async () => {
    const { user } = renderDialog();
    await user.type(amount(), '₦5,000');
    await user.tab();
    expect(described(amount())).toBe('At least ₦100. Donors pay no fee.');
    expect(amount().hasAttribute('aria-invalid')).toBe(false);
    await user.clear(amount());
    await user.click(screen.getByRole('button', { name: '₦25,000' }));
    expect(amount().value).toBe('25000');
  });

  it('given anonymously: asks only the e-mail, and sends known 1', async () => {
    const calls = stubApi({ 'POST /donate': () => new Promise(() => {}) });
    const { user } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: /Give anonymously/ }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Last name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Mobile (optional)' })).toBeNull();
    await user.type(amount(), '1.5k');
    await user.type(field('Email'), 'someone@example.com');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.route).toBe('POST /donate');
    expect(calls[0]!.body).toMatchObject({ campaign: CAMPAIGN, amount: 1500, email: 'someone@example.com', anonymous: true, known: 1 });
  });

  it('for a signed-in donor: only the amount and comment, sent with the session', async () => {
    auth.signIn('session-token', { first_name: 'Chidi', last_name: 'Eze', email: 'chidi@example.com', is_organization: 0 } as ApiUser);
    const calls = stubApi({ 'POST /donate': () => new Promise(() => {}) });
    const { user } = renderDialog();
    expect(screen.getByText(/Giving as/).textContent).toBe('Giving as Chidi Eze (chidi@example.com)');
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await user.type(amount(), '2000');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers.authorization).toBe('Bearer session-token');
    expect(calls[0]!.body).toMatchObject({ amount: 2000, known: 0 });
  });
});

describe('DonateDialog: sending the form', () => {
  it('is busy while the donation starts: the button says so and cannot be pressed twice', async () => {
    const reply = later();
    const calls = stubApi({ 'POST /donate': reply.handler });
    const { user } = renderDialog();
    await fillGuest(user);
    await user.click(submit());
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('true'));
    expect(submit().disabled).toBe(true);
    await user.click(submit());
    expect(calls).toHaveLength(1);
    reply.send(refused(Code.CONFLICT, 'This campaign has ended and takes no more donations', null));
    await screen.findByText('This campaign has ended and takes no more donations');
    expect(submit().disabled).toBe(false);
    expect(submit().hasAttribute('aria-busy')).toBe(false);
  });

  it('takes the donor to the amount when the server refuses it, with its message under the field', async () => {
    const message = AmountMsg.needsOnly(2_000_000);
    stubApi({ 'POST /donate': () => refused(Code.VALIDATION, message, { errors: { amount: message } }) });
    const { user } = renderDialog();
    await fillGuest(user, '50000');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(amount()));
    expect(described(amount())).toBe(message);
    expect(amount().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the spec’s message when the network fails, keeping what was typed', async () => {
    stubApi({});
    const { user } = renderDialog();
    await fillGuest(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(Msg.errorTryAgain);
    expect(field('First name').value).toBe('Ada');
    expect(amount().value).toBe('5000');
  });
});

describe('DonateDialog: paying', () => {
  /** The form sent as Ada, the sandbox checkout paying with the test card that succeeds. */
  async function payInSandbox(verify: Handler) {
    const calls = stubApi({
      'POST /donate': () => ok(started()),
      'POST /dev/sandbox/pay': () => ok({ status: 'success', message: 'Approved' }),
      'PUT /payment/verify': verify,
    });
    const r = renderDialog();
    await fillGuest(r.user);
    await r.user.click(submit());
    await screen.findByRole('dialog', { name: 'Payment' });
    await r.user.click(screen.getAllByRole('button', { name: 'Use' })[0]!);
    await r.user.click(screen.getByRole('button', { name: /Pay ₦5,000/ }));
    return { ...r, calls };
  }

  it('confirms the payment, then thanks the donor by name with the campaign’s new total', async () => {
    const reply = later();
    const { user, onPaid, onClose, calls } = await payInSandbox(reply.handler);
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(calls.find((c) => c.route === 'PUT /payment/verify')?.body).toEqual({ ref: 'IRT-7F3K9Q' });

    reply.send(ok(verified()));
    const heading = await screen.findByRole('heading', { name: 'Thank you, Ada!' });
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/has been received/).textContent).toBe(`Your donation of ₦5,000 to ${TITLE} has been received.`);
    expect(screen.getByText(/raised of/).textContent).toBe('Now ₦125,000 raised of ₦500,000 (25%)');
    expect(screen.getByText('Reference IRT-7F3K9Q')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.route)).toEqual(['POST /donate', 'POST /dev/sandbox/pay', 'PUT /payment/verify']);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('thanks an anonymous donor without a name', async () => {
    await payInSandbox(() => ok(verified({ anonymous: true })));
    expect(await screen.findByRole('heading', { name: 'Thank you for giving!' })).toBeTruthy();
  });

  it('says the payment was not completed, and "Try again" returns to the form as it was filled', async () => {
    const { user, onPaid } = await payInSandbox(() =>
      refused(Code.PAYMENT_NOT_VERIFIED, 'Your card was declined', { ref: 'IRT-7F3K9Q', status: 'failed' }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined');
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(field('First name').value).toBe('Ada');
    expect(field('Email').value).toBe('ada@example.com');
    expect(amount().value).toBe('5000');
  });

  it('says a payment not confirmed yet is being confirmed, and checks again on request', async () => {
    let asked = 0;
    const { user, onPaid } = await payInSandbox(() =>
      ++asked === 1
        ? refused(Code.PAYMENT_NOT_VERIFIED, 'We have not received the money yet', { ref: 'IRT-7F3K9Q', status: 'pending' })
        : ok(verified()),
    );
    expect(await screen.findByRole('heading', { name: 'We are confirming your payment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Ada!' })).toBeTruthy();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('says so when the money arrived after donations closed', async () => {
    await payInSandbox(() => refused(Code.CONFLICT, 'Donations closed before your payment arrived: it is being refunded', null));
    expect(await screen.findByRole('heading', { name: 'Donations have closed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Donations closed before your payment arrived: it is being refunded');
  });

  it('with a Paystack key: opens Paystack’s popup for the donation and verifies the reference it reports', async () => {
    paystack.behave = (c) => c.onSuccess?.({ reference: 'IRT-7F3K9Q' });
    const calls = stubApi({
      'POST /donate': () => ok(started({ p_key: 'pk_test_abc' })),
      'PUT /payment/verify': () => ok(verified()),
    });
    const { user, onClose } = renderDialog();
    await fillGuest(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank you, Ada!' })).toBeTruthy();
    expect(paystack.opened).toEqual([
      {
        how: 'new',
        options: expect.objectContaining({
          key: 'pk_test_abc',
          email: 'ada@example.com',
          amount: 500_000,
          reference: 'IRT-7F3K9Q',
          currency: 'NGN',
        }),
      },
    ]);
    expect(calls.find((c) => c.route === 'PUT /payment/verify')?.body).toEqual({ ref: 'IRT-7F3K9Q', match: 'IRT-7F3K9Q' });
    // Our dialog stepped aside for the popup without that counting as the donor closing it.
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with a Paystack access code: resumes that transaction; closing the popup returns to the form', async () => {
    paystack.behave = (c) => c.onCancel?.();
    stubApi({ 'POST /donate': () => ok(started({ p_key: 'pk_test_abc', access_code: 'acc_123' })) });
    const { user } = renderDialog();
    await fillGuest(user);
    await user.click(submit());
    await waitFor(() => expect(paystack.opened).toEqual([{ how: 'resume', options: 'acc_123' }]));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Make a donation' })).toBeTruthy());
    expect(field('First name').value).toBe('Ada');
  });
});

describe('DonateDialog: rewards', () => {
  const REWARDS = [
    { _id: 11, donation: 1_000, rewardType: 'Non-material' as const, reward: 'A thank-you card', quantity: null, left: null },
    { _id: 12, donation: 5_000, rewardType: 'Material' as const, reward: 'A branded T-shirt', quantity: 20, left: 3 },
    { _id: 13, donation: 2_000, rewardType: 'Material' as const, reward: 'A signed poster', quantity: 10, left: 0 },
  ];
  const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

  it('shows each reward with what it needs and what is left; one out of reach or sold out cannot be picked', async () => {
    stubApi({ [`GET /reward/${CAMPAIGN}`]: () => ok({ rewards: REWARDS }) });
    const { user } = renderDialog();
    await screen.findByRole('group', { name: 'Choose a reward' });
    expect(radio(/No reward/).checked).toBe(true);
    expect(radio(/A signed poster/).disabled).toBe(true);
    expect(screen.getByText(/Sold out/)).toBeTruthy();
    expect(screen.getByText(/3 of 20 left/)).toBeTruthy();
    await user.type(amount(), '1500');
    expect(radio(/A thank-you card/).disabled).toBe(false);
    expect(radio(/A branded T-shirt/).disabled).toBe(true);
    expect(screen.getByText('Give ₦5,000 or more to choose it.')).toBeTruthy();
  });

  it('a Material reward asks where to deliver it, and sends the choice with the delivery in its normal form', async () => {
    const calls = stubApi({ [`GET /reward/${CAMPAIGN}`]: () => ok({ rewards: REWARDS }), 'POST /donate': () => new Promise(() => {}) });
    const { user } = renderDialog();
    await fillGuest(user, '6000');
    await user.click(await screen.findByRole('radio', { name: /A branded T-shirt/ }));
    expect(screen.getByText("Only you, the campaigner and Ireti's administrators see these details.")).toBeTruthy();
    await user.click(submit());
    expect(described(field('Delivery name'))).toBe(Msg.required('Delivery name'));
    expect(described(field('Delivery address'))).toBe(Msg.required('Delivery address'));
    expect(calls).toEqual([]);
    await user.type(field('Delivery name'), 'Ada Obi');
    await user.type(screen.getByRole('textbox', { name: 'Delivery phone' }), '0803 123 4567');
    await user.type(field('Delivery address'), '12 Allen Avenue, Ikeja');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      reward: 12,
      delivery_name: 'Ada Obi',
      delivery_phone: '+2348031234567',
      delivery_address: '12 Allen Avenue, Ikeja',
    });
  });

  it('a Non-material reward sends no delivery; lowering the amount below a reward lets go of it', async () => {
    const calls = stubApi({ [`GET /reward/${CAMPAIGN}`]: () => ok({ rewards: REWARDS }), 'POST /donate': () => new Promise(() => {}) });
    const { user } = renderDialog();
    await fillGuest(user, '6000');
    await user.click(await screen.findByRole('radio', { name: /A branded T-shirt/ }));
    await user.clear(amount());
    await user.type(amount(), '1000');
    await waitFor(() => expect(radio(/No reward/).checked).toBe(true));
    expect(screen.queryByRole('textbox', { name: 'Delivery name' })).toBeNull();
    await user.click(radio(/A thank-you card/));
    expect(screen.getByText('The campaigner sees your e-mail address to give you this reward.')).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ reward: 11, delivery_name: '', delivery_address: '' });
  });
});

describe('DonateDialog: giving monthly', () => {
  it('offers "Every month" only where the campaign does, says the amount, the day and how to stop, and starts a monthly donation', async () => {
    const calls = stubApi({
      [`GET /donate/monthly/${CAMPAIGN}`]: () => ok({ available: true, reason: null, monthly_donors: 3, day_of_month: 14 }),
      'POST /donate/monthly': () =>
        ok({ ...started({ amount: 250_000, amount_kobo: 250_000 }), monthly: { id: 'm0nthly', amount_kobo: 250_000, day_of_month: 14 } }),
      'PUT /payment/verify': () => ok(verified()),
      'POST /dev/sandbox/pay': () => ok({ status: 'success', message: 'Approved' }),
    });
    const { user } = renderDialog();
    const monthly = await screen.findByRole('button', { name: 'Every month' });
    expect(screen.getByRole('button', { name: 'Once' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(monthly);
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('note').textContent).toContain('taken on day 14 of each month');
    await fillGuest(user, '2500');
    const note = screen.getByRole('note').textContent!;
    expect(note).toContain('₦2,500 every month, taken on day 14 of each month, starting today by card.');
    expect(note).toContain('Pause, change or cancel it at any time from the link in every receipt');
    await user.click(screen.getByRole('button', { name: 'Give ₦2,500 every month' }));
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('POST /donate/monthly'));
    expect(calls.find((c) => c.route === 'POST /donate/monthly')!.body).toMatchObject({ amount: 2500, campaign: CAMPAIGN, reward: null });
    expect(calls.some((c) => c.route === 'POST /donate')).toBe(false);
    // The sandbox checkout of a plan's first charge: by card only, saying what comes next (decision 100).
    expect(
      await screen.findByText('Then ₦2,500 on day 14 of each month, from this card. Monthly giving is paid by card only.'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Bank transfer' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'USSD' })).toBeNull();
    await user.type(screen.getByLabelText('Card number'), '4084084084084081');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVV'), '408');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/It will be taken again on day 14 of each month/)).toBeTruthy();
  });

  it('shows no choice of how often where monthly giving is not offered', async () => {
    stubApi({});
    renderDialog();
    await screen.findByRole('button', { name: /Continue to payment/ });
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button', { name: 'Every month' })).toBeNull();
  });
});
