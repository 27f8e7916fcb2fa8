import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../rules.ts';
import { amountToKobo, checkAmount, checkGiftFits, giftCapKobo, nairaAmountToKobo } from './amount.ts';
import { bankAccountSchema, deliveryErrors, donateSchema, donateSchemaFor, RewardMsg, verifySchema } from './schemas.ts';

const errors = (input: unknown, signedIn = false) => {
  const r = donateSchemaFor(signedIn).safeParse(input);
  return r.success ? null : fieldErrors(r.error);
};

describe('nairaAmountToKobo', () => {
  it.each([
    [100, 10_000],
    [100.5, 10_050],
    [100.55, 10_055],
    [0.1, 10],
    [1234567.89, 123_456_789],
    [10_000_000, 1_000_000_000],
  ])('%s naira is %s kobo, exactly', (naira, kobo) => {
    expect(nairaAmountToKobo(naira)).toBe(kobo);
  });

  it.each([100.555, -1, Number.NaN, Infinity, 1e21, 0.001])('refuses %s', (naira) => {
    expect(nairaAmountToKobo(naira)).toBeNull();
  });
});

describe('checkAmount', () => {
  it('checks in order: required, a number, the least gift, length 3, the most, kobo', () => {
    expect(checkAmount(undefined)).toBe("Amount can't be empty");
    expect(checkAmount('abc')).toBe('Amount must be a number');
    expect(checkAmount('5,00')).toBe('Amount must be a number');
    expect(checkAmount(true)).toBe('Amount must be a number');
    expect(checkAmount('  ')).toBe("Amount can't be empty");
    expect(checkAmount(Number.NaN)).toBe('Amount must be a number');
    expect(checkAmount(99)).toBe('The least you can give is ₦100');
    expect(checkAmount(99.5)).toBe('The least you can give is ₦100');
    expect(checkAmount(10_000_001)).toBe('The most you can give at once is ₦10,000,000');
    expect(checkAmount(100.001)).toBe('Amount can have at most two decimal places (kobo)');
    expect(checkAmount(100)).toBeNull();
  });
});

describe('amounts as numeric strings', () => {
  it('reads a numeric string as a form field holds it, by the same rules as a number', () => {
    expect(checkAmount('500')).toBeNull();
    expect(checkAmount(' 2500.50 ')).toBeNull();
    expect(checkAmount('50')).toBe('The least you can give is ₦100');
    expect(checkAmount('5')).toBe('The least you can give is ₦100');
    expect(checkAmount('99.5')).toBe('The least you can give is ₦100');
    expect(checkAmount('-500')).toBe('The least you can give is ₦100');
    expect(checkAmount('10000000.01')).toBe('The most you can give at once is ₦10,000,000');
    expect(checkAmount('100.555')).toBe('Amount can have at most two decimal places (kobo)');
    expect(checkAmount('1e3')).toBe('Amount must be a number');
  });

  it('converts digit by digit, never through a float', () => {
    expect(amountToKobo('100.55')).toBe(10_055);
    expect(amountToKobo('2500.50')).toBe(250_050);
    expect(amountToKobo('150.500')).toBe(15_050);
    expect(amountToKobo('0100')).toBe(10_000);
    expect(amountToKobo('100.10000000000000001')).toBeNull();
    expect(amountToKobo(100.55)).toBe(10_055);
    expect(amountToKobo('x')).toBeNull();
  });
});

describe('amounts as Nigerians type them (issue 26)', () => {
  it.each([
    ['5000', 500_000],
    ['5,000', 500_000],
    ['₦5,000', 500_000],
    ['₦ 5,000', 500_000],
    ['N5,000', 500_000],
    ['n5000', 500_000],
    ['NGN 5,000', 500_000],
    ['5k', 500_000],
    ['5K', 500_000],
    ['₦5k', 500_000],
    ['2.5k', 250_000],
    ['1.2345k', 123_450],
    ['0.5k', 50_000],
    ['1,250,000', 125_000_000],
    ['5,000.50', 500_050],
  ])('%s is naira: %s kobo, and a valid gift', (typed, kobo) => {
    expect(amountToKobo(typed)).toBe(kobo);
    expect(checkAmount(typed)).toBeNull();
  });

  it('names the naira limits, not the length of the text', () => {
    expect(checkAmount('50')).toBe('The least you can give is ₦100');
    expect(checkAmount('₦50')).toBe('The least you can give is ₦100');
    expect(checkAmount('0.05k')).toBe('The least you can give is ₦100');
    expect(checkAmount('20k')).toBeNull();
    expect(checkAmount('20,000k')).toBe('The most you can give at once is ₦10,000,000');
    expect(checkAmount('1.234567k')).toBe('Amount can have at most two decimal places (kobo)');
  });

  it.each(['5,00', '5k5', 'k', '₦', '5 naira', '1e3', '5,000,00', '5m', '$5000'])('%s is not a number', (typed) => {
    expect(checkAmount(typed)).toBe('Amount must be a number');
    expect(amountToKobo(typed)).toBeNull();
  });
});

