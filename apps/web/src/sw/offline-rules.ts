/**
 * What the service worker keeps for offline reading (decision 079), shared with the page: the
 * caches' names (signing out empties the API copies) and the header that dates a copy.
 */
export const CACHES = { api: 'ireti-api', assets: 'ireti-assets', pictures: 'ireti-pictures', pages: 'ireti-pages' } as const;

/** Set on an API answer served from the service worker's copy: when that copy was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-ireti-saved-at';

/** The public reads a person may want again offline: lists, a campaign and its tabs, reference data. */
export const CACHED_API: RegExp[] = [
  /^\/api\/v1\/campaigns\/(all|closed|total\/number)$/,
  /^\/api\/v1\/donations\/total\/number$/,
  /^\/api\/v1\/campaign\/[A-Za-z0-9]+$/,
  /^\/api\/v1\/campaign\/volunteers\/[A-Za-z0-9]+$/,
  /^\/api\/v1\/volunteer\/profile\/\d+$/,
  /^\/api\/v1\/campaigns\/[A-Za-z0-9]+\/money$/,
  /^\/api\/v1\/(donations|reward|updates)\/[A-Za-z0-9]+$/,
  /^\/api\/v1\/misc\/(states|categories|org_types|lga\/\d+)$/,
  /^\/api\/v1\/(campaigns\/)?organizations(\/[A-Za-z0-9]+)?$/,
];
