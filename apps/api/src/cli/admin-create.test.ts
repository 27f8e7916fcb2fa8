import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe as group, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';
import { createAdmin, describe, UsageError } from './admin-create.ts';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const byEmail = async (email: string) =>
  (
    await t.ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0];

group('admin:create', () => {
  it('promotes an existing user, keeping the password, and is idempotent', async () => {
    const u = await createUser(t.ctx.db, { email: 'Boss@Example.ng' });
    const first = await createAdmin(t.ctx.db, ' boss@example.ng ');
    expect(first).toEqual({ outcome: 'promoted', email: 'Boss@Example.ng', emailVerified: true });
    const after = await byEmail('boss@example.ng');
    expect(after).toMatchObject({ role: 'admin', passwordHash: u.passwordHash });
    const second = await createAdmin(t.ctx.db, 'boss@example.ng');
    expect(second.outcome).toBe('already');
    expect(describe(second, 'http://x')).toBe('Boss@Example.ng is already an administrator; nothing changed.');
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(u.id)));
    expect(audits.map((a) => a.action)).toEqual(['admin.granted']);
  });

  it('creates a new admin with a one-time password that signs in', async () => {
    const r = await createAdmin(t.ctx.db, 'first-admin@example.ng');
    expect(r.outcome).toBe('created');
    if (r.outcome !== 'created') return;
    expect(r.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{16,}$/);
    expect(describe(r, 'https://ireti.ng')).toContain(`One-time password (shown only now): ${r.password}`);
    const row = await byEmail('first-admin@example.ng');
    expect(row).toMatchObject({ role: 'admin' });
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    const login = await t.call('POST', '/api/v1/account/login', { body: { email: 'first-admin@example.ng', password: r.password } });
    expect(login.body.status.code).toBe(100);
    const overview = await t.call('GET', '/api/v1/admin/overview', { token: login.body.entity.token });
    expect(overview.body.status.code).toBe(100);
  });

  it('refuses an address that is not one', async () => {
    await expect(createAdmin(t.ctx.db, 'not-an-email')).rejects.toBeInstanceOf(UsageError);
  });

  // Four processes, each loading the whole app's modules (about 2.5 s of CPU each): the default 30 s
  // is too little beside the rest of the suite on two cores.
  it('runs as a command against DATABASE_URL, with clear messages', { timeout: 120_000 }, async () => {
    const script = path.resolve(import.meta.dirname, 'admin-create.ts');
    const env = { ...process.env, DATABASE_URL: t.database.url, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const made = await run(process.execPath, [script, '--', 'cli-admin@example.ng'], { env });
    expect(made.stdout).toContain('Created the administrator cli-admin@example.ng.');
    const again = await run(process.execPath, [script, 'cli-admin@example.ng'], { env });
    expect(again.stdout.trim()).toBe('cli-admin@example.ng is already an administrator; nothing changed.');
    const bad = await run(process.execPath, [script, 'nope'], { env }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 1 });
    expect((bad as { stderr: string }).stderr).toContain('"nope" is not a valid e-mail address.');
    const usage = await run(process.execPath, [script], { env }).catch((e: { code: number; stderr: string }) => e);
    expect(usage).toMatchObject({ code: 2 });
  });
});
