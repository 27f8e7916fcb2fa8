import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords (docs/design.md §3): argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane), and a
 * refusal of the ~49,000 most common passwords of the zxcvbn-ts list (MIT), compared without case
 * so "Password1" is refused along with "password1" (docs/decisions/021-passwords.md).
 */
export const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, ARGON2);

/** A hash of a random password: verifying against it costs what a real check costs. */
let dummy: Promise<string> | undefined;

/** True when `plain` matches `hash`; with no hash, spends the same time and says false. */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword(`dummy-${Math.random()}`);
    await argon2.verify(await dummy, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}

/** True when the hash was made with weaker settings than today's (rehash at the next login). */
export const needsRehash = (hash: string) => argon2.needsRehash(hash, ARGON2);

let common: Set<string> | undefined;
export function isCommonPassword(plain: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(plain.toLowerCase());
}
