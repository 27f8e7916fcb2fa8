// Slot owned by the trust capability: Verify campaign (and recommend) for an assigned volunteer.
export function VerifyCampaignButton(_props: { campaignId: string; status: number; onVerified: () => void }) {
  return null;
}
