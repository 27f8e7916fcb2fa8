// Slot owned by the static-pages work: the home page's static blocks.
export function WhyChooseUs() {
  return null;
}
export function AskingForFunds() {
  return null;
}
export function BlogTeaser() {
  return null;
}
export function TrustedOrganizations() {
  return null;
}
