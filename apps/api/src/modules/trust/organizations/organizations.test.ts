import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createCampaign, createOrganization, createUser } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /organizations', () => {
  it('lists verified organisations only, 16 a page from page 0, by name, optionally by category', async () => {
    const made = [];
    for (let i = 0; i < 18; i++)
      made.push(
        await createOrganization(t.ctx.db, {
          organizationName: `Org ${String(i).padStart(2, '0')}`,
          category: i < 3 ? 'Medical' : 'Education',
        }),
      );
    await createOrganization(t.ctx.db, { organizationName: 'Aaa Not Yet', identityStatus: 'submitted' });
    await createOrganization(t.ctx.db, { organizationName: 'Aab Unconfirmed', emailVerifiedAt: null });
    await createUser(t.ctx.db, { firstName: 'Aaron', identityStatus: 'approved' });

    const first = await t.call('GET', '/api/v1/organizations');
    expect(first.statusCode).toBe(200);
    expect(first.body.entity.total_pages).toBe(2);
    expect(first.body.entity.organizations).toHaveLength(16);
    expect(first.body.entity.organizations[0]).toMatchObject({
      _id: made[0]!.id,
      organization_name: 'Org 00',
      organization_type: 'Non-Profit',
      organization_address: '12 Allen Avenue, Ikeja',
      organization_email: made[0]!.email,
      email: made[0]!.email,
      facebook: 'https://facebook.com/hope',
      state: 'Lagos',
    });
    const second = await t.call('GET', '/api/v1/organizations?page=1');
    expect(second.body.entity.organizations.map((o: { organization_name: string }) => o.organization_name)).toEqual(['Org 16', 'Org 17']);

    const medical = await t.call('GET', '/api/v1/organizations?category=Medical');
    expect(medical.body.entity.organizations).toHaveLength(3);
    expect(medical.body.entity.total_pages).toBe(1);
    const none = await t.call('GET', '/api/v1/organizations?category=Travel');
    expect(none.body.entity).toEqual({ organizations: [], total_pages: 0 });
  });

  it('answers 101 for an unknown category or a bad page', async () => {
    expect((await t.call('GET', '/api/v1/organizations?category=Pizza')).body.status.code).toBe(101);
    expect((await t.call('GET', '/api/v1/organizations?page=-1')).body.status.code).toBe(101);
    expect((await t.call('GET', '/api/v1/organizations?per_page=0')).body.status.code).toBe(101);
  });
});

describe('one organisation', () => {
  it("gives the banner, and its public campaigns 12 a page with the spec's fields", async () => {
    const org = await createOrganization(t.ctx.db, { organizationName: 'Ikeja Clinic' });
    for (let i = 0; i < 13; i++)
      await createCampaign(t.ctx.db, org.id, { title: `Campaign ${i}`, status: 1, pledgedKobo: 12_345_00, goalKobo: 50_000_00 });
    await createCampaign(t.ctx.db, org.id, { status: 0, title: 'Awaiting' });
    await createCampaign(t.ctx.db, org.id, { status: 4, title: 'Deleted' });
    await createCampaign(t.ctx.db, org.id, { status: 1, title: 'Suspended', suspendedAt: new Date() });

    const banner = await t.call('GET', `/api/v1/organizations/${org.id}`);
    expect(banner.body.entity).toMatchObject({ _id: org.id, organization_name: 'Ikeja Clinic', campaigns_count: 13 });

    const page0 = await t.call('GET', `/api/v1/campaigns/organizations/${org.id}`);
    expect(page0.body.entity.total_pages).toBe(2);
    expect(page0.body.entity.transactions).toHaveLength(12);
    const item = page0.body.entity.transactions[0];
    for (const key of ['campaign_id', '_id', 'imageUrl', 'percent', 'pledged', 'category', 'title', 'summary'])
      expect(item).toHaveProperty(key);
    expect(item.pledged).toBe(12345);
    expect(item.amount).toBe(50000);
    expect(item.percent).toBe(24);
    const page1 = await t.call('GET', `/api/v1/campaigns/organizations/${org.id}?page=1`);
    expect(page1.body.entity.transactions).toHaveLength(1);
    const titles = [...page0.body.entity.transactions, ...page1.body.entity.transactions].map((x: { title: string }) => x.title);
    expect(titles).not.toContain('Awaiting');
    expect(titles).not.toContain('Deleted');
    expect(titles).not.toContain('Suspended');
  });

  it("says 'Sorry, there is no organization data' for anyone who is not a verified organisation", async () => {
    const pending = await createOrganization(t.ctx.db, { identityStatus: 'submitted' });
    const person = await createUser(t.ctx.db, { identityStatus: 'approved' });
    for (const id of [pending.id, person.id, 987654321]) {
      const a = await t.call('GET', `/api/v1/organizations/${id}`);
      expect(a.statusCode).toBe(404);
      expect(a.body.status).toEqual({ code: 104, desc: 'Sorry, there is no organization data' });
      expect((await t.call('GET', `/api/v1/campaigns/organizations/${id}`)).body.status.code).toBe(104);
    }
    expect((await t.call('GET', '/api/v1/organizations/x1')).body.status.code).toBe(101);
  });

  it('gives an empty page when the organisation has no campaigns', async () => {
    const org = await createOrganization(t.ctx.db);
    const res = await t.call('GET', `/api/v1/campaigns/organizations/${org.id}`);
    expect(res.body.entity).toEqual({ transactions: [], total_pages: 0 });
  });
});
