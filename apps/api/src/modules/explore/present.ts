import { koboToNaira, percentOf, type FundingMode } from '@ireti/shared';
import type { CampaignCard, CampaignDetail, CampaignOwner, OwnerContact, SuccessStory } from '@ireti/shared/campaigns/types';
import {
  descriptionPreview,
  presentReward,
  type CampaignRow,
  type OwnerContactRow,
  type OwnerRow,
  type RewardRow,
} from '../campaigns/index.ts';
import type { MediaStore } from '../media/index.ts';
import { lgaName, stateName } from '../reference/index.ts';

/**
 * Row shapes → the API's campaign shapes (spec §3): naira, public ids, original image URLs. The
 * cards and the page show a campaign with its money, so they are explore's (decision 109).
 */
type Media = Pick<MediaStore, 'publicUrl'>;

/** What the list queries select (queries.ts `cardColumns`). */
export type CardRow = {
  id: number;
  public_id: string;
  title: string;
  summary: string;
  /** The start of the stored description (cardColumns), made into the card's plain-text preview. */
  description_head: string;
  image_key: string | null;
  category: string;
  type: 'Reward based' | 'Non-reward based';
  goal_kobo: number;
  pledged_kobo: number;
  /** When the total reached the goal (or donations closed with it met), as the money side marked it; null otherwise. */
  goal_reached_at: Date | string | null;
  status: number;
  suspended_at: Date | null;
  created_at: Date;
  owner_id: number;
  is_organization: boolean;
  organization_name: string | null;
  first_name: string;
  last_name: string;
  owner_image_key: string | null;
  /** Where the campaign is (0027_campaign_place.sql). */
  state_id: number | null;
  lga_id: number | null;
  /** People who gave (queries.ts `donorsOf`). */
  donors_count: number;
  /** How it is funded and when it ends (0051_funding_mode_and_end_date.sql). */
  funding_mode: FundingMode;
  ends_at: Date | string | null;
};

/** The e-mail, and the mobile only once its owner confirmed it by code. */
export const presentOwnerContact = (o: OwnerContactRow): OwnerContact => ({
  email: o.email,
  mobile: o.mobile && o.mobileVerifiedAt ? o.mobile : null,
});

export function presentOwner(media: Media, o: OwnerRow): CampaignOwner {
  return {
    _id: o.id,
    is_organization: o.isOrganization ? 1 : 0,
    organization_name: o.isOrganization ? o.organizationName : null,
    first_name: o.firstName,
    last_name: o.lastName,
    image_url: media.publicUrl(o.imageKey),
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The place as the spec shapes a user's (state with state_id, lga with local_id); null when unknown. */
export function presentPlace(stateId: number | null, lgaId: number | null): Pick<CampaignCard, 'state' | 'lga'> {
  const state = stateName(stateId);
  const lga = lgaName(lgaId);
  return {
    state: state ? { state_id: stateId!, name: state } : null,
    lga: lga ? { local_id: lgaId!, local_name: lga } : null,
  };
}

export function presentCard(media: Media, r: CardRow): CampaignCard {
  return {
    _id: r.id,
    campaign_id: r.public_id,
    title: r.title,
    summary: r.summary,
    description: descriptionPreview(r.description_head),
    imageUrl: media.publicUrl(r.image_key),
    category: r.category,
    types: r.type,
    amount: koboToNaira(r.goal_kobo),
    pledged: koboToNaira(r.pledged_kobo),
    percent: percentOf(r.pledged_kobo, r.goal_kobo),
    goal_reached: r.goal_reached_at !== null || Number(r.pledged_kobo) >= Number(r.goal_kobo),
    status: r.status as CampaignCard['status'],
    suspended: r.suspended_at !== null,
    created: iso(r.created_at)!,
    ...presentPlace(r.state_id, r.lga_id),
    donors_count: Number(r.donors_count),
    user: presentOwner(media, {
      id: r.owner_id,
      isOrganization: r.is_organization,
      organizationName: r.organization_name,
      firstName: r.first_name,
      lastName: r.last_name,
      imageKey: r.owner_image_key,
    }),
    funding_mode: r.funding_mode,
    ends_at: iso(r.ends_at),
  };
}

export function presentStory(media: Media, r: CardRow & { message: string | null; closed_at: Date | null }): SuccessStory {
  return { ...presentCard(media, r), message: r.message, closed_at: iso(r.closed_at) };
}

export function presentDetail(
  media: Media,
  c: CampaignRow,
  owner: OwnerRow,
  extra: {
    rewards: RewardRow[];
    donationsCount: number;
    donorsCount: number;
    /** What it has raised (payments' read model campaign_money). */
    pledgedKobo: number;
    /** When it reached its goal, null before (payments' read model campaign_money). */
    goalReachedAt: Date | string | null;
    viewer: CampaignDetail['viewer'];
    /** The owner's contact, when the viewer may have it (access.ts `mayContactOwner`). */
    contact: OwnerContactRow | null;
  },
): CampaignDetail {
  const card = presentCard(media, {
    id: c.id,
    public_id: c.publicId,
    title: c.title,
    summary: c.summary,
    description_head: '', // the page carries the whole description instead
    image_key: c.imageKey,
    category: c.category,
    type: c.type,
    goal_kobo: c.goalKobo,
    pledged_kobo: extra.pledgedKobo,
    goal_reached_at: extra.goalReachedAt,
    status: c.status,
    suspended_at: c.suspendedAt,
    created_at: c.createdAt,
    owner_id: owner.id,
    is_organization: owner.isOrganization,
    organization_name: owner.organizationName,
    first_name: owner.firstName,
    last_name: owner.lastName,
    owner_image_key: owner.imageKey,
    state_id: c.stateId,
    lga_id: c.lgaId,
    donors_count: extra.donorsCount,
    funding_mode: c.fundingMode,
    ends_at: c.endsAt,
  });
  return {
    ...card,
    description: c.descriptionHtml,
    affiliatedOrganization: c.affiliatedOrganization,
    imageUrl1: media.publicUrl(c.image1Key),
    imageUrl2: media.publicUrl(c.image2Key),
    imageUrl3: media.publicUrl(c.image3Key),
    message: c.message,
    messageUrl1: media.publicUrl(c.messageImage1Key),
    messageUrl2: media.publicUrl(c.messageImage2Key),
    rewards: extra.rewards.map(presentReward),
    donations_count: extra.donationsCount,
    verified_at: iso(c.verifiedAt),
    donations_closed_at: iso(c.donationsClosedAt),
    closed_at: iso(c.closedAt),
    submitted_at: iso(c.submittedAt),
    viewer: extra.viewer,
    owner_contact: extra.contact ? presentOwnerContact(extra.contact) : null,
  };
}
