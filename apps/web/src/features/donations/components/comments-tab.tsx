// Slot owned by the donations capability: the campaign page's Comments tab.
export function CommentsTab(_props: { campaignId: string }) {
  return null;
}
