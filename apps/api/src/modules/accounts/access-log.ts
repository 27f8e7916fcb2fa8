import { desc, eq, sql } from 'drizzle-orm';
import {
  isPrivateReason,
  PRIVATE_REASON,
  SecondFactorMsg as M,
  type AccessLog,
  type PrivateViewKind,
} from '@ireti/shared/accounts/second-factor';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { invalid } from '../../lib/errors.ts';
import { privateViews, users } from './accounts.schema.ts';

/**
 * Who saw my ID (issue 28, docs/decisions/086-second-factor-and-access-log.md): every view or
 * download of a person's private document or detail by anyone but its owner is written here — who,
 * what, when, why — and shown to the owner in Settings. The module serving the document calls
 * `privateViewReason` before it reads anything (an administrator must give a reason; a view without
 * one is refused and recorded nowhere), then `recordPrivateView` once it is sure to serve it.
 */

/** The reason a viewer gives: required of administrators; a volunteer's is the automatic one given. */
export function privateViewReason(viewer: AuthUser, given: string | undefined, automatic?: string): string {
  const reason = given?.trim() ?? '';
  if (isPrivateReason(reason)) return reason.slice(0, PRIVATE_REASON.max);
  if (viewer.role !== 'admin' && automatic) return automatic;
  throw invalid({ reason: M.reasonRequired }, M.reasonRequired);
}

export async function recordPrivateView(
  db: Db | Tx,
  v: { ownerId: number; viewer: AuthUser; what: PrivateViewKind; reason: string; subject?: string },
) {
  if (v.ownerId === v.viewer.id) return;
  await db.insert(privateViews).values({
    ownerId: v.ownerId,
    viewerId: v.viewer.id,
    viewerRole: v.viewer.role === 'admin' ? 'admin' : v.viewer.volunteerStatus === 'approved' ? 'volunteer' : 'other',
    what: v.what,
    subject: v.subject ?? null,
    reason: v.reason,
  });
}

/** The owner's log, newest first. The viewer is named by first name (or organisation name) only. */
export async function accessLogOf(db: Db, ownerId: number, page: number, perPage: number): Promise<AccessLog> {
  const rows = await db
    .select({
      id: privateViews.id,
      firstName: users.firstName,
      orgName: users.organizationName,
      role: privateViews.viewerRole,
      what: privateViews.what,
      reason: privateViews.reason,
      at: privateViews.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(privateViews)
    .innerJoin(users, eq(users.id, privateViews.viewerId))
    .where(eq(privateViews.ownerId, ownerId))
    .orderBy(desc(privateViews.createdAt), desc(privateViews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    views: rows.map((r) => ({
      id: r.id,
      viewer_name: r.firstName || r.orgName || '',
      viewer_role: r.role,
      what: r.what,
      reason: r.reason,
      at: r.at.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}
