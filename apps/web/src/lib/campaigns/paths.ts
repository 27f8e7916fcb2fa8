/**
 * The owner screen of a campaign (spec §2 /edit_campaign): the campaign is in the address, so a
 * reload or a shared link keeps it (issue 26).
 */
export const editCampaignPath = (campaignId: string) => `/edit_campaign?id=${encodeURIComponent(campaignId.toLowerCase())}`;
