/** Campaign shapes as the API returns them (spec §3). Money in naira (numbers), ids as strings. */
export interface CampaignOwner {
  _id: number;
  is_organization: 0 | 1;
  organization_name: string | null;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

export interface RewardItem {
  _id: number;
  /** Donation amount in naira that earns the reward. */
  donation: number;
  rewardType: 'Material' | 'Non-material';
  reward: string;
}

/** What a list shows (explore, home, organisation page, profile). */
export interface CampaignCard {
  _id: number;
  /** Public id, lower-case: /campaign/{campaign_id}. */
  campaign_id: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  category: string;
  types: 'Reward based' | 'Non-reward based';
  /** Goal in naira. */
  amount: number;
  /** Raised in naira (confirmed donations less refunds). */
  pledged: number;
  /** Percent of goal, at most 100. */
  percent: number;
  status: 0 | 1 | 2 | 3 | 4;
  suspended: boolean;
  created: string;
  user: CampaignOwner;
}

export interface CampaignDetail extends CampaignCard {
  description: string;
  affiliatedOrganization: string | null;
  imageUrl1: string | null;
  imageUrl2: string | null;
  imageUrl3: string | null;
  message: string | null;
  messageUrl1: string | null;
  messageUrl2: string | null;
  rewards: RewardItem[];
  /** Number of confirmed donations. */
  donations_count: number;
  /** True once confirmed donations reached the goal (the owner may then claim the funds). */
  goal_reached: boolean;
  /** When the campaign went live, closed for donations and closed (ISO strings or null). */
  verified_at: string | null;
  donations_closed_at: string | null;
  closed_at: string | null;
  /** What the signed-in caller may do here (computed on the server). */
  viewer: {
    is_owner: boolean;
    is_assigned_volunteer: boolean;
    is_admin: boolean;
  };
}

/** The spec's paged list (GET /campaigns/all): pages start at 1. */
export interface PagedList<T> {
  transactions: T[];
  total_pages: number;
  total_records: number;
  current_page: number;
}

/** A success story (GET /campaigns/closed): a closed campaign with its thank-you message. */
export interface SuccessStory extends CampaignCard {
  message: string | null;
  closed_at: string | null;
}

/** GET /campaigns/closed: pages start at 0. */
export interface ClosedCampaigns {
  campaigns: SuccessStory[];
  total_pages: number;
}

/** GET /campaigns (the signed-in user's campaigns) with the profile's side totals. */
export interface MyCampaigns {
  campaigns: CampaignCard[];
  totals: {
    campaigns: number;
    /** Confirmed donations received by these campaigns. */
    donations: number;
    /** Donor comments left with those donations. */
    comments: number;
    /** Naira raised across these campaigns. */
    raised: number;
  };
}

/** GET /campaigns/total/number and GET /donations/total/number (spec §3 Stats). */
export interface CampaignStats {
  total_donations: number;
  total_campaigns: number;
  total_closed: number;
}

/** Reply of an image upload on a campaign (PUT /image/upload…). */
export interface CampaignImages {
  /** URL of the image just stored (original size). */
  url: string;
  imageUrl: string | null;
  imageUrl1: string | null;
  imageUrl2: string | null;
  imageUrl3: string | null;
}

/** Reply of a thank-you image upload (PUT /image/message…). */
export interface ThankYouImages {
  url: string;
  messageUrl1: string | null;
  messageUrl2: string | null;
}

/** Reply of an editor image upload (/pdf/uploadImage). */
export interface EditorImage {
  url: string;
}

/** GET /reward/{campaignId}. */
export interface CampaignRewards {
  rewards: RewardItem[];
}
