import type { Tx } from '../../db/client.ts';
import type { UserRow } from './accounts.schema.ts';
import { revokeUserSessions } from './sessions.ts';
import { audit } from '../../lib/audit.ts';
import { emit } from '../../lib/events.ts';
import * as repo from './repository.ts';

/**
 * An account whose address was never verified may have been opened by someone other than the
 * address's owner (account pre-hijacking). When the owner later proves the address (Facebook
 * gives it, or a reset link mailed to it is opened), they get the account only as the address
 * alone entitles them to: whoever opened it loses the password, every session and pending link,
 * a Facebook link, phone numbers, identity details and a payout account
 * (docs/decisions/022-facebook-sign-in.md, section of 2026-11-24). Names, state and LGA stay: they are
 * only shown to the owner, who can change them in the settings.
 */
export async function reclaimUnverified(
  tx: Tx,
  user: UserRow,
  keep: { passwordHash: string | null; facebookId: string | null },
  how: 'facebook' | 'reset',
  ip?: string,
): Promise<UserRow> {
  await revokeUserSessions(tx, user.id);
  await repo.retireAllTokens(tx, user.id);
  await repo.retirePhoneCodes(tx, user.id);
  // The payments module drops a payout account the opener saved (it subscribes to this event).
  await emit(tx, 'account.reclaimed', { userId: user.id });
  const row = await repo.updateUser(tx, user.id, {
    ...keep,
    emailVerifiedAt: new Date(),
    mobile: null,
    mobileVerifiedAt: null,
    organizationMobile: null,
    secondaryMobile: null,
    imageKey: null,
    facebook: null,
    twitter: null,
    instagram: null,
    idType: null,
    userRef: null,
    relevantDoc: null,
    organizationFImg1: null,
    organizationFImg2: null,
    organizationFImg3: null,
    identityStatus: 'none',
    identityNote: null,
  });
  await audit(tx, { actorId: user.id, action: 'account.reclaimed', subjectType: 'user', subjectId: user.id, data: { how }, ip });
  return row;
}
