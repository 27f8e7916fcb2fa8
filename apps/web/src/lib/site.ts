/**
 * The site's address as the page sees it (`https://ireti.ng`): the browser's own, or on the
 * server's render (entry-server.tsx) the address the request was made to, so the page's share
 * links are the same in the HTML as after hydration.
 */
let drawnFor = '';
export const siteOrigin = () => (typeof window === 'undefined' ? drawnFor : window.location.origin);

/** The server's render: the address of the request being drawn. */
export function drawForOrigin(origin: string) {
  drawnFor = origin;
}
