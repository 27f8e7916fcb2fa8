import { sql } from 'drizzle-orm';
import type { AdminUserSummary } from '@ireti/shared/trust/types';
import type { MediaStore } from '../media/media.types.ts';

/**
 * The few user fields the trust lists show. Selected with `personColumns(alias)` (the user joined
 * to its state and LGA names) and turned into the API shape by `toSummary`.
 */
export interface PersonRow {
  p_id: number;
  p_email: string;
  p_first_name: string;
  p_last_name: string;
  p_org_name: string | null;
  p_is_org: boolean;
  p_mobile: string | null;
  p_image_key: string | null;
  p_state: string | null;
  p_lga: string | null;
}

/** Columns of user `u` as p_*; the query must join `states ps` and `lgas pl` (see personJoins). */
export const personColumns = (u: string) =>
  sql.raw(`${u}.id as p_id, ${u}.email as p_email, ${u}.first_name as p_first_name, ${u}.last_name as p_last_name,
    ${u}.organization_name as p_org_name, ${u}.is_organization as p_is_org, ${u}.mobile as p_mobile, ${u}.image_key as p_image_key,
    ps.name as p_state, pl.name as p_lga`);

export const personJoins = (u: string) => sql.raw(`left join states ps on ps.id = ${u}.state_id left join lgas pl on pl.id = ${u}.lga_id`);

export function toSummary(r: PersonRow, media: MediaStore): AdminUserSummary {
  return {
    _id: Number(r.p_id),
    email: r.p_email,
    first_name: r.p_first_name,
    last_name: r.p_last_name,
    organization_name: r.p_org_name,
    is_organization: r.p_is_org ? 1 : 0,
    mobile: r.p_mobile,
    image_url: media.publicUrl(r.p_image_key),
    state: r.p_state,
    lga: r.p_lga,
  };
}

/** The name a person goes by: the organisation's name, or first and last name. */
export const nameOf = (u: { is_org?: boolean; isOrganization?: boolean; org_name?: string | null; organizationName?: string | null; first_name?: string; firstName?: string; last_name?: string; lastName?: string }) => {
  const isOrg = u.is_org ?? u.isOrganization ?? false;
  const org = u.org_name ?? u.organizationName ?? null;
  if (isOrg && org) return org;
  return `${u.first_name ?? u.firstName ?? ''} ${u.last_name ?? u.lastName ?? ''}`.trim();
};

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
