import type { AppContext } from '../context.ts';
import { seedAccountsDemo } from '../modules/accounts/accounts.demo.ts';
import { seedCampaignsDemo } from '../modules/campaigns/campaigns.demo.ts';
import { seedTrustDemo } from '../modules/trust/trust.demo.ts';
import { seedPaymentsDemo } from '../modules/payments/payments.demo.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/**
 * Demo content outside production, module by module in dependency order: users, then
 * campaigns, then volunteer assignments and organisations, then donations. Each part is
 * idempotent: a second start adds nothing.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoLogin[]> {
  const logins = await seedAccountsDemo(ctx);
  await seedCampaignsDemo(ctx);
  await seedTrustDemo(ctx);
  await seedPaymentsDemo(ctx);
  return logins;
}
