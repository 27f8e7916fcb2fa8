import type { Config } from '../../../config.ts';
import type { PaymentProvider } from './provider.ts';

/** Paystack when its keys are set, the sandbox otherwise (to be built). */
export function createPaymentProvider(_config: Config): PaymentProvider {
  return new Proxy({} as PaymentProvider, {
    get: (_t, prop) => (prop === 'name' ? 'sandbox' : prop === 'publicKey' ? 'sandbox' : () => Promise.reject(new Error('payments not built yet'))),
  });
}
