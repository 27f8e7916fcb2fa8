import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { PaystackProvider } from './paystack.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';

/** Paystack when its keys are set (config checks they come as a pair), the sandbox otherwise. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.PAYSTACK_SECRET_KEY && config.PAYSTACK_PUBLIC_KEY)
    return new PaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY,
      publicKey: config.PAYSTACK_PUBLIC_KEY,
      baseUrl: config.PAYSTACK_BASE_URL,
      timeoutMs: config.PAYSTACK_TIMEOUT_MS,
      channels: config.PAYSTACK_CHANNELS,
    });
  return new SandboxProvider(db);
}

export { sandboxOf, SandboxProvider, type SandboxPayResult } from './sandbox.ts';
export { ProviderError, type PaymentProvider } from './provider.ts';
