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

/**
 * Pages whose address carries a link token mailed to one person (a password reset, an e-mail
 * check, an unsubscribe), and the API calls that carry it in their path: never kept, by the
 * worker or the browser, so a shared phone keeps no live link (issue 23).
 */
export const TOKEN_PAGE = /^\/(reset_password|verify_email|unsubscribe)\//;
export const TOKEN_API = /^\/api\/v1\/(unsubscribe|account\/resetpassword)\//;
export const carriesToken = (pathname: string) => TOKEN_PAGE.test(pathname) || TOKEN_API.test(pathname);

/** The message the page posts to the worker when someone signs out: nothing of theirs may be written after it. */
export const SIGNED_OUT_MESSAGE = 'ireti:signed-out';

/**
 * Whether an answer may enter the worker's caches, which everyone who uses the phone next reads
 * (issue 23): a whole 200 to a request that carried no session (the API's only session is the
 * bearer token), not marked `private` by the API (it marks every reply to a signed-in request
 * so), and whose address carries no link token. A plain `no-store` stays keepable: the API
 * answers anonymous reads with it by default, and those are what offline reading shows.
 */
export function mayKeep(request: Request, response: Response): boolean {
  if (response.status !== 200) return false;
  if (request.headers.has('authorization')) return false;
  if (/(^|[\s,])private([\s,=]|$)/i.test(response.headers.get('cache-control') ?? '')) return false;
  return !carriesToken(new URL(request.url).pathname);
}
