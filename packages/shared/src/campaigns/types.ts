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
  /** What the signed-in caller may do here (computed on the server). */
  viewer: {
    is_owner: boolean;
    is_assigned_volunteer: boolean;
    is_admin: boolean;
  };
}
