import { uploadRejected } from '../../lib/errors.ts';
import { ImageMsg, MAX_FILE_BYTES } from './media.image.ts';

/**
 * An image sent as a data URL in a JSON body (docs/decisions/033-campaign-images.md, 2026-11-25).
 * Decoded strictly: `data:image/<subtype>[;param=value…];base64,` then the base64 alphabet only,
 * padded to a multiple of 4, no whitespace. The MIME type only has to say "image": the bytes are
 * judged afterwards like any upload (media.image.ts), whatever the data URL claims.
 */
export const DataUrlMsg = {
  notDataUrl: 'The image must be a data URL: data:image/png;base64,… (PNG, JPEG or WebP)',
  notImageType: 'The data URL must be of an image: data:image/png;base64,… (PNG, JPEG or WebP)',
  badBase64: 'The base64 of the data URL is not valid: only A–Z, a–z, 0–9, + and /, padded with = to a multiple of 4, without spaces',
} as const;

const TOKEN = '[a-z0-9!#$&^_.+-]+';
const HEADER = new RegExp(`^data:(${TOKEN})/(${TOKEN})((?:;${TOKEN}=[^;,]*)*);base64$`, 'i');
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size of a valid base64 text, known before decoding it. */
const decodedLength = (b64: string) => (b64.length / 4) * 3 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

export function decodeDataUrl(text: string): Buffer {
  const comma = text.indexOf(',');
  // A MIME type and its parameters are short; a comma far away is not a data URL's header.
  if (!/^data:/i.test(text) || comma < 0 || comma > 200) throw uploadRejected(DataUrlMsg.notDataUrl);
  const head = text.slice(0, comma);
  const header = HEADER.exec(head);
  if (!header) throw uploadRejected(/;base64$/i.test(head) ? DataUrlMsg.notImageType : DataUrlMsg.notDataUrl);
  if (header[1]!.toLowerCase() !== 'image') throw uploadRejected(DataUrlMsg.notImageType);
  const b64 = text.slice(comma + 1);
  if (b64.length % 4 !== 0 || !BASE64.test(b64)) throw uploadRejected(DataUrlMsg.badBase64);
  if (decodedLength(b64) > MAX_FILE_BYTES) throw uploadRejected(ImageMsg.tooHeavy);
  return Buffer.from(b64, 'base64');
}
