/**
 * The person's own low-data choice (the footer's "Save data" switch, decision 080), kept by the
 * web app in local storage and, for the server's render, in this cookie (decision 107): `on` or
 * `off`; without it the device goes by what the browser says (Save-Data). The web app writes and
 * reads it (apps/web/src/lib/low-data.ts); the server reads it to draw the page in that mode
 * (apps/api/src/http/web.ts).
 */
export const LOW_DATA_COOKIE = 'ireti-low-data';

/** The choice in a `Cookie` header (or `document.cookie`): `on`, `off`, or none. */
export function lowDataInCookies(header: string | undefined): 'on' | 'off' | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LOW_DATA_COOKIE) {
      const v = part.slice(eq + 1).trim();
      return v === 'on' || v === 'off' ? v : undefined;
    }
  }
  return undefined;
}
