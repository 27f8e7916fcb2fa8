import sanitizeHtml from 'sanitize-html';
import type { MediaStore } from '../media/index.ts';

/**
 * The campaign description is rich HTML written in the browser, so it is cleaned on the server
 * with an allow-list before it is stored (docs/design.md §3): only the editor's formatting tags, links
 * to http(s)/mailto opened in a new tab without the opener, and images that are ours (uploaded
 * through /pdf/uploadImage). No script, style, iframe, event handler, class or inline style
 * survives; the web app renders only what this returns (docs/decisions/032-description-html.md).
 */
const TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'];

/** Whether `src` names one of our public campaign images (any size prefix). */
export function ownImageCheck(media: Pick<MediaStore, 'publicUrl'>) {
  const sample = media.publicUrl('campaigns/aaaaaa.jpg');
  const base = sample ? sample.slice(0, sample.length - 'aaaaaa.jpg'.length) : null;
  const name = /^(?:363_232_|100_100_|60_60_)?[a-z0-9]{6,32}\.(?:jpg|png|webp)$/;
  return (src: string) => !!base && src.startsWith(base) && name.test(src.slice(base.length));
}

export function sanitizeDescription(html: string, isOwnImage: (src: string) => boolean): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedStyles: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
    transformTags: {
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
      h1: 'h2',
      h4: 'h3',
      h5: 'h3',
      h6: 'h3',
      div: 'p',
      a: (_tag, attribs) => ({
        tagName: 'a',
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'nofollow noopener noreferrer ugc', target: '_blank' },
      }),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !isOwnImage(frame.attribs.src ?? '')) || (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
  }).trim();
}

/** The visible text of sanitised HTML; empty when the description says nothing. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}

/** A description with neither text nor picture is empty, whatever markup it holds. */
export const isEmptyDescription = (clean: string) => plainText(clean) === '' && !/<img\s/i.test(clean);

/** How much of a description a list card carries as plain text (spec §9: "cut at 200 characters"). */
export const PREVIEW_CHARS = 200;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The first PREVIEW_CHARS characters of a stored (already sanitised) description as plain text,
 * for list cards. Cheap on purpose — it runs for every card of every list miss: the markup is ours
 * (sanitizeDescription's output), so dropping tags and decoding entities is enough. A tag cut off
 * by the caller's head of the HTML is dropped too.
 */
export function descriptionPreview(html: string, max = PREVIEW_CHARS): string {
  const text = html
    .replace(/<(?:\/?(?:p|li|h[1-6]|blockquote|ul|ol)|br)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*(?:>|$)/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}
