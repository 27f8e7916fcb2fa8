// Slot owned by the trust capability: the profile's Volunteering tab.
export function ProfileVolunteeringTab(_props: { userId: number }) {
  return null;
}
