import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords (docs/design.md §3): argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane), and a
 * refusal of the ~49,000 most common passwords of the zxcvbn-ts list (MIT), compared without case
 * so "Password1" is refused along with "password1" (docs/decisions/021-passwords.md).
 */
export const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The API's own test suite only: argon2id at a small cost, so the thousands of sign-ins of the
 * fuzzer and the authorization matrix cost about 1 ms of CPU each instead of 35 (issue 24, CI time).
 * Taken only when NODE_ENV is 'test' and IRETI_TEST_FAST_HASH is '1' (apps/api/src/test/setup.ts
 * sets it), so no deployment can reach it; sign-in.test.ts turns it off to check that a stored
 * hash carries the settings above.
 */
const TEST_ARGON2 = { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;
const settings = () => (process.env.NODE_ENV === 'test' && process.env.IRETI_TEST_FAST_HASH === '1' ? TEST_ARGON2 : ARGON2);

export const hashPassword = (plain: string) => argon2.hash(plain, settings());

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
export const needsRehash = (hash: string) => argon2.needsRehash(hash, settings());

let common: Set<string> | undefined;
export function isCommonPassword(plain: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(plain.toLowerCase());
}
