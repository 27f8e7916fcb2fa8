import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticator-app secrets sealed at rest (issue 28, docs/decisions/096): AES-256-GCM under a key
 * made (SHA-256) from SECOND_FACTOR_KEY, kept outside the database, so a copy of the database or a
 * backup alone cannot mint codes. A sealed value reads `v1.` + base64url(12-byte nonce, 16-byte
 * tag, ciphertext). A value without the prefix is a secret stored before sealing: it still works,
 * and the accounts' housekeeping job seals it (sealStoredTotpSecrets, at start and every six hours).
 */

/** Used when SECOND_FACTOR_KEY is unset (development, tests, the demo): published, so no protection. */
export const DEVELOPMENT_SECOND_FACTOR_KEY = 'ireti-development-second-factor-key-not-a-secret';

const PREFIX = 'v1.';
export const keyOf = (passphrase: string | undefined) =>
  createHash('sha256')
    .update(passphrase ?? DEVELOPMENT_SECOND_FACTOR_KEY)
    .digest();

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function sealSecret(key: Buffer, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

/** The secret; throws when the value was sealed under another key or altered. */
export function openSecret(key: Buffer, stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
