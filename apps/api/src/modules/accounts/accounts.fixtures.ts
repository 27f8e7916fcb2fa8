import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { outbox, users } from '../../db/schema.ts';
import type { TestApp } from '../../test/build-app.ts';

/** Test helpers of the accounts module: valid form bodies, calls from chosen IPs, the outbox. */

export const PASSWORD = 'Kolanut-Sunrise7';

export const uniqueEmail = (prefix = 'ada') => `${prefix}-${randomBytes(8).toString('hex')}@example.ng`;

export const individualBody = (o: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  first_name: 'Ada',
  last_name: 'Obi',
  password: PASSWORD,
  state: 25,
  lga: 508,
  mobile: '+2348031234567',
  gender: 'female',
  ...o,
});

export const organizationBody = (o: Record<string, unknown> = {}) => ({
  organization_email: uniqueEmail('org'),
  password: PASSWORD,
  organization_mobile: '08031234567',
  secondary_mobile: '09051234567',
  organization_name: 'Hope Foundation',
  organization_type: 'Non-Profit',
  organization_address: '14 Allen Avenue, Ikeja',
  category: 'Education',
  state: 25,
  lga: 516,
  ...o,
});

export const verificationBody = (o: Record<string, unknown> = {}) => ({
  facebook: 'https://www.facebook.com/ada.obi',
  twitter: '@adaobi',
  instagram: 'ada.obi',
  id_type: 'National ID',
  user_ref: { first_name: 'Ngozi', last_name: 'Eze', mobile: '+2348051234567', email: 'ngozi@example.ng' },
  ...o,
});

let ipCounter = 1;
/** A fresh client address per call, so the per-IP limits only bite where a test means them to. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export interface CallOpts {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  payload?: Buffer | string;
}

/** inject with a JSON (or raw) body, a bearer token and a client IP; the reply parsed when JSON. */
export async function call(t: TestApp, method: InjectOptions['method'], url: string, o: CallOpts = {}) {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: o.ip ?? freshIp(),
    ...(o.payload !== undefined ? { payload: o.payload } : o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
  });
  let body: any = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* not JSON */
  }
  return { statusCode: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
}

/** The newest outbox message to `to`, optionally whose subject matches. */
export async function lastMail(t: TestApp, to: string, subject?: RegExp) {
  const rows = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, to.toLowerCase())).orderBy(desc(outbox.id));
  return rows.find((m) => !subject || subject.test(m.subject ?? '')) ?? null;
}

export const mailCount = async (t: TestApp, to: string) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.recipient, to.toLowerCase()))
  )[0]!.n;

/** The token at the end of the link of the newest mail to `to` (…/verify_email/{token}). */
export async function tokenFromMail(t: TestApp, to: string, subject?: RegExp) {
  const m = await lastMail(t, to, subject);
  const link = m?.links[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

export const userCount = async (t: TestApp) => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

/** Signs up and verifies an individual; returns the login e-mail. */
export async function verifiedIndividual(t: TestApp, o: Record<string, unknown> = {}) {
  const body = individualBody(o);
  const res = await call(t, 'POST', '/api/v1/account', { body });
  if (res.body.status.code !== 100) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  const token = await tokenFromMail(t, body.email as string);
  await call(t, 'PUT', '/api/v1/account/verify', { body: { token } });
  return body.email as string;
}

/** Signs in and returns the session token. */
export async function signIn(t: TestApp, email: string, password = PASSWORD, remember = false) {
  const res = await call(t, 'POST', '/api/v1/account/login', { body: { email, password, remember } });
  if (res.body.status.code !== 100) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.entity.token as string;
}
