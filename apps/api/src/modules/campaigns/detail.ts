import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { personCards, personContacts } from '../accounts/index.ts';
import { campaigns, type CampaignRow } from './campaigns.schema.ts';
import { campaignKeyOf, mayBeNumericId } from './ids.ts';

/**
 * The campaign page's own part, as campaigns holds it: the campaign row, its owner and whether
 * the viewer is one of its vetters, in one query. What changes with gifts (the total, donors,
 * donations, reward units taken) is payments' and is added above, by explore (decision 109).
 */
export interface OwnerRow {
  id: number;
  isOrganization: boolean;
  organizationName: string | null;
  firstName: string;
  lastName: string;
  imageKey: string | null;
}

/** The owner's account contact, as the campaign page query reads it from accounts' person_contacts. */
export interface OwnerContactRow {
  email: string;
  mobile: string | null;
  mobileVerifiedAt: Date | null;
}

/** What the campaign page shows of campaigns besides the campaign row. */
export interface OwnParts {
  owner: OwnerRow & OwnerContactRow;
  /** The viewer is one of the volunteers assigned to vet the campaign. */
  assigned: boolean;
}

/** The owner and the viewer's assignment, as columns of one row. */
const ownParts = (viewerId: number | null) => ({
  owner: {
    id: personCards.id,
    isOrganization: personCards.isOrganization,
    organizationName: personCards.organizationName,
    firstName: personCards.firstName,
    lastName: personCards.lastName,
    imageKey: personCards.imageKey,
    // only presented to the viewers access.ts `mayContactOwner` allows
    email: personContacts.email,
    mobile: personContacts.mobile,
    mobileVerifiedAt: personContacts.mobileVerifiedAt,
  },
  assigned:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from campaign_vetters a where a.campaign_id = ${campaigns.id} and a.volunteer_id = ${viewerId})`,
});

/**
 * GET /campaign/{id} in one query: the campaign `id` names (its public id first, else its numeric
 * _id, as ids.ts `findCampaignByAnyId`) with its owner and the viewer's assignment.
 */
export async function campaignDetail(
  db: Db | Tx,
  id: string,
  viewerId: number | null,
): Promise<(OwnParts & { campaign: CampaignRow }) | null> {
  const key = campaignKeyOf(id);
  if (!key) return null;
  const numeric = mayBeNumericId(key);
  const [row] = await db
    .select({ campaign: campaigns, ...ownParts(viewerId) })
    .from(campaigns)
    .innerJoin(personCards, eq(personCards.id, campaigns.ownerId))
    .innerJoin(personContacts, eq(personContacts.id, campaigns.ownerId))
    .where(numeric ? or(eq(campaigns.publicId, key), eq(campaigns.id, Number(key))) : eq(campaigns.publicId, key))
    .orderBy(...(numeric ? [desc(sql`${campaigns.publicId} = ${key}`)] : []))
    .limit(1);
  return row ?? null;
}

/** The page's own parts for a campaign already in hand (after a change), in one query. */
export async function detailPartsOf(db: Db | Tx, campaignId: number, viewerId: number | null): Promise<OwnParts> {
  const [row] = await db
    .select(ownParts(viewerId))
    .from(campaigns)
    .innerJoin(personCards, eq(personCards.id, campaigns.ownerId))
    .innerJoin(personContacts, eq(personContacts.id, campaigns.ownerId))
    .where(eq(campaigns.id, campaignId));
  return row!;
}
