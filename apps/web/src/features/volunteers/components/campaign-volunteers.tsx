// Slot owned by the trust capability: the volunteers who vetted a campaign.
export function CampaignVolunteers(_props: { campaignId: string }) {
  return null;
}
