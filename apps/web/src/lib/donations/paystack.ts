import type { DonateResult } from '@ireti/shared/donations/types';
import { i18n } from '../i18n/index.ts';
import { keepCurrent } from '../texts-now.ts';

/** Thrown outside a render: kept in the page's language. */
export const messages = keepCurrent(
  i18n('shell/paystack', {
    noWindow: 'The payment window could not open',
  }),
);

/**
 * Paystack Inline, loaded only when a donor reaches checkout with a real Paystack key (the
 * module is ~20 KB gzip; nobody else pays for it). Resolves with the reference Paystack reports
 * paid, or null when the donor closes the popup.
 */
export const PAYSTACK_CHANNELS = ['card', 'bank_transfer', 'bank', 'ussd'];

export async function payWithPaystack(d: DonateResult): Promise<{ reference: string; trxref?: string } | null> {
  const { default: PaystackPop } = await import('@paystack/inline-js');
  const popup = new PaystackPop();
  return new Promise((resolve, reject) => {
    const callbacks = {
      onSuccess: (t: { reference: string; trxref?: string }) => resolve({ reference: t.reference, trxref: t.trxref }),
      onCancel: () => resolve(null),
      onError: (e: { message: string }) => reject(new Error(e.message || messages.get().noWindow)),
    };
    if (d.access_code) popup.resumeTransaction(d.access_code, callbacks);
    else
      popup.newTransaction({
        key: d.p_key,
        email: d.email,
        // Kobo, as the API gives it and Paystack Inline takes it.
        amount: d.amount,
        reference: d.ref,
        currency: d.currency,
        channels: PAYSTACK_CHANNELS,
        ...callbacks,
      });
  });
}

/** Warms the module up while the donor fills in the form. */
export const preloadPaystack = () => void import('@paystack/inline-js').catch(() => {});
