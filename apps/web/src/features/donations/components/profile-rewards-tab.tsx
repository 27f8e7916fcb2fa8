// Slot owned by the donations capability: the profile's Rewards tab.
export function ProfileRewardsTab(_props: { userId: number }) {
  return null;
}
