// Slot owned by the donations capability: the campaign page's Donations tab.
export function DonationsTab(_props: { campaignId: string }) {
  return null;
}