describe('donateSchema', () => {
  const campaign = 'abc123defg';

  it('asks a guest for names, e-mail and amount; mobile and comment are optional', () => {
    expect(errors({ known: 0, campaign })).toEqual({
      firstname: "First name can't be empty",
      lastname: "Last name can't be empty",
      email: "Email can't be empty",
      amount: "Amount can't be empty",
    });
    const ok = donateSchema.parse({
      firstname: ' Ngozi ',
      lastname: 'Ade',
      email: 'NGOZI@Example.ng',
      known: 0,
      amount: 250.5,
      campaign: 'ABC123DEFG',
    });
    expect(ok).toEqual({
      anonymous: false,
      campaign,
      amountKobo: 25_050,
      firstname: 'Ngozi',
      lastname: 'Ade',
      email: 'ngozi@example.ng',
      mobile: '',
      comment: '',
      reward: null,
      // Not given through a supporter's page (decision 094).
      supporterPage: null,
      delivery: null,
    });
    expect(donateSchema.parse({ firstname: 'A', lastname: 'B', email: 'a@b.ng', amount: '2500.50', campaign: 42 })).toMatchObject({
      amountKobo: 250_050,
      campaign: '42',
    });
  });

  it('asks a signed-in donor for the amount only, and drops what the account provides', () => {
    expect(errors({ campaign }, true)).toEqual({ amount: "Amount can't be empty" });
    expect(
      donateSchemaFor(true).parse({ amount: 500, campaign, firstname: 'Ignored', email: 'ignored@x.ng', comment: ' Thanks ' }),
    ).toEqual({
      anonymous: false,
      campaign,
      amountKobo: 50_000,
      firstname: '',
      lastname: '',
      email: '',
      mobile: '',
      comment: 'Thanks',
      reward: null,
      // Not given through a supporter's page (decision 094).
      supporterPage: null,
      delivery: null,
    });
  });

  it('reads known 1 as giving anonymously (spec §7), the same choice as anonymous true', () => {
    expect(donateSchemaFor(true).parse({ known: 1, amount: 500, campaign })).toMatchObject({ anonymous: true });
    expect(donateSchemaFor(true).parse({ known: 0, amount: 500, campaign })).toMatchObject({ anonymous: false });
    expect(donateSchemaFor(true).parse({ anonymous: true, amount: 500, campaign })).toMatchObject({ anonymous: true });
    expect(errors({ known: 1, campaign, amount: 500 })).toEqual({ email: "Email can't be empty" });
    expect(donateSchema.parse({ known: 1, campaign, amount: 500, email: 'a@b.ng', firstname: 'Hidden' })).toMatchObject({
      anonymous: true,
      firstname: '',
      lastname: '',
      email: 'a@b.ng',
    });
  });

  it('asks an anonymous guest for the e-mail only, and keeps no name', () => {
    expect(errors({ known: 0, anonymous: true, campaign, amount: 500 })).toEqual({ email: "Email can't be empty" });
    expect(donateSchema.parse({ known: 0, anonymous: 1, campaign, amount: 500, email: 'a@b.ng', firstname: 'Hidden' })).toMatchObject({
      anonymous: true,
      firstname: '',
      lastname: '',
    });
  });

  it("applies the spec's rules to mobile and comment", () => {
    const base = { known: 0, campaign, amount: 500, firstname: 'A', lastname: 'B', email: 'a@b.ng' };
    expect(errors({ ...base, mobile: '0801' })).toEqual({ mobile: 'Value too short. Must be a minimum of 11 characters in length.' });
    expect(errors({ ...base, mobile: '+234 801 234 5678' })).toBeNull();
    expect(errors({ ...base, comment: 'x'.repeat(241) })).toEqual({
      comment: 'Value too long. Must be a maximum of 240 characters in length.',
    });
    expect(errors({ ...base, comment: 'x'.repeat(240) })).toBeNull();
    expect(errors({ ...base, comment: 'bad\u0000byte' })).toEqual({ comment: 'Comment contains characters that are not allowed' });
  });

  it('ignores unknown fields (decision 008) and refuses a bad known', () => {
    const parsed = donateSchema.parse({
      known: 0,
      campaign,
      amount: 500,
      email: 'a@b.ng',
      anonymous: true,
      user_id: 1,
      status: 'paid',
      amount_kobo: 1,
    });
    expect(Object.keys(parsed).sort()).toEqual([
      'amountKobo',
      'anonymous',
      'campaign',
      'comment',
      'delivery',
      'email',
      'firstname',
      'lastname',
      'mobile',
      'reward',
      'supporterPage',
    ]);
    expect(parsed.amountKobo).toBe(50_000);
    expect(errors({ known: 2, campaign, amount: 500 })).toMatchObject({ known: 'known must be 1 or 0' });
  });
});

