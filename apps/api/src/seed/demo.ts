import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context.ts';
import { randomDemoPassword, seedAccountsDemo } from '../modules/accounts/accounts.demo.ts';
import { finishCampaignsDemo, seedCampaignsDemo } from '../modules/campaigns/campaigns.demo.ts';
import { seedTrustDemo } from '../modules/trust/trust.demo.ts';
import { seedPaymentsDemo } from '../modules/payments/payments.demo.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export const DEMO_ADMIN_PASSWORD_FILE = 'demo-admin-password';

/**
 * The demo administrator's password: made at random on the first start and kept in
 * DATA_DIR/demo-admin-password (readable by its owner only), so each install has its own
 * (docs/decisions/062-dev-tools-and-default-install.md).
 */
export function demoAdminPassword(dataDir: string): { password: string; file: string } {
  const file = path.join(dataDir, DEMO_ADMIN_PASSWORD_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 12) {
      chmodSync(file, 0o600);
      return { password: kept, file };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const password = randomDemoPassword();
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { password, file };
}

/**
 * Demo content outside production, module by module in dependency order: users, then
 * campaigns, then volunteer assignments and organisations, then donations (which fund the
 * success stories and claim their money), then the stories closed with their thank-you. Each
 * part is idempotent: a second start adds nothing.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoLogin[]> {
  const logins = await seedAccountsDemo(ctx, { adminPassword: demoAdminPassword(ctx.config.dataDir).password });
  await seedCampaignsDemo(ctx);
  await seedTrustDemo(ctx);
  await seedPaymentsDemo(ctx);
  await finishCampaignsDemo(ctx);
  return logins;
}
