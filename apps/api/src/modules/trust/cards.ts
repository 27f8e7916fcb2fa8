import { sql, type SQL } from 'drizzle-orm';
import type { CampaignCard } from '@ireti/shared/campaigns/types';
import type { Db, Tx } from '../../db/client.ts';
import type { MediaStore } from '../media/index.ts';
import { presentCard, type CardRow } from '../explore/index.ts';
import { isAssignedVolunteer } from './vetting/assignments.service.ts';

/**
 * Campaign cards for the trust lists (an organisation's campaigns, what a volunteer verified):
 * selected here, presented as the public lists present them (explore's presentCard: naira, percent
 * capped at 100).
 */
export type { CardRow };

/**
 * A card's columns, from campaigns' read model campaign_facts (c), the money side's campaign_money
 * (m: the total, the goal's mark, the donors; decision 109) and the owner's card, person_cards (o).
 */
export const cardColumns = sql`c.id, c.public_id, c.title, c.summary, c.image_key, c.category, c.type, c.goal_kobo,
  coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, m.goal_reached_at, c.status, c.suspended_at, c.created_at, c.description_head, c.owner_id,
  o.is_organization, o.organization_name, o.first_name, o.last_name, o.image_key as owner_image_key, c.state_id, c.lga_id, c.funding_mode, c.ends_at,
  coalesce(m.donors_count, 0) as donors_count`;

/** The public lists' own presenter (explore), so a card looks the same on every list. */
export const toCard = (r: CardRow, media: MediaStore): CampaignCard =>
  presentCard(media, { ...r, id: Number(r.id), owner_id: Number(r.owner_id) });

/** Cards matching `where` (over campaign_facts c joined to their owner's card, person_cards o). */
export async function selectCards(db: Db | Tx, where: SQL, order: SQL, limit: number, offset = 0): Promise<CardRow[]> {
  const res = await db.execute<CardRow>(sql`
    select ${cardColumns} from campaign_facts c join person_cards o on o.id = c.owner_id left join campaign_money m on m.campaign_id = c.id
    where ${where} order by ${order} limit ${limit} offset ${offset}`);
  return res.rows;
}

/** A campaign by its public id (any case), or by its numeric _id. */
export async function findCampaign(db: Db | Tx, id: string) {
  const key = id.trim().toLowerCase();
  const res = await db.execute<{
    id: number;
    public_id: string;
    owner_id: number;
    status: number;
    suspended_at: Date | null;
    title: string;
  }>(
    /^\d{1,15}$/.test(key)
      ? sql`select id, public_id, owner_id, status, suspended_at, title from campaign_facts where id = ${Number(key)} or public_id = ${key} order by (public_id = ${key}) desc limit 1`
      : sql`select id, public_id, owner_id, status, suspended_at, title from campaign_facts where public_id = ${key} limit 1`,
  );
  const row = res.rows[0];
  return row ? { ...row, id: Number(row.id), owner_id: Number(row.owner_id) } : null;
}

/**
 * A campaign awaiting verification is seen only by its owner, its volunteers and admins (as on
 * its page); to anyone else it does not exist.
 */
export async function visibleTo(
  db: Db | Tx,
  c: { id: number; owner_id: number; status: number },
  user: { id: number; role: string } | null,
) {
  if (c.status === 4) return false;
  if (c.status !== 0) return true;
  if (!user) return false;
  return c.owner_id === user.id || user.role === 'admin' || (await isAssignedVolunteer(db, c.id, user.id));
}
