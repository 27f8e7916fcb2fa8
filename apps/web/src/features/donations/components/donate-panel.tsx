// Slot owned by the donations capability: the donate button and modal on a campaign page.
export function DonatePanel(_props: { campaignId: string; title: string; status: number; suspended: boolean; onPaid: () => void }) {
  return null;
}
