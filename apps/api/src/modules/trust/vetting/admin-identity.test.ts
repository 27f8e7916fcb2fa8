import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox, users } from '../../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createAdmin, createUser, tokenFor } from '../../../test/factories.ts';
import { reload } from '../trust.factories.ts';

/**
 * The campaigner hears of the identity decision (issue 15): the e-mail is written to the outbox in
 * the decision's own transaction, so a decision is never taken without its mail, nor a mail sent
 * for a decision that did not happen.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await tokenFor(t.ctx.db, (await createAdmin(t.ctx.db)).id);
});
afterAll(() => t.close());

let n = 0;
const submitted = (o: Partial<typeof users.$inferInsert> = {}) =>
  createUser(t.ctx.db, {
    email: `identity-mail-${Date.now()}-${++n}@example.ng`,
    firstName: 'Chidi',
    lastName: 'Okafor',
    identityStatus: 'submitted',
    facebook: 'https://www.facebook.com/chidi',
    twitter: 'https://x.com/chidi',
    instagram: 'https://www.instagram.com/chidi',
    userRef: { first_name: 'Ngozi', last_name: 'Eze', email: 'ngozi@example.ng', mobile: '+2348011111111' },
    ...o,
  });
const mails = (to: string) => t.ctx.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id));
const decide = (id: number, body: Record<string, unknown>) =>
  t.call('POST', `/api/v1/admin/identity/${id}/decision`, { token: adminToken, body });

describe('the identity decision is e-mailed to the campaigner', () => {
  it('approved: one e-mail saying so, with the link to the profile', async () => {
    const u = await submitted();
    expect(await mails(u.email)).toEqual([]);
    expect((await decide(u.id, { decision: 'approved' })).body.status.code).toBe(100);
    const [mail, ...more] = await mails(u.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your account is verified' });
    expect(mail!.bodyText).toContain('Chidi');
    expect(mail!.bodyText).toContain('VERIFIED');
    expect(mail!.bodyText).toContain('/profile');
  });

  it("rejected: the e-mail carries the admin's note saying what to fix, and the way back to /verify", async () => {
    const u = await submitted();
    await decide(u.id, { decision: 'rejected', reason: 'Your ID photo is blurred; send a sharper one.' });
    expect((await reload(t.ctx.db, u.id)).identityStatus).toBe('rejected');
    const [mail, ...more] = await mails(u.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'We could not verify your account' });
    expect(mail!.bodyText).toContain('Reason: Your ID photo is blurred; send a sharper one.');
    expect(mail!.bodyText).toContain('/verify');
    // The profile says the same: the account's own reply carries the note while it stands rejected.
    const token = await tokenFor(t.ctx.db, u.id);
    const me = (await t.call('GET', '/api/v1/account', { token })).body.entity;
    expect(me).toMatchObject({ identity_status: 'rejected', identity_note: 'Your ID photo is blurred; send a sharper one.' });
  });

  it('no decision, no e-mail: refused decisions write nothing to the outbox', async () => {
    const u = await submitted();
    expect((await decide(u.id, { decision: 'rejected' })).body.status.code).toBe(101); // no reason
    const notYet = await submitted({ identityStatus: 'none' });
    expect((await decide(notYet.id, { decision: 'approved' })).body.status.code).toBe(105);
    expect(await mails(u.email)).toEqual([]);
    expect(await mails(notYet.email)).toEqual([]);
    // A second decision on the same submission is 105 and sends no second mail.
    await decide(u.id, { decision: 'approved' });
    expect((await decide(u.id, { decision: 'rejected', reason: 'x' })).body.status.code).toBe(105);
    expect(await mails(u.email)).toHaveLength(1);
  });
});
