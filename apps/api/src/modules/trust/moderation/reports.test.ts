import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns, outbox } from '../../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createAdmin, createCampaign, createUser, tokenFor } from '../../../test/factories.ts';
import { campaignReports, campaignSuspensions } from '../trust.schema.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await tokenFor(t.ctx.db, (await createAdmin(t.ctx.db)).id);
});
afterAll(async () => {
  await t.close();
});

const MESSAGE = 'The pictures are copied from a news site.';
let nextIp = 1;
/** Each anonymous report from an address of its own unless `ip` is given (the limit is per address). */
async function report(campaignId: string, token?: string, message = MESSAGE, ip = `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/campaign/report',
    payload: { campaign_id: campaignId, message },
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip,
  });
  return { statusCode: res.statusCode, body: res.json() };
}
const reportsOf = (id: number) => t.ctx.db.select().from(campaignReports).where(eq(campaignReports.campaignId, id));
const campaignRow = async (id: number) => (await t.ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

async function liveCampaign() {
  const owner = await createUser(t.ctx.db, { firstName: 'Owner' });
  return { owner, c: await createCampaign(t.ctx.db, owner.id, { status: 1, title: 'Roof for the church' }) };
}

describe('POST /campaign/report', () => {
  it('takes a report from anyone, signed in or not', async () => {
    const { c } = await liveCampaign();
    const anon = await report(c.publicId);
    expect(anon.statusCode).toBe(200);
    expect(anon.body.status).toEqual({ code: 100, desc: 'Thank you. Our team will review your report.' });
    const user = await createUser(t.ctx.db);
    const signed = await report(c.publicId, await tokenFor(t.ctx.db, user.id));
    expect(signed.body.status.code).toBe(100);
    const rows = await reportsOf(c.id);
    expect(rows.map((r) => r.reporterId).sort()).toEqual([null, user.id].sort());
    const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mail!.subject).toBe('We received your report');
  });

  it('ignores fields the report does not take (decision 008): they change nothing', async () => {
    const { c, owner } = await liveCampaign();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaign/report',
      payload: {
        campaign_id: c.publicId,
        message: MESSAGE,
        status: 'actioned',
        suspended: true,
        reporter_id: owner.id,
        resolution_note: 'x',
      },
      remoteAddress: '10.101.0.1',
    });
    expect(res.json()).toEqual({ status: { code: 100, desc: 'Thank you. Our team will review your report.' }, entity: { reported: true } });
    const [row] = await reportsOf(c.id);
    expect(row).toMatchObject({ status: 'open', reporterId: null, resolutionNote: null, message: MESSAGE });
    expect((await campaignRow(c.id)).suspendedAt).toBeNull();
  });

  it('keeps one open anonymous report per address and campaign (105)', async () => {
    const { c } = await liveCampaign();
    expect((await report(c.publicId, undefined, MESSAGE, '10.100.0.1')).body.status.code).toBe(100);
    expect((await report(c.publicId, undefined, MESSAGE, '10.100.0.1')).body.status.code).toBe(105);
    expect(await reportsOf(c.id)).toHaveLength(1);
  });

  it('keeps one open report per reporter and campaign (105)', async () => {
    const { c } = await liveCampaign();
    const user = await createUser(t.ctx.db);
    const token = await tokenFor(t.ctx.db, user.id);
    expect((await report(c.publicId, token)).body.status.code).toBe(100);
    const again = await report(c.publicId, token);
    expect(again.body.status).toEqual({ code: 105, desc: 'You have already reported this campaign. Our team is reviewing it.' });
    expect(await reportsOf(c.id)).toHaveLength(1);
  });

  it('refuses the owner (103), an unknown or deleted campaign (104) and a bad message (101)', async () => {
    const { c, owner } = await liveCampaign();
    expect((await report(c.publicId, await tokenFor(t.ctx.db, owner.id))).body.status.code).toBe(103);
    expect((await report('nosuchcampaign')).body.status.code).toBe(104);
    const deleted = await createCampaign(t.ctx.db, owner.id, { status: 4 });
    expect((await report(deleted.publicId)).body.status.code).toBe(104);
    const short = await report(c.publicId, undefined, 'bad');
    expect(short.body.status.code).toBe(101);
    expect(short.body.entity.errors.message).toBe('Value too short. Must be a minimum of 10 characters in length.');
    const empty = await report(c.publicId, undefined, '   ');
    expect(empty.body.entity.errors.message).toBe("Message can't be empty");
    expect((await report(c.publicId, undefined, 'x'.repeat(1001))).body.status.code).toBe(101);
    expect(await reportsOf(c.id)).toHaveLength(0);
  });

  it('limits how often one address reports (107)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { c } = await liveCampaign();
      codes.push((await report(c.publicId, undefined, MESSAGE, '10.200.0.1')).body.status.code);
    }
    expect(codes).toEqual([100, 100, 100, 100, 100, 107]);
  });
});

describe("the admins' report queue", () => {
  it('lists open reports oldest first, and dismisses one', async () => {
    const { c } = await liveCampaign();
    await report(c.publicId);
    const list = await t.call('GET', '/api/v1/admin/reports?per_page=100', { token: adminToken });
    const item = list.body.entity.transactions.find((r: { campaign: { _id: number } }) => r.campaign._id === c.id);
    expect(item).toMatchObject({
      message: MESSAGE,
      status: 'open',
      reporter: null,
      campaign: { campaign_id: c.publicId, title: 'Roof for the church', status: 1, suspended: false, owner: 'Owner Obi', reports: 1 },
    });
    const res = await t.call('POST', `/api/v1/admin/reports/${item.id}/action`, {
      token: adminToken,
      body: { action: 'dismiss', note: "Pictures are the owner's own" },
    });
    expect(res.body.status).toEqual({ code: 100, desc: 'Report dismissed' });
    expect((await campaignRow(c.id)).suspendedAt).toBeNull();
    const again = await t.call('POST', `/api/v1/admin/reports/${item.id}/action`, {
      token: adminToken,
      body: { action: 'suspend', note: 'x' },
    });
    expect(again.body.status).toEqual({ code: 105, desc: 'This report has already been handled' });
    expect((await campaignRow(c.id)).suspendedAt).toBeNull();
  });

  it('suspends the campaign: every open report on it closes, the owner is told; reinstating lifts it', async () => {
    const { c, owner } = await liveCampaign();
    expect((await report(c.publicId)).body.status.code).toBe(100);
    expect((await report(c.publicId)).body.status.code).toBe(100);
    const [first] = await reportsOf(c.id);
    const res = await t.call('POST', `/api/v1/admin/reports/${first!.id}/action`, {
      token: adminToken,
      body: { action: 'suspend', note: 'Owner cannot show the hospital bill' },
    });
    expect(res.body.status).toEqual({ code: 100, desc: 'Campaign suspended' });
    expect((await campaignRow(c.id)).suspendedAt).toBeInstanceOf(Date);
    expect((await reportsOf(c.id)).map((r) => r.status)).toEqual(['actioned', 'actioned']);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mails.map((m) => m.subject)).toContain('Your campaign has been suspended');

    const suspended = await t.call('GET', '/api/v1/admin/suspended', { token: adminToken });
    expect(suspended.body.entity.transactions.find((s: { _id: number }) => s._id === c.id)).toMatchObject({
      reason: 'Owner cannot show the hospital bill',
    });

    const lift = await t.call('POST', `/api/v1/admin/campaigns/${c.id}/reinstate`, {
      token: adminToken,
      body: { reason: 'Bill received' },
    });
    expect(lift.body.status.code).toBe(100);
    expect((await campaignRow(c.id)).suspendedAt).toBeNull();
    const [s] = await t.ctx.db.select().from(campaignSuspensions).where(eq(campaignSuspensions.campaignId, c.id));
    expect(s).toMatchObject({ liftNote: 'Bill received' });
    expect(s!.liftedAt).toBeInstanceOf(Date);
    const twice = await t.call('POST', `/api/v1/admin/campaigns/${c.id}/reinstate`, { token: adminToken, body: { reason: 'again' } });
    expect(twice.body.status).toEqual({ code: 105, desc: 'This campaign is not suspended' });
  });

  it('removes a campaign (status 4, the owner told) only from a state that allows it', async () => {
    const { c, owner } = await liveCampaign();
    const res = await t.call('POST', `/api/v1/admin/campaigns/${c.id}/remove`, { token: adminToken, body: { reason: 'Fraud confirmed' } });
    expect(res.body.status.code).toBe(100);
    expect((await campaignRow(c.id)).status).toBe(4);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mails.map((m) => m.subject)).toContain('Your campaign has been removed');
    const closed = await createCampaign(t.ctx.db, owner.id, { status: 2 });
    const refused = await t.call('POST', `/api/v1/admin/campaigns/${closed.id}/remove`, { token: adminToken, body: { reason: 'x' } });
    expect(refused.body.status.code).toBe(105);
    expect((await campaignRow(closed.id)).status).toBe(2);
    expect(
      (await t.call('POST', '/api/v1/admin/campaigns/99999999/remove', { token: adminToken, body: { reason: 'x' } })).body.status.code,
    ).toBe(104);
  });

  it('suspends directly, once', async () => {
    const { c } = await liveCampaign();
    expect(
      (await t.call('POST', `/api/v1/admin/campaigns/${c.id}/suspend`, { token: adminToken, body: { reason: 'Police enquiry' } })).body
        .status.code,
    ).toBe(100);
    expect(
      (await t.call('POST', `/api/v1/admin/campaigns/${c.id}/suspend`, { token: adminToken, body: { reason: 'Police enquiry' } })).body
        .status.code,
    ).toBe(105);
  });

  it('answers 101 for an unknown action or an empty note', async () => {
    const { c } = await liveCampaign();
    await report(c.publicId);
    const [r] = await reportsOf(c.id);
    expect(
      (await t.call('POST', `/api/v1/admin/reports/${r!.id}/action`, { token: adminToken, body: { action: 'delete', note: 'x' } })).body
        .status.code,
    ).toBe(101);
    const empty = await t.call('POST', `/api/v1/admin/reports/${r!.id}/action`, {
      token: adminToken,
      body: { action: 'dismiss', note: '' },
    });
    expect(empty.body.entity.errors.note).toBe("Note can't be empty");
    expect((await reportsOf(c.id))[0]!.status).toBe('open');
  });

  it('answers 103 to a signed-in user who is not an admin, 102 signed out', async () => {
    const user = await createUser(t.ctx.db);
    const res = await t.call('GET', '/api/v1/admin/reports', { token: await tokenFor(t.ctx.db, user.id) });
    expect(res.statusCode).toBe(403);
    expect(res.body.status.code).toBe(103);
    const out = await t.call('POST', '/api/v1/admin/reports/1/action', { body: { action: 'dismiss', note: 'x' } });
    expect(out.statusCode).toBe(401);
    expect(out.body.status.code).toBe(102);
  });
});
