// Slot owned by the campaigns capability: the profile's Campaigns tab.
export function ProfileCampaignsTab() {
  return null;
}
