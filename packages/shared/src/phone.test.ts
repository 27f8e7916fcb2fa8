import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AccountMsg } from './accounts/messages.ts';
import {
  profileIndividualSchema,
  profileOrganizationSchema,
  signupIndividualSchema,
  signupOrganizationSchema,
  userRefSchema,
} from './accounts/schemas.ts';
import { donateSchema } from './donations/schemas.ts';
import { Msg } from './messages.ts';
import { nationalNigerianPhone, normalizeNigerianPhone } from './phone.ts';
import { fieldErrors } from './rules.ts';
import { supportSchema } from './support/schemas.ts';

/** Issue 15: a Nigerian number typed the way Nigerians write it. */
const WRITINGS = [
  '08031234567',
  '0803 123 4567',
  '803 123 4567',
  '8031234567',
  '+234 803 123 4567',
  '+2348031234567',
  '2348031234567',
  '234 803 123 4567',
  '+234 (0) 803-123-4567',
  '+234(0)8031234567',
  '(0803) 123-4567',
  '0803.123.4567',
  '00234 803 123 4567',
  '  0803 123 4567  ',
  '0803\u00a0123\u00a04567',
  '0803\u200b1234567',
];

/** What cannot be turned into a Nigerian mobile number: it comes back trimmed, otherwise as typed. */
const NOT_NIGERIAN = [
  ['0803123456', 'too short'],
  ['080312345678', 'too long'],
  ['+234 803 123 456', 'too short after +234'],
  ['+234 803 123 45678', 'too long after +234'],
  ['+44 7700 900123', 'another country'],
  ['0044 7700 900123', 'another country, 00 prefix'],
  ['0803abc4567', 'letters'],
  ['O8O3 123 4567', 'the letter O for zero'],
  ['++2348031234567', 'two plus signs'],
  ['2025550123', 'ten digits that are no Nigerian mobile'],
  ['+234', 'the prefix alone'],
  ['', 'nothing'],
] as const;

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('normalizeNigerianPhone', () => {
  it.each(WRITINGS)('%j → +2348031234567', (typed) => {
    expect(normalizeNigerianPhone(typed)).toBe('+2348031234567');
  });

  it.each([
    ['0703 123 4567', '+2347031234567'],
    ['0906-123-4567', '+2349061234567'],
    ['816 123 4567', '+2348161234567'],
    ['+234 (0) 701 234 5678', '+2347012345678'],
    ['2349051234567', '+2349051234567'],
  ])('other networks: %j → %s', (typed, normal) => {
    expect(normalizeNigerianPhone(typed)).toBe(normal);
  });

  it.each(NOT_NIGERIAN)('leaves %j (%s) as typed, trimmed', (typed) => {
    expect(normalizeNigerianPhone(`  ${typed} `)).toBe(typed);
  });

  it('is idempotent', () => {
    for (const typed of [...WRITINGS, ...NOT_NIGERIAN.map(([t]) => t)]) {
      const once = normalizeNigerianPhone(typed);
      expect(normalizeNigerianPhone(once)).toBe(once);
    }
  });

  it('gives the organisation forms their 08031234567 form', () => {
    for (const typed of WRITINGS) expect(nationalNigerianPhone(typed)).toBe('08031234567');
    expect(nationalNigerianPhone(' +44 7700 900123 ')).toBe('+44 7700 900123');
    expect(nationalNigerianPhone('')).toBe('');
  });
});

