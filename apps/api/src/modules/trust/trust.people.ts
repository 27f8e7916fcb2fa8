import { inArray } from 'drizzle-orm';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { users } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import { toApiUser } from '../accounts/accounts.serialize.ts';

/** The users of a list, as the API shows users everywhere (the accounts module's serializer). */
export async function apiUsers(ctx: AppContext, ids: number[]): Promise<Map<number, ApiUser>> {
  const unique = [...new Set(ids.map(Number))];
  if (!unique.length) return new Map();
  const rows = await ctx.db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, toApiUser(r, ctx.media)]));
}

/** The name a person goes by: the organisation's name, or first and last name. */
export const nameOf = (u: {
  is_org?: boolean;
  isOrganization?: boolean;
  org_name?: string | null;
  organizationName?: string | null;
  first_name?: string;
  firstName?: string;
  last_name?: string;
  lastName?: string;
}) => {
  const isOrg = u.is_org ?? u.isOrganization ?? false;
  const org = u.org_name ?? u.organizationName ?? null;
  if (isOrg && org) return org;
  return `${u.first_name ?? u.firstName ?? ''} ${u.last_name ?? u.lastName ?? ''}`.trim();
};

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
