import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { ApiUser, EmailChangeSent, PasswordChanged } from '@ireti/shared/accounts/types';
import { fieldErrors } from '@ireti/shared/rules';
import {
  emailChangeSchema,
  orgPasswordChangeSchema,
  passwordChangeSchema,
  profileIndividualSchema,
  profileOrganizationSchema,
} from '@ireti/shared/accounts/schemas';
import type { z } from 'zod';
import type { Language } from '@ireti/shared/i18n';
import type { AppContext } from '../../context.ts';
import type { UserRow } from './accounts.schema.ts';
import type { Tx } from '../../db/client.ts';
import { revokeUserSessions } from './sessions.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { Code } from '@ireti/shared/status';
import { audit } from '../../lib/audit.ts';
import { AccountLimit, guard } from './limits.ts';
import { mail } from './accounts.mail.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { nigerianMobileE164 } from './phone.ts';
import * as repo from './repository.ts';
import { toApiUser } from './serialize.ts';
import { HOUR, passwordErrors, placeErrors, recipient, type Deps, type Meta } from './sign-in.service.ts';

/** Profile and account settings of a signed-in user: PUT /account, /account/image, /account/email, /account/password. */

function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (!r.success) throw invalid(fieldErrors(r.error));
  return r.data;
}

/** PUT /account: the individual or the organisation form, by the account's kind. */
export async function updateProfile({ ctx }: Deps, user: AuthUser, body: unknown, meta: Meta): Promise<ApiUser> {
  const { db, media } = ctx;
  let patch: repo.UserPatch;
  if (user.isOrganization) {
    const p = parseWith(profileOrganizationSchema, body);
    const mobile = nigerianMobileE164(p.organization_mobile);
    const secondary = nigerianMobileE164(p.secondary_mobile);
    const errors = {
      ...(mobile ? {} : { organization_mobile: AccountMsg.orgMobile }),
      ...(secondary ? {} : { secondary_mobile: AccountMsg.orgMobile }),
      ...(await placeErrors(db, p.state, p.lga)),
    };
    if (Object.keys(errors).length) throw invalid(errors);
    patch = {
      organizationName: p.organization_name,
      organizationType: p.organization_type,
      category: p.category,
      organizationMobile: mobile,
      secondaryMobile: secondary,
      mobile,
      organizationAddress: p.organization_address,
      stateId: p.state,
      lgaId: p.lga,
    };
  } else {
    const p = parseWith(profileIndividualSchema, body);
    const mobile = nigerianMobileE164(p.mobile);
    const errors = { ...(mobile ? {} : { mobile: AccountMsg.nigerianMobile }), ...(await placeErrors(db, p.state, p.lga)) };
    if (Object.keys(errors).length) throw invalid(errors);
    patch = {
      firstName: p.first_name,
      lastName: p.last_name,
      mobile,
      stateId: p.state,
      lgaId: p.lga,
      ...(p.gender ? { gender: p.gender } : {}),
    };
  }
  // A new number has to be confirmed again.
  if (patch.mobile !== user.mobile) patch.mobileVerifiedAt = null;
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, user.id, patch);
    await audit(tx, {
      actorId: user.id,
      action: 'account.profile.updated',
      subjectType: 'user',
      subjectId: user.id,
      data: { fields: Object.keys(patch) },
      ip: meta.ip,
    });
    return updated;
  });
  return toApiUser(row, media);
}

/**
 * PUT /account/language: the language the person chose for the site, e-mails and SMS (issue 17).
 * The schema of the route has checked it is one of ours.
 */
export async function setLanguage({ ctx }: Deps, user: AuthUser, language: Language, meta: Meta): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, user.id, { language });
    if (user.language !== language) {
      await audit(tx, {
        actorId: user.id,
        action: 'account.language.changed',
        subjectType: 'user',
        subjectId: user.id,
        data: { from: user.language ?? null, to: language },
        ip: meta.ip,
      });
    }
    return updated;
  });
}

/**
 * Stores a new image, points the user at it in one transaction, then removes the old one. If the
 * database write fails, the new file is removed again: nothing half-done is left behind.
 */
