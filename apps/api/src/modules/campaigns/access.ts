import { Msg } from '@ireti/shared';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import type { CampaignRow } from './campaigns.schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isAssignedVolunteer } from './vetters.ts';
import { Code } from '@ireti/shared';

/** Who may see and change a campaign (docs/design.md §5–6). */
export const CampaignErr = {
  notFound: 'Campaign not found',
  notOwner: 'Only the owner of this campaign can do this',
  notEditable: 'This campaign can no longer be changed',
  suspended: 'This campaign is suspended while our team reviews it',
  placeFixed: 'The state and LGA of a campaign can change only while it awaits verification',
} as const;

/** What the viewer is to the campaign; `assigned`: one of the volunteers assigned to vet it. */
export function viewerOf(c: CampaignRow, user: AuthUser | null, assigned: boolean): CampaignDetail['viewer'] {
  if (!user) return { is_owner: false, is_assigned_volunteer: false, is_admin: false };
  return { is_owner: c.ownerId === user.id, is_assigned_volunteer: assigned, is_admin: user.role === 'admin' };
}

/**
 * Whether the viewer may see how to reach the campaigner (the detail's owner_contact): a volunteer
 * assigned to vet it (still an approved volunteer, not its owner) while it awaits verification
 * (once it is live the vetting is done), and admins at any time, for support. Nobody else: not the public,
 * not other volunteers or users; the owner knows their own. Only signed-in viewers qualify, and
 * the public response cache keeps anonymous answers only (http/public-cache.ts), so the contact
 * never reaches a cached page.
 */
export function mayContactOwner(c: CampaignRow, user: AuthUser | null, assigned: boolean): boolean {
  if (!user || c.ownerId === user.id) return false;
  // A private detail: only from a session proven by a second factor (docs/decisions/086).
  if (user.secondFactorAt === null) return false;
  if (user.role === 'admin') return true;
  return assigned && user.volunteerStatus === 'approved' && c.status === 0;
}

/**
 * A campaign awaiting verification is seen only by its owner, its assigned volunteers and admins;
 * anyone else gets "not found", so its existence does not leak. `assigned`, when the caller read
 * it already, saves the look-up.
 */
export async function assertVisible(db: Db | Tx, c: CampaignRow | null, user: AuthUser | null, assigned?: boolean): Promise<CampaignRow> {
  if (!c) throw notFound(CampaignErr.notFound);
  if (c.status !== 0) return c;
  if (user && (c.ownerId === user.id || user.role === 'admin' || (assigned ?? (await isAssignedVolunteer(db, c.id, user.id))))) return c;
  throw notFound(CampaignErr.notFound);
}

/** The owner's changes (details, images, rewards) are allowed while awaiting or live, unsuspended. */
export function assertEditable(c: CampaignRow, user: AuthUser) {
  if (c.ownerId !== user.id) throw forbidden(CampaignErr.notOwner);
  if (c.status !== 0 && c.status !== 1) throw conflict(CampaignErr.notEditable);
  if (c.suspendedAt) throw conflict(CampaignErr.suspended);
}

export function assertOwner(c: CampaignRow, user: AuthUser) {
  if (c.ownerId !== user.id) throw forbidden(CampaignErr.notOwner);
}

/** Creating a campaign needs the identity information of /verify submitted (docs/design.md §6). */
export function assertMayCreate(user: AuthUser) {
  if (user.identityStatus !== 'submitted' && user.identityStatus !== 'approved') {
    throw new AppError(Code.FORBIDDEN, Msg.verifyBeforeCreate);
  }
}
