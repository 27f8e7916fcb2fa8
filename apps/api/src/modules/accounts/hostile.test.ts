import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Msg } from '@ireti/shared/messages';
import { checkField } from '@ireti/shared/rules';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { outbox, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, tokenFor } from '../../test/factories.ts';
import { PASSWORD, call, individualBody, organizationBody, uniqueEmail, userCount, verificationBody } from './accounts.fixtures.ts';

/**
 * Every field of every accounts form, tried empty, missing, too long, of the wrong type and with
 * hostile strings (SQL, HTML, emoji, right-to-left text, NUL bytes). Each gets its message (or is
 * stored verbatim when it is fine as text); nothing is stored on a refusal; nothing is a 5xx.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SQL = "' OR '1'='1'; DROP TABLE users; --";
const HTML = '<script>alert(1)</script>';
const EMOJI = 'Ọlá 🙂🇳🇬';
const RTL = 'مريم العربية';
const NUL = 'Ada\u0000Obi';
const WRONG_TYPES: unknown[] = [12345, true, null, {}, ['x']];

type Kind = 'text' | 'email' | 'password' | 'secret' | 'id' | 'enum' | 'phone' | 'orgPhone' | 'social' | 'token' | 'code';
interface Field {
  key: string;
  label: string;
  kind: Kind;
  max?: number;
  optional?: boolean;
  /** The confirmation field that must carry the same value for the rest of the form to pass. */
  mirror?: string;
  /** For a confirmation field: its mismatch message. */
  confirms?: string;
}

/** What each kind of field answers to a hostile string: null = accepted as text. */
function hostileExpectation(f: Field, value: string): string | null {
  if (value.includes('\u0000')) return f.kind === 'id' || f.kind === 'enum' ? Msg.required(f.label) : AccountMsg.notAllowedChars(f.label);
  switch (f.kind) {
    case 'text':
    case 'token':
    case 'secret':
      return null;
    case 'email':
      return Msg.email;
    case 'password':
      return checkField(value, { label: f.label, max: f.max, password: true });
    case 'id':
    case 'enum':
      return Msg.required(f.label);
    case 'phone':
      return Msg.phonePrefix;
    case 'orgPhone':
      return [...value].length > 11 ? Msg.maxLength(11) : [...value].length < 8 ? Msg.minLength(8) : AccountMsg.orgMobile;
    case 'social':
      return AccountMsg.socialLink;
    case 'code':
      return [...value].length > 6 ? Msg.maxLength(6) : AccountMsg.code;
  }
}

function tooLong(f: Field): [unknown, string] {
  switch (f.kind) {
    case 'email':
      return [`${'a'.repeat(250)}@x.ng`, Msg.maxLength(254)];
    case 'password':
    case 'secret':
      return [`Aa1${'x'.repeat(f.max! - 2)}`, Msg.maxLength(f.max!)];
    case 'id':
      return ['9'.repeat(5000), Msg.required(f.label)];
    case 'enum':
      return ['x'.repeat(5000), Msg.required(f.label)];
    case 'phone':
      return [`+234${'8'.repeat(5000)}`, Msg.phoneLength];
    default:
      return ['x'.repeat(f.max! + 1), Msg.maxLength(f.max!)];
  }
}

interface Form {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  fields: Field[];
  body: () => Record<string, unknown>;
  /** A signed-in caller (token), made fresh per form. */
  as?: 'individual' | 'organization';
  /** How to read back a stored value after an accepted hostile string, when the form stores. */
  stored?: (res: { body: any }, key: string) => unknown;
  /** Reaching the service with a valid shape may still answer another code (a wrong password…). */
  acceptedCodes?: number[];
}

const nameFields = (prefix = ''): Field[] => [
  { key: `${prefix}first_name`, label: prefix ? "Reference's first name" : 'First name', kind: 'text', max: 50 },
  { key: `${prefix}last_name`, label: prefix ? "Reference's last name" : 'Last name', kind: 'text', max: 50 },
];
const place: Field[] = [
  { key: 'state', label: 'State', kind: 'id' },
  { key: 'lga', label: 'LGA', kind: 'id' },
];
const orgFields = (secondaryOptional: boolean): Field[] => [
  { key: 'organization_mobile', label: 'Organization mobile', kind: 'orgPhone', max: 11 },
  { key: 'secondary_mobile', label: 'Secondary mobile', kind: 'orgPhone', max: 11, optional: secondaryOptional },
  { key: 'organization_name', label: 'Organization name', kind: 'text', max: 100 },
  { key: 'organization_type', label: 'Organization type', kind: 'enum' },
  { key: 'organization_address', label: 'Organization address', kind: 'text', max: 200 },
  { key: 'category', label: 'Category', kind: 'enum' },
  ...place,
];