export async function replaceImage(
  ctx: AppContext,
  user: UserRow,
  save: () => Promise<string>,
  column: 'imageKey' | 'organizationFImg1' | 'organizationFImg2' | 'organizationFImg3' | 'relevantDoc',
  extra: (tx: Tx, current: UserRow) => Promise<repo.UserPatch> = async () => ({}),
  action = 'account.image.updated',
  meta: Meta = {},
): Promise<UserRow> {
  const key = await save();
  let result: { row: UserRow; old: string | null };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const current = (await repo.userById(tx, user.id))!;
      const row = await repo.updateUser(tx, user.id, { [column]: key, ...(await extra(tx, current)) });
      await audit(tx, { actorId: user.id, action, subjectType: 'user', subjectId: user.id, data: { column }, ip: meta.ip });
      return { row, old: current[column] };
    });
  } catch (err) {
    await ctx.media.remove(key).catch(() => {});
    throw err;
  }
  if (result.old && result.old !== key && !/^https?:/i.test(result.old)) await ctx.media.remove(result.old).catch(() => {});
  return result.row;
}

/** PUT /account/email: confirmed with the current password; it changes when the new address opens its link. */
export async function requestEmailChange(
  { ctx, limiter }: Deps,
  user: AuthUser,
  body: z.output<typeof emailChangeSchema>,
  meta: Meta,
): Promise<EmailChangeSent> {
  const { db, config } = ctx;
  await guard(limiter, `password-check:${user.id}`, AccountLimit.passwordCheckPerAccount);
  if (!(await verifyPassword(user.passwordHash, body.password))) throw invalid({ password: AccountMsg.wrongCurrentPassword });
  if (body.email === user.email.toLowerCase()) throw invalid({ email: AccountMsg.sameEmail });
  if (await repo.userByEmail(db, body.email))
    throw new AppError(Code.CONFLICT, AccountMsg.emailTaken, { errors: { email: AccountMsg.emailTaken } });
  await db.transaction(async (tx) => {
    await repo.retireTokens(tx, user.id, 'change_email');
    const token = await repo.issueToken(tx, user.id, 'change_email', 24 * HOUR, body.email);
    await ctx.notify.mail(tx, { email: body.email }, mail.changeEmail(recipient(user).name, `${config.publicUrl}/verify_email/${token}`));
    await ctx.notify.mail(tx, recipient(user), mail.emailChangeRequested(recipient(user).name, body.email));
    await audit(tx, {
      actorId: user.id,
      action: 'account.email.change_requested',
      subjectType: 'user',
      subjectId: user.id,
      data: { to: body.email },
      ip: meta.ip,
    });
  });
  return { pending_email: body.email };
}

/** PUT /account/password: individual (new_password) or organisation (password) field names. */
export async function changePassword({ ctx, limiter }: Deps, user: AuthUser, body: unknown, meta: Meta): Promise<PasswordChanged> {
  const isOrgShape = typeof body === 'object' && body !== null && 'password' in body;
  const p = isOrgShape ? parseWith(orgPasswordChangeSchema, body) : parseWith(passwordChangeSchema, body);
  const next = 'new_password' in p ? p.new_password : p.password;
  const nextField = isOrgShape ? 'password' : 'new_password';
  await guard(limiter, `password-check:${user.id}`, AccountLimit.passwordCheckPerAccount);
  if (!(await verifyPassword(user.passwordHash, p.current_password))) throw invalid({ current_password: AccountMsg.wrongCurrentPassword });
  if (next === p.current_password) throw invalid({ [nextField]: AccountMsg.samePassword });
  if (isCommonPassword(next)) throw invalid(passwordErrors(nextField, next));
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    // Other devices are signed out; this one stays signed in.
    await revokeUserSessions(tx, user.id, user.sessionId);
    await ctx.notify.mail(tx, recipient(user), mail.passwordChanged(recipient(user).name));
    await audit(tx, { actorId: user.id, action: 'account.password.changed', subjectType: 'user', subjectId: user.id, ip: meta.ip });
  });
  return { changed: true };
}
