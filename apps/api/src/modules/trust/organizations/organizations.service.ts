import { sql } from 'drizzle-orm';
import { Msg } from '@ireti/shared/messages';
import type { OrganizationCampaignsPage, OrganizationDetail, OrganizationItem, OrganizationsPage } from '@ireti/shared/trust/types';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { selectCards, toCard } from '../cards.ts';
import { countRows } from '../lists.ts';

/**
 * Verified organisations (spec §2, §7): organisation accounts whose identity information an admin
 * approved, with an e-mail verified — the accounts module's read model verified_organizations.
 * Listed by name; each page of 16 starts at page 0.
 */
/** What the public sees of an organisation's campaigns: live or closed, never suspended. */
const PUBLIC_CAMPAIGN = sql`c.status in (1, 2, 3) and c.suspended_at is null`;

interface OrgRow {
  id: number;
  email: string;
  organization_name: string | null;
  organization_type: string | null;
  category: string | null;
  organization_address: string | null;
  organization_mobile: string | null;
  image_key: string | null;
  organization_f_img_1: string | null;
  organization_f_img_2: string | null;
  organization_f_img_3: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  state: string | null;
}

const orgColumns = sql`u.id, u.email, u.organization_name, u.organization_type, u.category, u.organization_address, u.organization_mobile,
  u.image_key, u.organization_f_img_1, u.organization_f_img_2, u.organization_f_img_3, u.facebook, u.twitter, u.instagram, s.name as state`;

function toOrg(r: OrgRow, ctx: AppContext): OrganizationItem {
  const url = (k: string | null) => ctx.media.publicUrl(k);
  return {
    _id: Number(r.id),
    organization_name: r.organization_name ?? '',
    image_url: url(r.image_key),
    organization_type: r.organization_type,
    category: r.category,
    organization_address: r.organization_address,
    organization_email: r.email,
    email: r.email,
    organization_f_img_1: url(r.organization_f_img_1),
    organization_f_img_2: url(r.organization_f_img_2),
    organization_f_img_3: url(r.organization_f_img_3),
    facebook: r.facebook,
    twitter: r.twitter,
    instagram: r.instagram,
    state: r.state,
  };
}

export async function listOrganizations(
  ctx: AppContext,
  q: { page: number; per_page: number; category?: string },
  db: Db = ctx.db,
): Promise<OrganizationsPage> {
  const where = q.category ? sql`u.category = ${q.category}` : sql`true`;
  const n = await countRows(db, sql`verified_organizations u where ${where}`);
  const rows = (
    await db.execute<OrgRow & Record<string, unknown>>(sql`
      select ${orgColumns} from verified_organizations u left join state_names s on s.id = u.state_id
      where ${where} order by lower(u.organization_name), u.id limit ${q.per_page} offset ${q.page * q.per_page}`)
  ).rows;
  return { organizations: rows.map((r) => toOrg(r, ctx)), total_pages: Math.ceil(n / q.per_page) };
}

export async function getOrganization(ctx: AppContext, id: number, db: Db = ctx.db): Promise<OrganizationDetail> {
  const [row] = (
    await db.execute<OrgRow & { campaigns: number } & Record<string, unknown>>(sql`
      select ${orgColumns}, (select count(*)::int from campaign_facts c where c.owner_id = u.id and ${PUBLIC_CAMPAIGN}) as campaigns
      from verified_organizations u left join state_names s on s.id = u.state_id where u.id = ${id}`)
  ).rows;
  if (!row) throw notFound(Msg.noOrgData);
  return { ...toOrg(row, ctx), organization_mobile: row.organization_mobile, campaigns_count: Number(row.campaigns) };
}

export async function organizationCampaigns(
  ctx: AppContext,
  id: number,
  q: { page: number; per_page: number },
  db: Db = ctx.db,
): Promise<OrganizationCampaignsPage> {
  const [org] = (await db.execute<{ id: number }>(sql`select u.id from verified_organizations u where u.id = ${id}`)).rows;
  if (!org) throw notFound(Msg.noOrgData);
  const where = sql`c.owner_id = ${id} and ${PUBLIC_CAMPAIGN}`;
  const n = await countRows(db, sql`campaign_facts c where ${where}`);
  // Live campaigns first (they can still take donations), then the closed ones; newest first.
  const rows = await selectCards(db, where, sql`(c.status = 1) desc, c.created_at desc, c.id desc`, q.per_page, q.page * q.per_page);
  return { transactions: rows.map((r) => toCard(r, ctx.media)), total_pages: Math.ceil(n / q.per_page) };
}
