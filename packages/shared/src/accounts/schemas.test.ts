import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Msg } from '../messages.ts';
import { fieldErrors } from '../rules.ts';
import { AccountMsg } from './messages.ts';
import {
  emailChangeSchema,
  forgotPasswordSchema,
  orgPasswordChangeSchema,
  passwordChangeSchema,
  phoneCodeSchema,
  profileIndividualSchema,
  profileOrganizationSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signinSchema,
  signupIndividualFormSchema,
  signupIndividualSchema,
  signupOrganizationFormSchema,
  signupOrganizationSchema,
  verificationSchema,
} from './schemas.ts';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

const individual = {
  email: 'Ada.Obi@Example.ng',
  first_name: 'Ada',
  last_name: 'Obi',
  password: 'Passw0rdX',
  confirm_password: 'Passw0rdX',
  state: '25',
  lga: '508',
  mobile: '+2348031234567',
  gender: 'female',
};
const organization = {
  organization_email: 'info@hope.org.ng',
  password: 'Passw0rdX',
  confirm_password: 'Passw0rdX',
  organization_mobile: '08031234567',
  secondary_mobile: '',
  organization_name: 'Hope Foundation',
  organization_type: 'Non-Profit',
  organization_address: '12 Allen Avenue, Ikeja',
  category: 'Education',
  state: 25,
  lga: 508,
};
const verification = {
  facebook: 'https://facebook.com/ada',
  twitter: '@ada',
  instagram: 'ada.obi',
  id_type: 'National ID',
  user_ref: { first_name: 'Chinedu', last_name: 'Eze', mobile: '+2348051234567', email: 'chinedu@example.ng' },
};

describe('sign in', () => {
  it('accepts a valid sign-in and lower-cases the e-mail', () => {
    const r = signinSchema.parse({ email: ' ADA@Example.ng ', password: 'Passw0rdX', remember: true });
    expect(r).toEqual({ email: 'ada@example.ng', password: 'Passw0rdX', remember: true });
  });

  it.each([
    [
      { email: '', password: '' },
      { email: Msg.required('Email'), password: Msg.required('Password') },
    ],
    [{ email: 'a@b', password: 'Passw0rdX' }, { email: Msg.minLength(4) }],
    [{ email: 'not-an-email', password: 'Passw0rdX' }, { email: Msg.email }],
    [{ email: 'ada@example.ng', password: 'password' }, { password: Msg.password }],
    [{ email: 'ada@example.ng', password: 'Sh0rt' }, { password: Msg.password }],
    [{ email: `${'a'.repeat(250)}@b.ng`, password: 'Passw0rdX' }, { email: Msg.maxLength(254) }],
    [{ email: 'ada@example.ng', password: `Aa1${'x'.repeat(200)}` }, { password: Msg.maxLength(128) }],
    [{ email: 'ada@example.ng', password: 'Passw0rd\u0000' }, { password: AccountMsg.notAllowedChars('Password') }],
    [
      { email: 12, password: ['x'] },
      { email: Msg.required('Email'), password: Msg.required('Password') },
    ],
  ])('rejects %j', (input, expected) => {
    expect(errorsOf(signinSchema, input)).toMatchObject(expected);
  });

  it('ignores fields it does not use: they never reach the API (decision 008)', () => {
    const r = signinSchema.parse({ email: 'ada@example.ng', password: 'Passw0rdX', role: 'admin', admin: true });
    expect(r).toEqual({ email: 'ada@example.ng', password: 'Passw0rdX' });
  });

  it('never trims a password', () => {
    expect(signinSchema.parse({ email: 'ada@example.ng', password: ' Passw0rdX ' }).password).toBe(' Passw0rdX ');
  });
});

