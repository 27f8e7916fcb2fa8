/** Business constants of spec section 9. Money is integer kobo everywhere (docs/design.md §4). */
export const KOBO_PER_NAIRA = 100;
export const COMMISSION_PERCENT = 5;
export const LIABILITY_CAP_NAIRA = 10_000;

export const PageSize = {
  explore: 6,
  organizations: 16,
  organizationCampaigns: 12,
  completedCampaigns: 10,
  homeSection: 3,
} as const;

/** First page of each list: explore starts at 1, the appending lists at 0. */
export const FirstPage = { explore: 1, organizations: 0, organizationCampaigns: 0, completedCampaigns: 0 } as const;

export const Limits = {
  summaryMax: 50,
  rewardTextMax: 50,
  commentMax: 240,
  donationAmountMinLength: 3,
  mobileMinLength: 11,
  passwordMin: 8,
  signinEmailMin: 4,
  orgPhoneMin: 8,
  orgPhoneMax: 11,
  homeDescriptionPreview: 200,
  galleryImages: 3,
  orgFeatureImages: 3,
} as const;

export const Delay = {
  redirectMs: 2000,
  confirmationMs: 3000,
  toastMs: 3000,
  settingsReloadMs: 500,
  statsStartMs: 2000,
  statsCountMs: 3000,
} as const;

export const PHONE_PREFIX = '+234';

export const CampaignStatus = {
  AWAITING_VERIFICATION: 0,
  ACTIVE: 1,
  CLOSED: 2,
  CLOSED_FOR_DONATIONS: 3,
  DELETED: 4,
} as const;
export type CampaignStatus = (typeof CampaignStatus)[keyof typeof CampaignStatus];

export const campaignStatusInfo: Record<CampaignStatus, { label: string; colour: string }> = {
  0: { label: 'This campaign is not yet verified', colour: 'orange' },
  1: { label: 'Campaign Live', colour: 'green' },
  2: { label: 'Campaign Closed', colour: 'blue' },
  3: { label: 'Closed for donations', colour: 'purple' },
  4: { label: 'Campaign Deleted', colour: 'red' },
};

export const CAMPAIGN_TYPES = ['Reward based', 'Non-reward based'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const REWARD_TYPES = ['Material', 'Non-material'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const LIST_TIMES = ['top', 'new', 'closing'] as const;
export type ListTime = (typeof LIST_TIMES)[number];
export const GENDERS = ['male', 'female'] as const;

/** The nine campaign categories with their tag colours. */
export const CAMPAIGN_CATEGORIES = [
  { name: 'Health', colour: '#e11d48' },
  { name: 'Finance', colour: '#0d9488' },
  { name: 'Support', colour: '#7c3aed' },
  { name: 'Business', colour: '#2563eb' },
  { name: 'Nonprofit', colour: '#16a34a' },
  { name: 'Emergency', colour: '#dc2626' },
  { name: 'Newlywed', colour: '#db2777' },
  { name: 'Family', colour: '#ea580c' },
  { name: 'Wishes', colour: '#ca8a04' },
] as const;
export const CAMPAIGN_CATEGORY_NAMES = CAMPAIGN_CATEGORIES.map((c) => c.name);

export const ORGANIZATION_TYPES = ['Profit', 'Non-Profit', 'Student Organisation', 'Government Owned'] as const;

export const ORGANIZATION_CATEGORIES = [
  'Medical',
  'Memorial',
  'Emergency',
  'Nonprofit',
  'Education',
  'Religion',
  'Business',
  'Sports',
  'Concert',
  'Reality Show',
  'Entertainment',
  'Community',
  'Competition',
  'Creative',
  'Event',
  'Faith',
  'Family',
  'Newlywed',
  'Travel',
  'Volunteer',
  'Wishes',
] as const;

/**
 * The spec's five accepted ID types (§5), with the NIN slip and the driver's licence many Nigerians
 * carry instead (issue 26).
 */
export const ID_TYPES = [
  'National ID',
  'NIN slip',
  "Voter's card",
  "Driver's licence",
  'Student ID',
  'International passport',
  'State bill receipt',
] as const;

export const ImagePrefix = { card: '363_232_', profile: '100_100_', avatar: '60_60_', original: '' } as const;
export type ImageSize = keyof typeof ImagePrefix;
export const IMAGE_VARIANTS = [
  { prefix: '363_232_', width: 363, height: 232 },
  { prefix: '100_100_', width: 100, height: 100 },
  { prefix: '60_60_', width: 60, height: 60 },
] as const;

/** Donation amount limits in naira (the maximum is ours: docs/design.md §4, docs/decisions). */
export const DONATION_MIN_NAIRA = 100;
export const DONATION_MAX_NAIRA = 10_000_000;
/** Campaign goal cap in naira (ours). */
export const GOAL_MAX_NAIRA = 1_000_000_000;

/**
 * How a campaign is funded (issue 25, docs/decisions/088-funding-modes-and-end-dates.md): all or
 * nothing (the spec's rule, the default) or keep what you raise.
 */
export const FUNDING_MODES = ['all_or_nothing', 'keep_what_you_raise'] as const;
export type FundingMode = (typeof FUNDING_MODES)[number];
/** A campaign with no end date chosen ends this many days after it goes live. */
export const END_DATE_DEFAULT_DAYS = 60;
/** An end date is at most this many days away (from the day it is chosen, and from going live). */
export const END_DATE_MAX_DAYS = 180;
/**
 * The least a goal may be, in naira (ours): the 5% commission is taken on the goal, so a goal of
 * ₦1 would carry ₦0.05 (docs/decisions/045-commission-floor.md).
 */
export const GOAL_MIN_NAIRA = 10_000;