const forms: Form[] = [
  {
    name: 'individual sign-up',
    method: 'POST',
    url: '/api/v1/account',
    body: () => individualBody(),
    fields: [
      { key: 'email', label: 'Email', kind: 'email' },
      ...nameFields(),
      { key: 'password', label: 'Password', kind: 'password', max: 128 },
      ...place,
      { key: 'mobile', label: 'Mobile', kind: 'phone' },
      { key: 'gender', label: 'Gender', kind: 'enum' },
    ],
    stored: (res, key) => res.body.entity.user[key],
  },
  {
    name: 'organisation sign-up',
    method: 'POST',
    url: '/api/v1/account/organisation',
    body: () => organizationBody(),
    fields: [
      { key: 'organization_email', label: 'Organization email', kind: 'email' },
      { key: 'password', label: 'Password', kind: 'password', max: 128 },
      ...orgFields(true),
    ],
    stored: (res, key) => res.body.entity.user[key],
  },
  {
    name: 'sign in',
    method: 'POST',
    url: '/api/v1/account/login',
    body: () => ({ email: uniqueEmail(), password: PASSWORD }),
    fields: [
      { key: 'email', label: 'Email', kind: 'email' },
      { key: 'password', label: 'Password', kind: 'password', max: 128 },
    ],
    acceptedCodes: [101],
  },
  {
    name: 'forgot password',
    method: 'POST',
    url: '/api/v1/account/emailtoresetpassword',
    body: () => ({ email: uniqueEmail() }),
    fields: [{ key: 'email', label: 'Email', kind: 'email' }],
  },
  {
    name: 'reset password',
    method: 'POST',
    url: '/api/v1/account/resetpassword',
    body: () => ({ pass: 'N3w-Password!', cpass: 'N3w-Password!', token: 'a'.repeat(43) }),
    fields: [
      { key: 'pass', label: 'Password', kind: 'password', max: 128, mirror: 'cpass' },
      { key: 'cpass', label: 'Confirm password', kind: 'secret', max: 128, confirms: Msg.resetMismatch },
      { key: 'token', label: 'Token', kind: 'token', max: 200 },
    ],
    acceptedCodes: [104],
  },
  {
    name: 'verify e-mail',
    method: 'PUT',
    url: '/api/v1/account/verify',
    body: () => ({ token: 'a'.repeat(43) }),
    fields: [{ key: 'token', label: 'Token', kind: 'token', max: 200 }],
    acceptedCodes: [104],
  },
  {
    name: 'individual profile',
    method: 'PUT',
    url: '/api/v1/account',
    as: 'individual',
    body: () => ({ first_name: 'Ada', last_name: 'Obi', mobile: '+2348031234567', state: 25, lga: 508, gender: 'female' }),
    fields: [
      ...nameFields(),
      { key: 'mobile', label: 'Mobile', kind: 'phone' },
      ...place,
      { key: 'gender', label: 'Gender', kind: 'enum', optional: true },
    ],
    stored: (res, key) => res.body.entity[key],
  },
  {
    name: 'organisation profile',
    method: 'PUT',
    url: '/api/v1/account',
    as: 'organization',
    body: () => {
      const { organization_email: _e, password: _p, ...rest } = organizationBody();
      return rest;
    },
    fields: orgFields(false),
    stored: (res, key) => res.body.entity[key],
  },
  {
    name: 'password change',
    method: 'PUT',
    url: '/api/v1/account/password',
    as: 'individual',
    body: () => ({ current_password: 'Wrong-Passw0rd', new_password: 'Fresh-Passw0rd', cnew_password: 'Fresh-Passw0rd' }),
    fields: [
      { key: 'current_password', label: 'Current password', kind: 'password', max: 128 },
      { key: 'new_password', label: 'New password', kind: 'password', max: 128, mirror: 'cnew_password' },
      { key: 'cnew_password', label: 'Confirm new password', kind: 'secret', max: 128, confirms: Msg.confirmPassword },
    ],
    acceptedCodes: [101],
  },
  {
    name: 'e-mail change',
    method: 'PUT',
    url: '/api/v1/account/email',
    as: 'individual',
    body: () => ({ email: uniqueEmail(), password: 'Wrong-Passw0rd' }),
    fields: [
      { key: 'email', label: 'New email', kind: 'email' },
      { key: 'password', label: 'Current password', kind: 'secret', max: 128 },
    ],
    acceptedCodes: [101],
  },
  {
    name: 'identity verification',
    method: 'PUT',
    url: '/api/v1/account/verification',
    as: 'individual',
    body: () => verificationBody(),
    fields: [
      { key: 'facebook', label: 'Facebook', kind: 'social', max: 200 },
      { key: 'twitter', label: 'Twitter', kind: 'social', max: 200 },
      { key: 'instagram', label: 'Instagram', kind: 'social', max: 200 },
      ...nameFields('user_ref.'),
      { key: 'user_ref.mobile', label: "Reference's mobile", kind: 'phone' },
      { key: 'user_ref.email', label: "Reference's email", kind: 'email' },
    ],
    stored: (res, key) => (key.startsWith('user_ref.') ? res.body.entity.user_ref[key.slice(9)] : res.body.entity[key]),
  },
  {
    name: 'phone code',
    method: 'PUT',
    url: '/api/v1/account/mobile/verify',
    as: 'individual',
    body: () => ({ code: '123456' }),
    fields: [{ key: 'code', label: 'Code', kind: 'code', max: 6 }],
    acceptedCodes: [101],
  },
];

