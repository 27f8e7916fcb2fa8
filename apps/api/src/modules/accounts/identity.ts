import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { ApiUser } from '@ireti/shared/accounts/types';
import type { verificationSchema } from '@ireti/shared/accounts/schemas';
import type { z } from 'zod';
import type { AuthUser } from '../../lib/auth-user.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import * as repo from './repository.ts';
import { toApiUser } from './serialize.ts';
import type { Deps, Meta } from './sign-in.service.ts';
import { replaceImage } from './settings.ts';

/**
 * Identity information of /verify (docs/design.md §6): the profile photo or logo, an organisation's
 * three featured images, the private identity document, socials and a reference person.
 * Submitting it completely sets identity_status to 'submitted' — what creating a campaign needs;
 * an admin's approval (the trust module) makes it 'approved'.
 */
const FEATURE_COLUMNS = { 1: 'organizationFImg1', 2: 'organizationFImg2', 3: 'organizationFImg3' } as const;

/** PUT /account/image and PUT /account/imageverification[/0-3]: 0 is the photo (or logo), 1–3 the featured images. */
export async function uploadImage({ ctx }: Deps, user: AuthUser, n: 0 | 1 | 2 | 3, bytes: Buffer, meta: Meta): Promise<ApiUser> {
  if (n !== 0 && !user.isOrganization) throw forbidden('Only organisations have featured images');
  const column = n === 0 ? 'imageKey' : FEATURE_COLUMNS[n];
  const folder = n === 0 ? 'avatars' : 'organizations';
  const row = await replaceImage(
    ctx,
    user,
    async () => (await ctx.media.saveImage(bytes, { folder })).key,
    column,
    undefined,
    n === 0 ? 'account.image.updated' : 'account.feature_image.updated',
    meta,
  );
  return toApiUser(row, ctx.media);
}

/**
 * POST /account/verification/file: the identity document (an image or a PDF), stored privately.
 * A new document for an approved identity sends it back for review.
 */
export async function uploadDocument({ ctx }: Deps, user: AuthUser, bytes: Buffer, meta: Meta): Promise<ApiUser> {
  const row = await replaceImage(
    ctx,
    user,
    async () => (await ctx.media.saveDocument(bytes, { folder: 'identity' })).key,
    'relevantDoc',
    async (_tx, current) => (current.identityStatus === 'approved' ? { identityStatus: 'submitted' } : {}),
    'account.document.updated',
    meta,
  );
  return toApiUser(row, ctx.media);
}

/** The images the form needs, as the spec's red labels name them. */
function missingImages(u: AuthUser): Record<string, string> {
  const out: Record<string, string> = {};
  if (u.isOrganization) {
    if (!u.imageKey) out.image_url = AccountMsg.logoRequired;
    if (!u.organizationFImg1) out.organization_f_img_1 = AccountMsg.featuredImage(1);
    if (!u.organizationFImg2) out.organization_f_img_2 = AccountMsg.featuredImage(2);
    if (!u.organizationFImg3) out.organization_f_img_3 = AccountMsg.featuredImage(3);
    if (!u.relevantDoc) out.relevant_doc = AccountMsg.idRequired;
  } else if (!u.imageKey && !u.relevantDoc) {
    out.relevant_doc = AccountMsg.idRequired;
  }
  return out;
}

type Ref = { first_name: string; last_name: string; email: string; mobile: string };
const sameRef = (a: Ref | null, b: Ref) =>
  !!a && a.first_name === b.first_name && a.last_name === b.last_name && a.email === b.email && a.mobile === b.mobile;

/** PUT /account/verification. */
export async function submitVerification(
  { ctx }: Deps,
  user: AuthUser,
  body: z.output<typeof verificationSchema>,
  meta: Meta,
): Promise<ApiUser> {
  const errors = missingImages(user);
  if (user.relevantDoc && !body.id_type && !user.idType) errors.id_type = AccountMsg.idTypeRequired;
  if (Object.keys(errors).length) throw invalid(errors);
  const ref = {
    first_name: body.user_ref.first_name,
    last_name: body.user_ref.last_name,
    email: body.user_ref.email,
    mobile: body.user_ref.mobile,
  };
  // An approved identity stays approved when only the socials change; a new reference person is reviewed again.
  const status = user.identityStatus === 'approved' && sameRef(user.userRef, ref) ? 'approved' : 'submitted';
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, user.id, {
      facebook: body.facebook,
      twitter: body.twitter,
      instagram: body.instagram,
      userRef: ref,
      idType: body.id_type ?? user.idType,
      identityStatus: status,
      identityNote: status === 'submitted' ? null : user.identityNote,
    });
    await audit(tx, {
      actorId: user.id,
      action: 'account.identity.submitted',
      subjectType: 'user',
      subjectId: user.id,
      data: { status, previous: user.identityStatus },
      ip: meta.ip,
    });
    return updated;
  });
  return toApiUser(row, ctx.media);
}
