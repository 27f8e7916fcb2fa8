/** The limits and texts of campaign updates (decision 049), without zod: the campaign page shows updates with them. */
export const UPDATE_TEXT_MAX = 5_000;
/** The HTML the form sends may be longer than its visible text (paragraph tags, links). */
export const UPDATE_HTML_MAX = 20_000;
export const UPDATE_IMAGES_MAX = 2;
export const UPDATES_PER_PAGE = 10;

export const UpdateMsg = {
  empty: 'Write your update',
  tooLong: `An update is at most ${UPDATE_TEXT_MAX.toLocaleString('en-NG')} characters`,
  tooManyImages: `An update has at most ${UPDATE_IMAGES_MAX} pictures`,
  notOurImage: 'Upload the picture with the form first',
  notOwner: "Only the campaign's owner can post updates",
  notOpen: 'Updates can be posted while the campaign is live, closed for donations or closed',
  suspended: 'This campaign is suspended while our team reviews it',
  notFound: 'Update not found',
  posted: 'Update posted. Your donors will get it by e-mail.',
  deleted: 'Update deleted',
  noUpdates: 'No updates yet',
  loadFailed: 'The updates could not be loaded. Try again',
  badLink: 'This unsubscribe link is not valid',
  unsubscribed: 'You are unsubscribed',
  resubscribed: 'You will get updates again',
} as const;
