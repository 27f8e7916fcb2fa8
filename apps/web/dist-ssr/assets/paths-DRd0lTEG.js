// src/lib/campaigns/paths.ts
/**
 * The owner screen of a campaign (spec §2 /edit_campaign): the campaign is in the address, so a
 * reload or a shared link keeps it (issue 26).
 */
var editCampaignPath = (campaignId) => `/edit_campaign?id=${encodeURIComponent(campaignId.toLowerCase())}`;
export { editCampaignPath as t };
