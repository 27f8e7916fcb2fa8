import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../rules.ts';
import { donationErrors, type DonationFields } from './checks.ts';
import { donateSchemaFor } from './schemas.ts';

/**
 * The donate dialog checks with `donationErrors` (no zod, decision 080); the API with
 * `donateSchemaFor`. Whatever a donor types, both must give the same messages on the same fields.
 */
const guest = { campaign: 'abc123', firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', amount: 5000 };
const long = (n: number) => 'x'.repeat(n);

const table: [string, DonationFields][] = [
  ['a complete guest', guest],
  ['nothing typed', { campaign: 'abc123', firstname: '', lastname: '', email: '', mobile: '', comment: '', amount: undefined }],
  ['names of spaces only', { ...guest, firstname: '   ', lastname: ' ' }],
  ['a first name too long', { ...guest, firstname: long(61) }],
  ['a last name with a NUL', { ...guest, lastname: 'O\u0000bi' }],
  ['no e-mail', { ...guest, email: '' }],
  ['an e-mail without a domain', { ...guest, email: 'ada@' }],
  ['an e-mail with spaces', { ...guest, email: 'ada obi@example.ng' }],
  ['a mobile written the Nigerian way', { ...guest, mobile: '0803 123 4567' }],
  ['a mobile with +234 (0)', { ...guest, mobile: '+234 (0) 803-123-4567' }],
  ['a foreign mobile', { ...guest, mobile: '+44 20 7946 0958' }],
  ['a short mobile', { ...guest, mobile: '0803' }],
  ['a mobile in letters', { ...guest, mobile: 'call me please' }],
  ['a mobile too long', { ...guest, mobile: '0803123456789012345678' }],
  ['an anonymous guest with only an e-mail', { campaign: 'abc123', anonymous: true, email: 'ada@example.ng', amount: 1000 }],
  ['an anonymous guest without an e-mail', { campaign: 'abc123', anonymous: true, email: '', amount: 1000, firstname: '' }],
  ['known 1, a bad mobile ignored', { ...guest, known: 1, firstname: '', mobile: 'x' }],
  ['anonymous 1', { ...guest, anonymous: 1, lastname: '' }],
  ['no amount', { ...guest, amount: undefined }],
  ['an empty amount', { ...guest, amount: '' }],
  ['an amount in letters', { ...guest, amount: 'abc' }],
  ['an amount that is not a number (NaN)', { ...guest, amount: Number.NaN }],
  ['₦50', { ...guest, amount: 50 }],
  ['₦99.50', { ...guest, amount: 99.5 }],
  ['₦100.555', { ...guest, amount: 100.555 }],
  ['₦10,000,001', { ...guest, amount: 10_000_001 }],
  ['an amount as text', { ...guest, amount: ' 2500.50 ' }],
  ['an amount as Nigerians type it', { ...guest, amount: '₦5k' }],
  ['a comment at the limit', { ...guest, comment: long(2000) }],
  ['a comment too long', { ...guest, comment: long(2001) }],
  ['a comment with emoji counted as characters', { ...guest, comment: '🙏'.repeat(10) }],
  ['a reward chosen', { ...guest, reward: '12' }],
  ['no reward', { ...guest, reward: '' }],
  ['a reward that is not an id', { ...guest, reward: 'first' }],
  ['a negative reward', { ...guest, reward: -3 }],
  [
    'delivery details complete',
    { ...guest, reward: 4, delivery_name: 'Ada Obi', delivery_phone: '0803 123 4567', delivery_address: '12 Allen Avenue, Ikeja, Lagos' },
  ],
  ['delivery details empty', { ...guest, reward: 4, delivery_name: '', delivery_phone: '', delivery_address: '' }],
  ['a delivery phone without +234', { ...guest, delivery_name: 'Ada', delivery_phone: '12345', delivery_address: 'short' }],
  ['a delivery name too long', { ...guest, delivery_name: long(121) }],
  ['no campaign', { ...guest, campaign: ' ' }],
  ['everything wrong', { campaign: '', firstname: long(70), email: 'no', mobile: 'abc', amount: 1, comment: long(2001), reward: 'x' }],
];

const zodErrors = (input: DonationFields, signedIn: boolean, delivery: boolean) => {
  const r = donateSchemaFor(signedIn, { delivery }).safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('the donate form’s light checks and the API’s schema', () => {
  for (const signedIn of [false, true])
    for (const delivery of [false, true])
      it.each(table)(`agree: %s (${signedIn ? 'signed in' : 'guest'}${delivery ? ', Material reward' : ''})`, (_, input) => {
        expect(donationErrors(input, signedIn, { delivery })).toEqual(zodErrors(input, signedIn, delivery));
      });

  it('give the spec’s messages', () => {
    expect(donationErrors({ campaign: 'abc123', firstname: '', lastname: '', email: '', amount: undefined }, false)).toEqual({
      firstname: "First name can't be empty",
      lastname: "Last name can't be empty",
      email: "Email can't be empty",
      amount: "Amount can't be empty",
    });
    expect(donationErrors({ ...guest, mobile: '0803', amount: 50 }, false)).toEqual({
      mobile: 'Value too short. Must be a minimum of 11 characters in length.',
      amount: 'The least you can give is ₦100',
    });
    expect(donationErrors({ ...guest, email: 'ada@' }, false)).toEqual({ email: 'Email must be a valid mail.' });
    expect(donationErrors({ campaign: 'abc123', amount: 99.5, firstname: '' }, true)).toEqual({ amount: 'The least you can give is ₦100' });
    expect(donationErrors({ ...guest, reward: 4 }, false, { delivery: true })).toEqual({
      delivery_name: "Delivery name can't be empty",
      delivery_phone: "Delivery phone can't be empty",
      delivery_address: "Delivery address can't be empty",
    });
    expect(donationErrors(guest, false)).toEqual({});
  });

  it('the light checks load no zod (the donate dialog must not carry it)', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const packages: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*from\s+'([^']+)'/gm)) {
        if (spec!.startsWith('.')) walk(path.resolve(path.dirname(file), spec!));
        else packages.push(spec!);
      }
    };
    walk(path.join(here, 'checks.ts'));
    expect(seen.size).toBeGreaterThan(4);
    expect(packages).toEqual([]);
  });
});
