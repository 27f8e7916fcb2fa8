import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { demoAdminPassword } from '../../seed/demo.ts';
import { hashPassword } from './passwords.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET, seedAccountsDemo } from './accounts.demo.ts';
import { nextCode } from '../../test/totp.ts';
import { call } from './accounts.fixtures.ts';
import { cleanupAccounts } from './accounts.jobs.ts';
import * as repo from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADMIN_PASSWORD = 'This-Install-Only-3f9a';
/** Signs in; the administrator and volunteers answer the second step with the demo app's code (issue 28). */
const login = async (email: string, password = email === DEMO_ADMIN_EMAIL ? ADMIN_PASSWORD : DEMO_PASSWORD) => {
  const first = (await call(t, 'POST', '/api/v1/account/login', { body: { email, password } })).body;
  if (first.status.code !== 110) return first;
  const ticket = first.entity.second_factor.ticket;
  return (await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: await nextCode(DEMO_TOTP_SECRET, email) } }))
    .body;
};

describe('demo accounts', () => {
  it('creates every kind once, with their logins for the start banner', async () => {
    const logins = await seedAccountsDemo(t.ctx, { adminPassword: ADMIN_PASSWORD });
    expect(logins.find((l) => l.email === DEMO_ADMIN_EMAIL)!.password).toBe(ADMIN_PASSWORD);
    expect(logins.map((l) => l.email)).toEqual([
      'ada@demo.ireti.ng',
      'chidi@demo.ireti.ng',
      'hope@demo.ireti.ng',
      'tunde@demo.ireti.ng',
      'zainab@demo.ireti.ng',
      'admin@demo.ireti.ng',
      'new@demo.ireti.ng',
    ]);
    const count = async () => (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]!.n;
    const before = await count();
    await seedAccountsDemo(t.ctx, { adminPassword: ADMIN_PASSWORD });
    expect(await count()).toBe(before);
  });

  it('each demo account is what the brief says', async () => {
    const ada = (await login('ada@demo.ireti.ng')).entity.user;
    expect(ada).toMatchObject({ is_organization: 0, state_id: 25, identity_status: 'approved', is_volunteer: 0 });
    expect(ada.image_url).toMatch(/^\/media\/avatars\/.+\.png$/);
    expect((await call(t, 'GET', ada.image_url)).statusCode).toBe(200);
    expect((await login('chidi@demo.ireti.ng')).entity.user).toMatchObject({ identity_status: 'submitted', image_url: null });
    const hope = (await login('hope@demo.ireti.ng')).entity.user;
    expect(hope).toMatchObject({
      is_organization: 1,
      organization_name: 'Hope Foundation',
      organization_type: 'Non-Profit',
      state_id: 25,
      identity_status: 'approved',
      organization_email: 'hope@demo.ireti.ng',
    });
    for (const k of ['organization_f_img_1', 'organization_f_img_2', 'organization_f_img_3', 'image_url'])
      expect(hope[k]).toMatch(/^\/media\//);
    expect((await login('tunde@demo.ireti.ng')).entity.user).toMatchObject({ is_volunteer: 4, volunteer_status: 'approved', state_id: 25 });
    expect((await login('zainab@demo.ireti.ng')).entity.user).toMatchObject({
      is_volunteer: 5,
      state_id: 20,
      state: { state_id: 20, name: 'Kano' },
    });
    expect((await login('admin@demo.ireti.ng')).entity.user.role).toBe('admin');
    expect((await login('new@demo.ireti.ng')).status.code).toBe(109);
  });

  it("lets no one into the admin console with the README's password", async () => {
    expect((await login(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).entity).toBeNull();
    expect((await login(DEMO_ADMIN_EMAIL)).entity.user.role).toBe('admin');
  });

  it("moves an admin seeded with the published password (an older install) to the install's own", async () => {
    const admin = (await repo.userByEmail(t.ctx.db, DEMO_ADMIN_EMAIL))!;
    await repo.updateUser(t.ctx.db, admin.id, { passwordHash: await hashPassword(DEMO_PASSWORD) });
    await seedAccountsDemo(t.ctx, { adminPassword: ADMIN_PASSWORD });
    expect((await login(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).entity).toBeNull();
    expect((await login(DEMO_ADMIN_EMAIL)).entity.user.role).toBe('admin');
  });
});

describe("the demo administrator's password file", () => {
  it('is made at random on the first start, readable by its owner only, and kept', async () => {
    const a = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-demo-'));
    const b = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-demo-'));
    try {
      const first = demoAdminPassword(a);
      expect(first.file).toBe(path.join(a, 'demo-admin-password'));
      expect(first.password).not.toBe(DEMO_PASSWORD);
      expect(first.password).toMatch(/^(?=.*[0-9])(?=.*[A-Z]).{16,}$/);
      expect(statSync(first.file).mode & 0o777).toBe(0o600);
      expect(demoAdminPassword(a).password).toBe(first.password);
      expect(demoAdminPassword(b).password).not.toBe(first.password);
    } finally {
      await fs.rm(a, { recursive: true, force: true });
      await fs.rm(b, { recursive: true, force: true });
    }
  });
});

describe('housekeeping', () => {
  it('removes used and expired tokens after a week, and keeps live ones', async () => {
    const user = await createUser(t.ctx.db);
    await repo.issueToken(t.ctx.db, user.id, 'verify_email', 3_600_000);
    await repo.issueToken(t.ctx.db, user.id, 'reset_password', -8 * 86_400_000);
    await cleanupAccounts(t.ctx);
    const left = await t.ctx.db.execute<{ purpose: string }>(sql`select purpose from account_tokens where user_id = ${user.id}`);
    expect(left.rows.map((r) => r.purpose)).toEqual(['verify_email']);
  });
});
