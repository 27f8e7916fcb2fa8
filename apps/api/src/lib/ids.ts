import { randomBytes, createHash } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A short, URL-safe, lower-case id that cannot be guessed in sequence (10 chars ≈ 50 bits). */
export function publicId(length = 10): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** 256 random bits, base64url: session, e-mail and reset tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();
