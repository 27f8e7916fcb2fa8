import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkField, confirmed, field, fieldErrors, optionalField } from './rules.ts';
import { Msg } from './messages.ts';

describe('the generic field rules, in the spec order', () => {
  it('uses the spec messages word for word', () => {
    expect(Msg.maxLength(50)).toBe('Value too long. Must be a maximum of 50 characters in length.');
    expect(Msg.minLength(4)).toBe('Value too short. Must be a minimum of 4 characters in length.');
    expect(Msg.email).toBe('Email must be a valid mail.');
    expect(Msg.password).toBe('At least a number, a capital letter, and a minimum of 8 characters.');
    expect(Msg.confirmPassword).toBe('Must be equal to the password entry.');
    expect(Msg.phonePrefix).toBe('Your phone number should start with +234.');
    expect(Msg.phoneLength).toBe('Your phone number should look like +2348012345678');
    expect(Msg.required('Email')).toBe("Email can't be empty");
    expect(Msg.formInvalid).toBe('Some of your inputs are not valid');
  });

  it('says an empty value is required before anything else', () => {
    expect(checkField('', { label: 'Email', min: 4, email: true })).toBe("Email can't be empty");
    expect(checkField('   ', { label: 'Name' })).toBe("Name can't be empty");
    expect(checkField('', { label: 'Secondary mobile', required: false })).toBeNull();
  });

  it('checks maximum length before minimum length before e-mail', () => {
    expect(checkField('a'.repeat(300) + '@x.ng', { label: 'Email', max: 254, min: 4, email: true })).toBe(Msg.maxLength(254));
    expect(checkField('a@b', { label: 'Email', max: 254, min: 4, email: true })).toBe(Msg.minLength(4));
    expect(checkField('abcd', { label: 'Email', max: 254, min: 4, email: true })).toBe(Msg.email);
    expect(checkField('ada@example.ng', { label: 'Email', max: 254, min: 4, email: true })).toBeNull();
  });

  it('checks the password rule', () => {
    for (const bad of ['password', 'PASSWORD1', 'password1', 'Pass1', 'Passwordx'])
      expect(checkField(bad, { label: 'Password', password: true }), bad).toBe(Msg.password);
    expect(checkField('Passw0rd', { label: 'Password', password: true })).toBeNull();
  });

  it('checks the phone prefix before its length', () => {
    expect(checkField('08012345678', { label: 'Mobile', phone: true })).toBe(Msg.phonePrefix);
    expect(checkField('+23480123', { label: 'Mobile', phone: true })).toBe(Msg.phoneLength);
    expect(checkField('+2348012345678', { label: 'Mobile', phone: true })).toBeNull();
  });

  it('counts characters, not UTF-16 units (emoji)', () => {
    expect(checkField('😀'.repeat(50), { label: 'Summary', max: 50 })).toBeNull();
    expect(checkField('😀'.repeat(51), { label: 'Summary', max: 50 })).toBe(Msg.maxLength(50));
  });
});

describe('zod fields', () => {
  const schema = confirmed(
    z
      .object({
        email: field({ label: 'Email', min: 4, email: true }),
        password: field({ label: 'Password', password: true }),
        confirm_password: field({ label: 'Confirm password' }),
        note: optionalField({ label: 'Note', max: 5 }),
      })
      .strict(),
    'password',
    'confirm_password',
  );

  it('maps each field to its first message and rejects unknown fields', () => {
    const r = schema.safeParse({ email: 'x', password: 'weak', confirm_password: '', note: 'toolong', role: 'admin' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      email: Msg.minLength(4),
      password: Msg.password,
      confirm_password: "Confirm password can't be empty",
      note: Msg.maxLength(5),
      role: 'This field is not allowed',
    });
  });

  it('checks the confirmation against the password', () => {
    const r = schema.safeParse({ email: 'ada@example.ng', password: 'Passw0rd', confirm_password: 'Passw0rd!' });
    expect(fieldErrors(r.error!)).toEqual({ confirm_password: Msg.confirmPassword });
    expect(schema.safeParse({ email: 'ada@example.ng', password: 'Passw0rd', confirm_password: 'Passw0rd' }).success).toBe(true);
  });

  it('refuses NUL bytes and non-strings, and trims', () => {
    const f = field({ label: 'Name' });
    expect(f.safeParse('a\u0000b').success).toBe(false);
    expect(f.safeParse(12).success).toBe(false);
    expect(f.safeParse(undefined).error?.issues[0]?.message).toBe("Name can't be empty");
    expect(f.parse('  Ada  ')).toBe('Ada');
  });
});

describe('invisible characters in single-line text (display spoofing)', () => {
  const name = field({ label: 'First name', max: 10 });
  const message = field({ label: 'Message', max: 100, multiline: true });

  it('drops right-to-left overrides, isolates, marks and zero-width characters before counting', () => {
    // "\u202Egnp.exe" shows as "exe.png"; a zero-width space makes a look-alike of another name.
    expect(name.parse('\u202Egnp.exe')).toBe('gnp.exe');
    expect(name.parse('Ad\u200Ba\u2066\u2069\u200E\u200F\u061C\u2060\uFEFF')).toBe('Ada');
    expect(name.parse(' \u202AOkafor\u202C ')).toBe('Okafor');
    expect(name.safeParse('\u200B'.repeat(20) + 'Ada').success).toBe(true);
  });

  it('says a name made only of invisible characters is empty', () => {
    expect(name.safeParse('\u200B\u202E').error?.issues[0]?.message).toBe("First name can't be empty");
    expect(optionalField({ label: 'Middle name' }).parse('\u200D')).toBe('');
  });

  it('keeps multi-line text as typed, and keeps letters of right-to-left scripts', () => {
    expect(message.parse('a\u200Db')).toBe('a\u200Db');
    expect(name.parse('عائشة')).toBe('عائشة');
  });
});
