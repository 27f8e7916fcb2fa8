// ../../packages/shared/src/constants.ts
var LIABILITY_CAP_NAIRA = 1e4;
var PageSize = {
  explore: 6,
  organizations: 16,
  organizationCampaigns: 12,
  completedCampaigns: 10,
  homeSection: 3,
};
/** First page of each list: explore starts at 1, the appending lists at 0. */
var FirstPage = {
  explore: 1,
  organizations: 0,
  organizationCampaigns: 0,
  completedCampaigns: 0,
};
var Limits = {
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
};
var Delay = {
  redirectMs: 2e3,
  confirmationMs: 3e3,
  toastMs: 3e3,
  settingsReloadMs: 500,
  statsStartMs: 2e3,
  statsCountMs: 3e3,
};
var PHONE_PREFIX = '+234';
var CampaignStatus = {
  AWAITING_VERIFICATION: 0,
  ACTIVE: 1,
  CLOSED: 2,
  CLOSED_FOR_DONATIONS: 3,
  DELETED: 4,
};
var campaignStatusInfo = {
  0: {
    label: 'This campaign is not yet verified',
    colour: 'orange',
  },
  1: {
    label: 'Campaign Live',
    colour: 'green',
  },
  2: {
    label: 'Campaign Closed',
    colour: 'blue',
  },
  3: {
    label: 'Closed for donations',
    colour: 'purple',
  },
  4: {
    label: 'Campaign Deleted',
    colour: 'red',
  },
};
var CAMPAIGN_TYPES = ['Reward based', 'Non-reward based'];
var REWARD_TYPES = ['Material', 'Non-material'];
var LIST_TIMES = ['top', 'new', 'closing'];
var GENDERS = ['male', 'female'];
/** The nine campaign categories with their tag colours. */
var CAMPAIGN_CATEGORIES = [
  {
    name: 'Health',
    colour: '#e11d48',
  },
  {
    name: 'Finance',
    colour: '#0d9488',
  },
  {
    name: 'Support',
    colour: '#7c3aed',
  },
  {
    name: 'Business',
    colour: '#2563eb',
  },
  {
    name: 'Nonprofit',
    colour: '#16a34a',
  },
  {
    name: 'Emergency',
    colour: '#dc2626',
  },
  {
    name: 'Newlywed',
    colour: '#db2777',
  },
  {
    name: 'Family',
    colour: '#ea580c',
  },
  {
    name: 'Wishes',
    colour: '#ca8a04',
  },
];
var CAMPAIGN_CATEGORY_NAMES = CAMPAIGN_CATEGORIES.map((c) => c.name);
var ORGANIZATION_TYPES = ['Profit', 'Non-Profit', 'Student Organisation', 'Government Owned'];
var ORGANIZATION_CATEGORIES = [
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
];
/**
 * The spec's five accepted ID types (§5), with the NIN slip and the driver's licence many Nigerians
 * carry instead (issue 26).
 */
var ID_TYPES = [
  'National ID',
  'NIN slip',
  "Voter's card",
  "Driver's licence",
  'Student ID',
  'International passport',
  'State bill receipt',
];
var ImagePrefix = {
  card: '363_232_',
  profile: '100_100_',
  avatar: '60_60_',
  original: '',
};
var DONATION_MAX_NAIRA = 1e7;
/** Campaign goal cap in naira (ours). */
var GOAL_MAX_NAIRA = 1e9;
/**
 * How a campaign is funded (issue 25, docs/decisions/088-funding-modes-and-end-dates.md): all or
 * nothing (the spec's rule, the default) or keep what you raise.
 */
var FUNDING_MODES = ['all_or_nothing', 'keep_what_you_raise'];
/**
 * The least a goal may be, in naira (ours): the 5% commission is taken on the goal, so a goal of
 * ₦1 would carry ₦0.05 (docs/decisions/045-commission-floor.md).
 */
var GOAL_MIN_NAIRA = 1e4;
export {
  campaignStatusInfo as S,
  ORGANIZATION_CATEGORIES as _,
  DONATION_MAX_NAIRA as a,
  PageSize as b,
  FirstPage as c,
  GOAL_MIN_NAIRA as d,
  ID_TYPES as f,
  Limits as g,
  LIST_TIMES as h,
  CampaignStatus as i,
  GENDERS as l,
  LIABILITY_CAP_NAIRA as m,
  CAMPAIGN_CATEGORY_NAMES as n,
  Delay as o,
  ImagePrefix as p,
  CAMPAIGN_TYPES as r,
  FUNDING_MODES as s,
  CAMPAIGN_CATEGORIES as t,
  GOAL_MAX_NAIRA as u,
  ORGANIZATION_TYPES as v,
  REWARD_TYPES as x,
  PHONE_PREFIX as y,
};
