import type { AppModule } from '../../lib/module.ts';
import { registerAccountsJobs } from './accounts.jobs.ts';
import routes from './accounts.routes.ts';

/**
 * The accounts module's public entry: sign-up, sign-in, sessions, settings, identity.
 * Tables: users, sessions, account_tokens, phone_codes, social_signups, second_factors,
 * recovery_codes, second_factor_challenges, private_views (docs/decisions/086). Published read models
 * (docs/decisions/110): `person_cards` (what a page shows of someone), `person_contacts` (how to reach
 * them), `person_roles` (the roles and checks others decide by), `verified_organizations`; the admin
 * console's whole accounts through `apiUsersById` and `identityFiles`. Emits `account.reclaimed`.
 */
export const accountsModule: AppModule = { name: 'accounts', routes, jobs: registerAccountsJobs };
export { grantAdmin, type AdminCreateResult } from './admins.ts';
export { toApiUser } from './serialize.ts';
export { createSession, userForToken } from './sessions.ts';
export { personCards, personContacts, personRoles, verifiedOrganizations } from './accounts.schema.ts';
export { apiUsersById, identityFiles, type IdentityFiles } from './admin-reads.ts';
export type { UserRow } from './accounts.schema.ts';
export * from './roles.ts';
export {
  accountPersonalData,
  checkAccountPassword,
  eraseAccount,
  forgetDecidedIdentityDocuments,
  formerAddress,
  isErased,
} from './erasure.ts';
export { privateViewReason, recordPrivateView } from './access-log.ts';
export { mustHaveSecondFactor } from './second-factor.ts';
