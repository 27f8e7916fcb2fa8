/**
 * Every link and picture in an e-mail or SMS is absolute, from the configured public address
 * (PUBLIC_URL, required in production; issue 26): a mail client has no page to resolve
 * `/media/updates/….jpg` against, so a relative picture never loads in an inbox and a relative
 * line in the text version leads nowhere. Senders write absolute addresses; the outbox makes sure,
 * as it writes the row, for what they cannot know is relative (a picture's stored URL, `/media/…`
 * on the disk store; a link inside a campaigner's update).
 */

/** `href`/`src` (and `background`, `poster`) attributes of HTML whose value starts with one slash. */
const HTML_ATTR = /(\s(?:href|src|background|poster)\s*=\s*)(["']?)(\/(?!\/)[^"'\s>]*)\2/gi;
/** A `srcset`'s candidates: each URL starting with one slash. */
const SRCSET = /(\ssrcset\s*=\s*)(["'])([^"']*)\2/gi;
/** In text: a path of the site's pictures or API standing on its own ("/media/updates/x.jpg"). */
const TEXT_PATH = /(^|[\s(<"'])(\/(?:media|api)\/[^\s)>"']*)/gm;

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** A start tag with its attributes (escaped text such as `&lt;img src=x&gt;` is no tag). */
const TAG = /<[A-Za-z][^<>]*>/g;

export function absoluteHtml(html: string, base: string): string {
  return html.replace(TAG, (tag) =>
    tag
      .replace(HTML_ATTR, (_m, before: string, quote: string, path: string) => `${before}${quote}${join(base, path)}${quote}`)
      .replace(
        SRCSET,
        (_m, before: string, quote: string, list: string) =>
          `${before}${quote}${list.replace(/(^|,\s*)(\/(?!\/)\S*)/g, (_x, sep: string, path: string) => `${sep}${join(base, path)}`)}${quote}`,
      ),
  );
}

/** One address: a root-relative one gets the public address before it. */
export const absoluteUrl = (url: string, base: string) => (/^\/(?!\/)/.test(url) ? join(base, url) : url);

export function absoluteText(text: string, base: string): string {
  return text.replace(TEXT_PATH, (_m, before: string, path: string) => `${before}${join(base, path)}`);
}

const SITE_PATH =
  'media|api|campaign|campaigns|claim|profile|volunteer|verify_email|reset_password|forgot_password|unsubscribe|signin|signup|verify|edit_campaign|create_campaigns|admin|help|faq';
const TEXT_ADDRESS = new RegExp(`(?:^|[\\s(<"'])(https?://[^\\s)>"']*)|(?:^|\\s)(/(?:${SITE_PATH})(?=[/\\s).,]|$)[^\\s)>"']*)`, 'gm');

/** The addresses a message's HTML and text point at (links and pictures), for tests and checks. */
export function addressesIn(html: string | null | undefined, text: string | null | undefined): string[] {
  const out: string[] = [];
  for (const [tag] of (html ?? '').matchAll(TAG)) {
    for (const m of tag.matchAll(/\s(?:href|src|background|poster)\s*=\s*(["']?)([^"'\s>]*)\1/gi)) out.push(m[2]!);
    for (const m of tag.matchAll(/\ssrcset\s*=\s*(["'])([^"']*)\1/gi))
      for (const c of m[2]!.split(',')) out.push(c.trim().split(/\s+/)[0]!);
  }
  // in text: a web address, or one of the site's own paths standing alone as a word (not
  // "</script>", "24/7" or a name someone typed with a slash in it)
  for (const m of (text ?? '').matchAll(TEXT_ADDRESS)) out.push((m[1] ?? m[2])!);
  return out;
}

/** An address a mail client can follow from an inbox: http(s), or a mail, phone or in-message link. */
export const isAbsolute = (address: string) => /^(?:https?:\/\/[^/\s]|mailto:|tel:|#)/i.test(address);

/** The addresses of a message that are not absolute (none, once the outbox has written it). */
export const relativeAddresses = (html: string | null | undefined, text: string | null | undefined) =>
  addressesIn(html, text).filter((a) => !isAbsolute(a));