describe('individual sign-up', () => {
  it('accepts the form and turns ids into numbers', () => {
    const r = signupIndividualFormSchema.parse(individual);
    expect(r).toMatchObject({ email: 'ada.obi@example.ng', state: 25, lga: 508, gender: 'female' });
  });

  it('the API body has no confirm_password (spec §3: not sent)', () => {
    const { confirm_password: _c, ...body } = individual;
    expect(signupIndividualSchema.safeParse(body).success).toBe(true);
    // A client that sends it anyway is not refused: it is dropped with every other unknown field.
    const sent = signupIndividualSchema.parse({
      ...individual,
      role: 'admin',
      is_volunteer: 1,
      identity_status: 'approved',
      email_verified_at: '2020-01-01',
    });
    expect(Object.keys(sent).sort()).toEqual(['email', 'first_name', 'gender', 'last_name', 'lga', 'mobile', 'password', 'state']);
  });

  it('says which field is empty, by its name', () => {
    const empty = Object.fromEntries(Object.keys(individual).map((k) => [k, '']));
    expect(errorsOf(signupIndividualFormSchema, empty)).toEqual({
      email: Msg.required('Email'),
      first_name: Msg.required('First name'),
      last_name: Msg.required('Last name'),
      password: Msg.required('Password'),
      confirm_password: Msg.required('Confirm password'),
      state: Msg.required('State'),
      lga: Msg.required('LGA'),
      mobile: Msg.required('Mobile'),
      gender: Msg.required('Gender'),
    });
    expect(errorsOf(signupIndividualFormSchema, {})).toMatchObject({ email: Msg.required('Email'), gender: Msg.required('Gender') });
  });

  it('checks the confirmation even while other fields are wrong', () => {
    expect(errorsOf(signupIndividualFormSchema, { ...individual, email: '', confirm_password: 'Passw0rdY' })).toEqual({
      email: Msg.required('Email'),
      confirm_password: Msg.confirmPassword,
    });
  });

  it.each([
    ['0803123456', Msg.phonePrefix],
    ['+23480312345', Msg.phoneLength],
    ['+234803123456789', Msg.phoneLength],
    ['+2341234567890', AccountMsg.nigerianMobile],
  ])('mobile %s → %s', (mobile, message) => {
    expect(errorsOf(signupIndividualFormSchema, { ...individual, mobile })).toEqual({ mobile: message });
  });

  it('applies max before min before e-mail (spec order)', () => {
    expect(errorsOf(signupIndividualFormSchema, { ...individual, first_name: 'x'.repeat(51) })).toEqual({ first_name: Msg.maxLength(50) });
    expect(errorsOf(signupIndividualFormSchema, { ...individual, email: `${'x'.repeat(300)}` })).toEqual({ email: Msg.maxLength(254) });
  });

  it('counts characters, not bytes: emoji and right-to-left names are fine', () => {
    const r = signupIndividualFormSchema.parse({ ...individual, first_name: '😀'.repeat(50), last_name: 'مريم' });
    expect(r.first_name).toBe('😀'.repeat(50));
    expect(errorsOf(signupIndividualFormSchema, { ...individual, first_name: '😀'.repeat(51) })).toEqual({ first_name: Msg.maxLength(50) });
  });

  it('refuses NUL bytes and wrong types', () => {
    expect(errorsOf(signupIndividualFormSchema, { ...individual, last_name: 'Obi\u0000' })).toEqual({
      last_name: AccountMsg.notAllowedChars('Last name'),
    });
    expect(errorsOf(signupIndividualFormSchema, { ...individual, state: 'Lagos', lga: -3, gender: 'other' })).toEqual({
      state: Msg.required('State'),
      lga: Msg.required('LGA'),
      gender: Msg.required('Gender'),
    });
  });
});

describe('organisation sign-up', () => {
  it('accepts the form with or without a secondary mobile', () => {
    expect(signupOrganizationFormSchema.parse(organization).secondary_mobile).toBe('');
    const { secondary_mobile: _s, ...noSecondary } = organization;
    expect(signupOrganizationFormSchema.safeParse(noSecondary).success).toBe(true);
  });

  it('says which field is empty; secondary_mobile is optional', () => {
    const empty = Object.fromEntries(Object.keys(organization).map((k) => [k, '']));
    expect(errorsOf(signupOrganizationFormSchema, empty)).toEqual({
      organization_email: Msg.required('Organization email'),
      password: Msg.required('Password'),
      confirm_password: Msg.required('Confirm password'),
      organization_mobile: Msg.required('Organization mobile'),
      organization_name: Msg.required('Organization name'),
      organization_type: Msg.required('Organization type'),
      organization_address: Msg.required('Organization address'),
      category: Msg.required('Category'),
      state: Msg.required('State'),
      lga: Msg.required('LGA'),
    });
  });

  it.each([
    ['organization_mobile', '0803123', Msg.minLength(8)],
    ['organization_mobile', '080312345678', Msg.maxLength(11)],
    ['organization_mobile', '01234567', AccountMsg.orgMobile],
    ['secondary_mobile', '0803', Msg.minLength(8)],
    ['secondary_mobile', '+23480312345678', Msg.maxLength(11)],
    ['secondary_mobile', 'abcdefghij', AccountMsg.orgMobile],
    ['organization_type', 'Cartel', Msg.required('Organization type')],
    ['category', 'Gambling', Msg.required('Category')],
    ['organization_email', 'info@hope', Msg.email],
  ])('%s %j → %s', (key, value, message) => {
    expect(errorsOf(signupOrganizationFormSchema, { ...organization, [key]: value })).toEqual({ [key]: message });
  });

  it('checks the confirmation', () => {
    expect(errorsOf(signupOrganizationFormSchema, { ...organization, confirm_password: 'nope' })).toEqual({
      confirm_password: Msg.confirmPassword,
    });
  });

  it('the API body takes an optional social id and no confirmation', () => {
    const { confirm_password: _c, ...body } = organization;
    expect(signupOrganizationSchema.safeParse({ ...body, social_id: 'abcdefgh12' }).success).toBe(true);
    expect(errorsOf(signupOrganizationSchema, { ...body, social_id: '../etc' })).toEqual({ social_id: 'The sign-up link is not valid' });
  });
});

