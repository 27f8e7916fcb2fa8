// Slot owned by the donations capability: the profile's Donations tab.
export function ProfileDonationsTab() {
  return null;
}
