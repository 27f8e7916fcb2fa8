/**
 * File types judged by their first bytes, never by the client's content type or file name,
 * which anyone can set to anything.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export const isPdf = (bytes: Buffer): boolean => startsWith(bytes, ascii('%PDF-'));

/** A PDF ends with %%EOF (give or take trailing whitespace or a few junk bytes). */
export const pdfLooksComplete = (bytes: Buffer): boolean => bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');