describe('a reward chosen with a donation (issue 15)', () => {
  const base = { known: 0, campaign: 'abc123defg', amount: 6000, firstname: 'A', lastname: 'B', email: 'a@b.ng' };
  it('reads the reward id; empty, null or 0 is none; anything else is refused', () => {
    for (const none of ['', null, 0, '0', undefined]) expect(donateSchema.parse({ ...base, reward: none }).reward).toBeNull();
    expect(donateSchema.parse({ ...base, reward: '12' }).reward).toBe(12);
    expect(donateSchema.parse({ ...base, reward: 12 }).reward).toBe(12);
    for (const bad of ['x', '-3', 1.5, '12abc']) expect(errors({ ...base, reward: bad })).toEqual({ reward: RewardMsg.choose });
  });

  it('keeps the delivery in its normal form, and asks for all of it when the reward is Material', () => {
    const d = { delivery_name: ' Ada Obi ', delivery_phone: '0803 123 4567', delivery_address: '12 Allen Avenue, Ikeja' };
    expect(donateSchema.parse({ ...base, reward: 3, ...d }).delivery).toEqual({
      name: 'Ada Obi',
      phone: '+2348031234567',
      address: '12 Allen Avenue, Ikeja',
    });
    expect(donateSchemaFor(false, { delivery: true }).safeParse({ ...base, reward: 3 }).success).toBe(false);
    expect(deliveryErrors('Material', null)).toEqual({
      delivery_name: "Delivery name can't be empty",
      delivery_phone: "Delivery phone can't be empty",
      delivery_address: "Delivery address can't be empty",
    });
    expect(deliveryErrors('Material', { name: 'A', phone: '+2348031234567', address: '12 Allen Avenue' })).toBeNull();
    expect(deliveryErrors('Non-material', null)).toBeNull();
    expect(deliveryErrors('Non-material', { name: 'A', phone: '', address: '' })).toEqual({ delivery_address: RewardMsg.notDelivered });
    expect(errors({ ...base, delivery_address: 'short' })).toEqual({ delivery_address: expect.stringMatching(/too short/i) });
  });
});

describe('other money forms', () => {
  it('verify takes a provider reference and a match value of any kind', () => {
    expect(verifySchema.safeParse({ ref: 'IRT-ABC.1=2' }).success).toBe(true);
    expect(verifySchema.safeParse({ ref: 'has space' }).success).toBe(false);
    for (const match of ['b', 1, true, null, { reference: 'x' }, [1]])
      expect(verifySchema.safeParse({ ref: 'a', match }).success).toBe(true);
    expect(verifySchema.parse({ ref: 'a', match: 'b', extra: 1 })).toEqual({ ref: 'a', match: 'b' });
  });

  it('a bank account is a 10-digit number and a bank code, both kept as strings', () => {
    expect(bankAccountSchema.parse({ account_number: '0012345678', bank_code: '058' })).toEqual({
      account_number: '0012345678',
      bank_code: '058',
    });
    const bad = bankAccountSchema.safeParse({ account_number: '12345', bank_code: 'GTB' });
    expect(bad.success ? null : fieldErrors(bad.error)).toEqual({
      account_number: 'Account number must be 10 digits',
      bank_code: 'Select a bank from the list',
    });
  });
});

describe('giftCapKobo and checkGiftFits (decision 045)', () => {
  it('caps a gift at what the goal still needs, never below the least gift, and at nothing once met', () => {
    expect(giftCapKobo(2_000_000, 0)).toBe(2_000_000);
    expect(giftCapKobo(2_000_000, 1_995_050)).toBe(10_000);
    expect(giftCapKobo(2_000_000, 2_000_000)).toBe(0);
    expect(giftCapKobo(2_000_000, 2_500_000)).toBe(0);
  });

  it('names the most a donor may give', () => {
    expect(checkGiftFits(2_000_000, 2_000_000, 0)).toBeNull();
    expect(checkGiftFits(2_000_100, 2_000_000, 0)).toBe('This campaign needs only ₦20,000 more, so that is the most you can give');
    expect(checkGiftFits(10_100, 2_000_000, 1_995_050)).toBe(
      'This campaign needs only ₦49.50 more: give ₦100, the least you can give, to complete it',
    );
    expect(checkGiftFits(10_000, 2_000_000, 1_995_050)).toBeNull();
    expect(checkGiftFits(10_000, 2_000_000, 2_000_000)).toBe('This campaign has reached its goal and takes no more donations');
  });
});