describe('profile settings', () => {
  it('individual: first_name, last_name, mobile, state, lga required; gender optional', () => {
    expect(errorsOf(profileIndividualSchema, {})).toEqual({
      first_name: Msg.required('First name'),
      last_name: Msg.required('Last name'),
      mobile: Msg.required('Mobile'),
      state: Msg.required('State'),
      lga: Msg.required('LGA'),
    });
    expect(
      profileIndividualSchema.safeParse({ first_name: 'Ada', last_name: 'Obi', mobile: '+2348031234567', state: 25, lga: 508 }).success,
    ).toBe(true);
  });

  it('organisation: every field required, secondary_mobile too', () => {
    expect(errorsOf(profileOrganizationSchema, {})).toEqual({
      organization_name: Msg.required('Organization name'),
      organization_type: Msg.required('Organization type'),
      category: Msg.required('Category'),
      organization_mobile: Msg.required('Organization mobile'),
      secondary_mobile: Msg.required('Secondary mobile'),
      organization_address: Msg.required('Organization address'),
      state: Msg.required('State'),
      lga: Msg.required('LGA'),
    });
  });
});

describe('passwords', () => {
  it('password change: required, the password rule, and the confirmation', () => {
    expect(errorsOf(passwordChangeSchema, {})).toEqual({
      current_password: Msg.required('Current password'),
      new_password: Msg.required('New password'),
      cnew_password: Msg.required('Confirm new password'),
    });
    expect(errorsOf(passwordChangeSchema, { current_password: 'weak', new_password: 'alsoweak', cnew_password: 'different' })).toEqual({
      current_password: Msg.password,
      new_password: Msg.password,
      cnew_password: Msg.confirmPassword,
    });
  });

  it('the organisation version names the new password `password`', () => {
    expect(
      orgPasswordChangeSchema.safeParse({ current_password: 'Passw0rdX', password: 'N3wPassword', cnew_password: 'N3wPassword' }).success,
    ).toBe(true);
    expect(
      errorsOf(orgPasswordChangeSchema, { current_password: 'Passw0rdX', password: 'N3wPassword', cnew_password: 'N3wPasswordz' }),
    ).toEqual({
      cnew_password: Msg.confirmPassword,
    });
  });

  it('reset: both required, the spec mismatch message', () => {
    expect(errorsOf(resetPasswordSchema, { pass: '', cpass: '', token: '' })).toEqual({
      pass: Msg.required('Password'),
      cpass: Msg.required('Confirm password'),
      token: Msg.required('Token'),
    });
    expect(errorsOf(resetPasswordSchema, { pass: 'N3wPassword', cpass: 'N3wPasswordz', token: 'abc' })).toEqual({
      cpass: Msg.resetMismatch,
    });
  });

  it('forgot: e-mail required and valid', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: Msg.required('Email') });
    expect(errorsOf(forgotPasswordSchema, { email: "' OR 1=1 --" })).toEqual({ email: Msg.email });
    expect(forgotPasswordSchema.parse({ email: 'ADA@example.NG' })).toEqual({ email: 'ada@example.ng' });
  });

  it('e-mail change needs the new address and the current password', () => {
    expect(errorsOf(emailChangeSchema, {})).toEqual({ email: Msg.required('New email'), password: Msg.required('Current password') });
  });

  it('resend needs an address or a token', () => {
    expect(errorsOf(resendVerificationSchema, {})).toEqual({ email: Msg.required('Email') });
    expect(resendVerificationSchema.safeParse({ token: 'abc' }).success).toBe(true);
  });
});

