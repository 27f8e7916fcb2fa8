import type { AppModule } from '../../lib/module.ts';
import { registerAccountsJobs } from './accounts.jobs.ts';
import routes from './accounts.routes.ts';

/**
 * The accounts module's public entry: sign-up, sign-in, sessions, settings, identity.
 * Tables: users, sessions, account_tokens, phone_codes, social_signups, second_factors,
 * recovery_codes, second_factor_challenges, private_views (docs/decisions/086). Published read model: the
 * view `people` (users without secrets). Emits `account.reclaimed`.
 */
export const accountsModule: AppModule = { name: 'accounts', routes, jobs: registerAccountsJobs };
export { grantAdmin, type AdminCreateResult } from './accounts.admins.ts';
export { toApiUser } from './accounts.serialize.ts';
export { createSession, userForToken } from './accounts.sessions.ts';
export { people } from './accounts.schema.ts';
export type { UserRow } from './accounts.schema.ts';
export * from './accounts.roles.ts';
export {
  accountPersonalData,
  checkAccountPassword,
  eraseAccount,
  forgetDecidedIdentityDocuments,
  formerAddress,
  isErased,
} from './accounts.erasure.ts';
export { privateViewReason, recordPrivateView } from './accounts.access-log.ts';
export { mustHaveSecondFactor } from './accounts.second-factor.ts';
