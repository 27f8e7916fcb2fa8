import { sql } from 'drizzle-orm';
import type { AdminIdentityItem, AdminPage } from '@ireti/shared/trust/types';
import type { AppContext } from '../../../context.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { audit } from '../../../lib/audit.ts';
import { identityFiles, lockAccount, recordPrivateView, setIdentityDecision, type IdentityFiles } from '../../accounts/index.ts';
import { adminPage, countRows } from '../lists.ts';
import { letter } from '../trust.mail.ts';
import { iso, listedPeople, nameOf, type Reveal } from '../people.ts';

/**
 * The identity information of /verify (docs/design.md §6) in the admins' queue: an admin approves
 * (the badge becomes VERIFIED, claiming funds is allowed, an organisation is listed among the
 * verified organisations) or rejects with a reason the user is e-mailed.
 */
export const IdentityMsg = {
  notFound: 'User not found',
  notSubmitted: 'There is no identity information waiting for a decision',
  noDocument: 'There is no such document',
} as const;

const filters = {
  submitted: sql`u.identity_status = 'submitted'`,
  approved: sql`u.identity_status = 'approved'`,
  rejected: sql`u.identity_status = 'rejected'`,
  all: sql`u.identity_status <> 'none'`,
} as const;
export type IdentityFilter = keyof typeof filters;

/** The stored files of the verification: pictures shown in the page, documents only through the admin route. */
const FILES = [
  { column: 'relevant_doc', kind: 'relevant_doc', label: 'Identification document' },
  { column: 'image_key', kind: 'image', label: 'Profile picture or logo' },
  { column: 'organization_f_img_1', kind: 'feature_1', label: 'First featured image' },
  { column: 'organization_f_img_2', kind: 'feature_2', label: 'Second featured image' },
  { column: 'organization_f_img_3', kind: 'feature_3', label: 'Third featured image' },
] as const;
export const IDENTITY_FILE_KINDS = FILES.map((f) => f.kind) as unknown as readonly [string, ...string[]];

export async function listIdentity(
  ctx: AppContext,
  status: IdentityFilter,
  page: number,
  perPage: number,
  reveal: Reveal = null,
): Promise<AdminPage<AdminIdentityItem>> {
  const where = filters[status];
  const n = await countRows(ctx.db, sql`person_roles u where ${where}`);
  const rows = (
    await ctx.db.execute<{ id: number; identity_note: string | null; updated_at: Date }>(sql`
      select u.id, u.identity_note, u.updated_at from person_roles u
      where ${where}
      order by u.updated_at ${status === 'submitted' ? sql`asc` : sql`desc`}, u.id
      limit ${perPage} offset ${(page - 1) * perPage}`)
  ).rows;
  const shown = await listedPeople(
    ctx,
    rows.map((r) => r.id),
    reveal,
    'identity_details',
    () => 'identity review list',
  );
  const transactions = rows.map((r): AdminIdentityItem => {
    const user = shown.get(Number(r.id))!;
    const images = [
      { label: user.is_organization ? 'Logo' : 'Profile picture', url: user.image_url },
      { label: 'First featured image', url: user.organization_f_img_1 },
      { label: 'Second featured image', url: user.organization_f_img_2 },
      { label: 'Third featured image', url: user.organization_f_img_3 },
    ].filter((i): i is { label: string; url: string } => !!i.url);
    return {
      user,
      identity_status: user.identity_status,
      identity_note: r.identity_note,
      images,
      // Never a URL: the admin fetches it through /admin/identity/{id}/documents/relevant_doc.
      documents: user.relevant_doc ? [{ label: 'Identification document', kind: 'relevant_doc' }] : [],
      submitted_at: iso(r.updated_at)!,
    };
  });
  return adminPage(transactions, n, page, perPage);
}

/** The stored key of one verification file of a user (for the admin's private document route). */
/** The key of a verification file; the view is recorded in its owner's access log (docs/decisions/086). */
export async function identityFileKey(ctx: AppContext, admin: AuthUser, userId: number, kind: string, reason: string): Promise<string> {
  const u = await identityFiles(ctx.db, userId);
  if (!u) throw notFound(IdentityMsg.notFound);
  const f = FILES.find((x) => x.kind === kind);
  const key = f ? fileOf(u, f.column) : null;
  if (!key) throw notFound(IdentityMsg.noDocument);
  await recordPrivateView(ctx.db, {
    ownerId: u.id,
    viewer: admin,
    what: f!.column === 'relevant_doc' ? 'id_document' : 'identity_file',
    subject: `identity ${kind}`,
    reason,
  });
  return key;
}

function fileOf(u: IdentityFiles, column: (typeof FILES)[number]['column']): string | null {
  switch (column) {
    case 'relevant_doc':
      return u.relevantDoc;
    case 'image_key':
      return u.imageKey;
    case 'organization_f_img_1':
      return u.organizationFImg1;
    case 'organization_f_img_2':
      return u.organizationFImg2;
    case 'organization_f_img_3':
      return u.organizationFImg3;
  }
}

export async function decideIdentity(
  ctx: AppContext,
  admin: AuthUser,
  userId: number,
  input: { decision: 'approved' | 'rejected'; reason: string },
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    const u = await lockAccount(tx, userId);
    if (!u) throw notFound(IdentityMsg.notFound);
    if (u.identityStatus !== 'submitted') throw conflict(IdentityMsg.notSubmitted);
    const approved = input.decision === 'approved';
    await setIdentityDecision(tx, userId, { status: input.decision, note: approved ? null : input.reason });
    await audit(tx, {
      actorId: admin.id,
      action: approved ? 'identity.approved' : 'identity.rejected',
      subjectType: 'user',
      subjectId: userId,
      data: approved ? { organization: u.isOrganization } : { organization: u.isOrganization, reason: input.reason },
      ip,
    });
    const base = ctx.config.publicUrl;
    const name = nameOf(u);
    if (approved) {
      await ctx.notify.mail(tx, { email: u.email }, (t) => ({
        subject: t(u.isOrganization ? 'trust.identity.verified.orgSubject' : 'trust.identity.verified.accountSubject'),
        text: letter(
          t,
          name,
          t(u.isOrganization ? 'trust.identity.verified.orgBody' : 'trust.identity.verified.accountBody'),
          u.isOrganization
            ? t('trust.identity.verified.orgListed', { url: `${base}/verified_org_campaigns/${u.id}` })
            : t('trust.identity.verified.profile', { url: `${base}/profile` }),
        ),
        links: u.isOrganization ? [`${base}/verified_org_campaigns/${u.id}`] : [`${base}/profile`],
      }));
    } else {
      await ctx.notify.mail(tx, { email: u.email }, (t) => ({
        subject: t('trust.identity.rejected.subject'),
        text: letter(
          t,
          name,
          t(u.isOrganization ? 'trust.identity.rejected.orgBody' : 'trust.identity.rejected.accountBody'),
          t('common.reason', { reason: input.reason }),
          t('trust.identity.rejected.sendAgain', { url: `${base}/verify` }),
        ),
        links: [`${base}/verify`],
      }));
    }
    return { user_id: userId, identity_status: input.decision };
  });
}