describe('identity verification', () => {
  it('accepts the form and turns usernames into profile links', () => {
    const r = verificationSchema.parse(verification);
    expect(r.facebook).toBe('https://www.facebook.com/ada');
    expect(r.twitter).toBe('https://x.com/ada');
    expect(r.instagram).toBe('https://www.instagram.com/ada.obi');
    expect(r.user_ref.email).toBe('chinedu@example.ng');
  });

  it('requires the socials and the reference person', () => {
    expect(errorsOf(verificationSchema, { facebook: '', twitter: '', instagram: '', user_ref: {} })).toEqual({
      facebook: Msg.required('Facebook'),
      twitter: Msg.required('Twitter'),
      instagram: Msg.required('Instagram'),
      'user_ref.first_name': Msg.required("Reference's first name"),
      'user_ref.last_name': Msg.required("Reference's last name"),
      'user_ref.mobile': Msg.required("Reference's mobile"),
      'user_ref.email': Msg.required("Reference's email"),
    });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://files.example.ng/ada',
    '<img src=x onerror=alert(1)>',
    'https://user:pw@evil.example/',
    "'; drop table users; --",
  ])('refuses %j as a social link', (facebook) => {
    expect(errorsOf(verificationSchema, { ...verification, facebook })).toEqual({ facebook: AccountMsg.socialLink });
  });

  it('checks the reference e-mail and mobile and the ID type', () => {
    expect(
      errorsOf(verificationSchema, {
        ...verification,
        id_type: 'Library card',
        user_ref: { ...verification.user_ref, email: 'x', mobile: '0805' },
      }),
    ).toEqual({
      id_type: AccountMsg.idTypeRequired,
      'user_ref.email': Msg.email,
      'user_ref.mobile': Msg.phonePrefix,
    });
  });
});

describe('phone code', () => {
  it.each([
    ['', Msg.required('Code')],
    ['12345', AccountMsg.code],
    ['1234567', Msg.maxLength(6)],
    ['12a456', AccountMsg.code],
  ])('%j → %s', (code, message) => {
    expect(errorsOf(phoneCodeSchema, { code })).toEqual({ code: message });
  });
  it('accepts six digits', () => {
    expect(phoneCodeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });
});

describe('unknown fields (decision 008)', () => {
  const privileged = {
    role: 'admin',
    is_volunteer: 1,
    volunteer_status: 'approved',
    identity_status: 'approved',
    verified: 1,
    email_verified_at: '2020-01-01',
    _id: 1,
  };
  it.each([
    ['organisation sign-up', signupOrganizationSchema, (({ confirm_password: _c, ...o }) => o)(organization)],
    ['individual profile', profileIndividualSchema, { first_name: 'Ada', last_name: 'Obi', mobile: '+2348031234567', state: 25, lga: 508 }],
    [
      'organisation profile',
      profileOrganizationSchema,
      { ...(({ confirm_password: _c, password: _p, organization_email: _e, ...o }) => o)(organization), secondary_mobile: '08051234567' },
    ],
    ['identity verification', verificationSchema, verification],
    ['password change', passwordChangeSchema, { current_password: 'Passw0rdX', new_password: 'Passw0rdY', cnew_password: 'Passw0rdY' }],
    ['e-mail change', emailChangeSchema, { email: 'new@example.ng', password: 'Passw0rdX' }],
  ] as [string, z.ZodType, Record<string, unknown>][])('%s: accepted, and none of them is kept', (_name, schema, body) => {
    const r = schema.safeParse({ ...body, ...privileged });
    expect(r.success).toBe(true);
    for (const key of Object.keys(privileged)) expect(r.data).not.toHaveProperty(key);
  });

  it('a field of the reference person it does not use is dropped too', () => {
    const r = verificationSchema.parse({ ...verification, user_ref: { ...verification.user_ref, role: 'admin' } });
    expect(r.user_ref).not.toHaveProperty('role');
  });
});

describe('wrong shapes', () => {
  it('a reference person that is not an object says so by name', () => {
    expect(errorsOf(verificationSchema, { ...verification, user_ref: 'Ngozi' })).toEqual({ user_ref: Msg.required('Reference person') });
  });
});