describe('the shared schemas put the number in its normal form before the rules (API and web alike)', () => {
  const individual = {
    email: 'ada@example.ng',
    first_name: 'Ada',
    last_name: 'Obi',
    password: 'Passw0rdX',
    state: 25,
    lga: 508,
    gender: 'female',
  };
  const organization = {
    organization_email: 'info@hope.ng',
    password: 'Passw0rdX',
    organization_name: 'Hope Foundation',
    organization_type: 'Non-Profit',
    organization_address: '12 Allen Avenue, Ikeja',
    category: 'Medical',
    state: 25,
    lga: 508,
  };
  const person = { first_name: 'Chinedu', last_name: 'Eze', email: 'chinedu@example.ng' };
  const donor = { known: 0, campaign: 'abc123defg', amount: 500, firstname: 'A', lastname: 'B', email: 'a@b.ng' };
  const help = { name: 'Ada', email: 'ada@example.ng', message: 'Hello' };

  it.each(WRITINGS)('%j is kept as +2348031234567 (08031234567 in the organisation forms)', (typed) => {
    expect(signupIndividualSchema.parse({ ...individual, mobile: typed }).mobile).toBe('+2348031234567');
    expect(profileIndividualSchema.parse({ ...individual, mobile: typed }).mobile).toBe('+2348031234567');
    expect(userRefSchema.parse({ ...person, mobile: typed }).mobile).toBe('+2348031234567');
    expect(donateSchema.parse({ ...donor, mobile: typed }).mobile).toBe('+2348031234567');
    expect(supportSchema.parse({ ...help, mobile: typed }).mobile).toBe('+2348031234567');
    const org = signupOrganizationSchema.parse({ ...organization, organization_mobile: typed, secondary_mobile: typed });
    expect([org.organization_mobile, org.secondary_mobile]).toEqual(['08031234567', '08031234567']);
    const settings = profileOrganizationSchema.parse({ ...organization, organization_mobile: typed, secondary_mobile: typed });
    expect([settings.organization_mobile, settings.secondary_mobile]).toEqual(['08031234567', '08031234567']);
  });

  it.each(['0703 123 4567', '0906 123 4567', '0816 123 4567', '0701 234 5678'])('accepts %j, another network', (typed) => {
    expect(signupIndividualSchema.safeParse({ ...individual, mobile: typed }).success).toBe(true);
    expect(signupOrganizationSchema.safeParse({ ...organization, organization_mobile: typed }).success).toBe(true);
  });

  it.each([
    ['0803123456', Msg.phonePrefix],
    ['080312345678', Msg.phonePrefix],
    ['+44 7700 900123', Msg.phonePrefix],
    ['0803abc4567', Msg.phonePrefix],
    ['+234 803 123 456', Msg.phoneLength],
    ['+234 803 123 45678', Msg.phoneLength],
    ['+234 201 234 5678', AccountMsg.nigerianMobile],
    ['020 1234 5678', AccountMsg.nigerianMobile],
    ['', Msg.required('Mobile')],
  ])('an individual mobile %j still fails: %s', (mobile, message) => {
    expect(errorsOf(signupIndividualSchema, { ...individual, mobile })).toEqual({ mobile: message });
    expect(errorsOf(profileIndividualSchema, { ...individual, mobile })).toEqual({ mobile: message });
  });

  it('a reference person with such a number still fails with the same message', () => {
    expect(errorsOf(userRefSchema, { ...person, mobile: '0803 123 456' })).toEqual({ mobile: Msg.phonePrefix });
    expect(errorsOf(userRefSchema, { ...person, mobile: '+44 7700 900123' })).toEqual({ mobile: Msg.phonePrefix });
  });

  it.each([
    ['0803123456', AccountMsg.orgMobile],
    ['080312345678', Msg.maxLength(11)],
    ['+44 7700 900123', Msg.maxLength(11)],
    ['0803abc4567', AccountMsg.orgMobile],
    ['0803', Msg.minLength(8)],
    ['01234567', AccountMsg.orgMobile],
  ])('an organisation mobile %j still fails: %s', (value, message) => {
    expect(errorsOf(signupOrganizationSchema, { ...organization, organization_mobile: value })).toEqual({ organization_mobile: message });
    expect(errorsOf(signupOrganizationSchema, { ...organization, organization_mobile: '08031234567', secondary_mobile: value })).toEqual({
      secondary_mobile: message,
    });
  });

  it('a donation mobile keeps its own rules (at least 11, digits): a foreign number is kept as typed', () => {
    expect(errorsOf(donateSchema, { ...donor, mobile: '0803123456' })).toEqual({ mobile: Msg.minLength(11) });
    expect(errorsOf(donateSchema, { ...donor, mobile: '+234 (0) 803-123-456' })).toEqual({ mobile: Msg.phoneLength });
    expect(errorsOf(donateSchema, { ...donor, mobile: '0803abc4567' })).toEqual({ mobile: Msg.phoneLength });
    expect(donateSchema.parse({ ...donor, mobile: ' +44 7700 900123 ' }).mobile).toBe('+44 7700 900123');
    expect(donateSchema.parse({ ...donor, mobile: '' }).mobile).toBe('');
  });

  it('the help form keeps a number it cannot read as typed, within its 20 characters', () => {
    expect(supportSchema.parse({ ...help, mobile: '+44 7700 900123' }).mobile).toBe('+44 7700 900123');
    expect(errorsOf(supportSchema, { ...help, mobile: '' })).toEqual({ mobile: Msg.required('Mobile') });
    expect(errorsOf(supportSchema, { ...help, mobile: '0'.repeat(21) })).toEqual({ mobile: Msg.maxLength(20) });
  });
});