/** body with `key` (possibly nested a.b) set to value, or removed when value is undefined. */
function withField(body: Record<string, unknown>, key: string, value: unknown, remove = false) {
  const copy = structuredClone(body);
  const path = key.split('.');
  let target = copy as Record<string, unknown>;
  for (const p of path.slice(0, -1)) target = target[p] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

async function caller(as: Form['as']) {
  if (!as) return undefined;
  const user = await createUser(t.ctx.db, {
    email: uniqueEmail(),
    imageKey: 'avatars/abcdef123456.png',
    ...(as === 'organization'
      ? { isOrganization: true, firstName: '', lastName: '', organizationName: 'Hope', organizationMobile: '+2348031234567' }
      : {}),
  });
  return { id: user.id, token: await tokenFor(t.ctx.db, user.id) };
}

const snapshot = async (userId?: number) => ({
  users: await userCount(t),
  outbox: (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n,
  row: userId ? JSON.stringify((await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]) : null,
});

describe.each(forms)('$name: every field, every bad input', (form) => {
  let who: { id: number; token: string } | undefined;
  beforeAll(async () => {
    who = await caller(form.as);
  });
  const send = (body: unknown) => call(t, form.method, form.url, { body, token: who?.token });

  async function refused(body: unknown, key: string, message: string) {
    const before = await snapshot(who?.id);
    const res = await send(body);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(422);
    expect(res.body.status).toEqual({ code: 101, desc: Msg.formInvalid });
    expect(res.body.entity.errors[key]).toBe(message);
    expect(await snapshot(who?.id)).toEqual(before);
  }

  it.each(form.fields.map((f) => [f.key, f] as const))('%s: empty, missing, too long, wrong types', async (_k, f) => {
    const base = form.body();
    if (f.optional) {
      expect((await send(withField(base, f.key, undefined, true))).statusCode).toBeLessThan(500);
    } else {
      await refused(withField(base, f.key, ''), f.key, Msg.required(f.label));
      await refused(withField(base, f.key, '   '), f.key, Msg.required(f.label));
      await refused(withField(base, f.key, undefined, true), f.key, Msg.required(f.label));
    }
    const [long, message] = tooLong(f);
    await refused(withField(base, f.key, long), f.key, message);
    for (const wrong of WRONG_TYPES) {
      if (f.kind === 'id' && wrong === 12345) continue; // a number is an id's own type: checked below
      if (f.optional && wrong === null) continue; // null is "not given" for an optional field
      await refused(
        withField(base, f.key, wrong),
        f.key,
        f.optional && f.kind !== 'enum' ? AccountMsg.notValid(f.label) : Msg.required(f.label),
      );
    }
  });

  it.each(form.fields.map((f) => [f.key, f] as const))('%s: SQL, HTML, emoji, right-to-left text and NUL bytes', async (_k, f) => {
    for (const value of [SQL, HTML, EMOJI, RTL, NUL]) {
      let body = withField(form.body(), f.key, value);
      if (f.mirror) body = withField(body, f.mirror, value);
      const expected = f.confirms && !value.includes('\u0000') ? f.confirms : hostileExpectation(f, value);
      if (expected !== null) {
        await refused(body, f.key, expected);
        continue;
      }
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(500);
      if (form.stored && f.kind === 'password') {
        // Stored as a hash: the proof is that exactly this password opens the account (109: not verified yet).
        expect(res.body.status.code, JSON.stringify(res.body)).toBe(100);
        const login = await call(t, 'POST', '/api/v1/account/login', { body: { email: res.body.entity.user.email, password: value } });
        expect(login.body.status.code).toBe(109);
      } else if (form.stored) {
        expect(res.body.status.code, JSON.stringify(res.body)).toBe(100);
        expect(form.stored(res, f.key)).toBe(value.trim());
      } else {
        expect(form.acceptedCodes ?? [100]).toContain(res.body.status.code);
      }
    }
  });
});

describe('what hostile text does once stored', () => {
  it('is escaped in the HTML of the e-mails and returned verbatim by the API', async () => {
    const body = individualBody({ first_name: HTML });
    const res = await call(t, 'POST', '/api/v1/account', { body });
    expect(res.body.entity.user.first_name).toBe(HTML);
    const [m] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, body.email));
    expect(m!.bodyHtml).not.toContain('<script>');
    expect(m!.bodyHtml).toContain('&lt;script&gt;');
  });

  it('a state id that does not exist is refused by name, not by a database error', async () => {
    for (const state of [0, -1, 2_147_483_648, 99]) {
      const res = await call(t, 'POST', '/api/v1/account', { body: individualBody({ state }) });
      expect(res.statusCode).toBe(422);
      expect(res.body.entity.errors.state).toBeDefined();
    }
  });

  it('bodies that are not objects, not JSON, or far too big are refused without a 5xx', async () => {
    for (const payload of ['[]', '"text"', 'null', '{"email":', 'x'.repeat(300 * 1024)]) {
      const res = await call(t, 'POST', '/api/v1/account', { payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect([101, 108]).toContain(res.body.status.code);
    }
  });
});
