import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_CATEGORY_NAMES } from '@ireti/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedAccountsDemo } from '../accounts/accounts.demo.ts';
import { seedCampaignsDemo } from './campaigns.demo.ts';
import { demoCampaigns } from './demo/stories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedAccountsDemo(t.ctx);
  await seedCampaignsDemo(t.ctx);
});
afterAll(() => t.close());

describe('the campaigns demo', () => {
  it('holds campaigns in every status, live ones in every category, with pictures and rewards', async () => {
    const rows = (
      await t.database.db.execute<{
        status: number;
        category: string;
        type: string;
        image_key: string | null;
        rewards: number;
        transitions: number;
      }>(sql`
      select c.status, c.category, c.type, c.image_key,
        (select count(*)::int from rewards r where r.campaign_id = c.id) as rewards,
        (select count(*)::int from campaign_transitions t where t.campaign_id = c.id) as transitions
      from campaigns c`)
    ).rows;
    expect(rows).toHaveLength(demoCampaigns.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(rows.filter((r) => r.status === 1).map((r) => r.category))).toEqual(new Set(CAMPAIGN_CATEGORY_NAMES));
    expect(rows.every((r) => r.image_key)).toBe(true);
    expect(rows.filter((r) => r.type === 'Reward based').every((r) => r.rewards > 0)).toBe(true);
    expect(rows.filter((r) => r.status === 2).every((r) => r.transitions === 4)).toBe(true);
  });

  it('fills every public list', async () => {
    for (const time of ['top', 'new', 'closing']) {
      const res = await t.call('GET', `/api/v1/campaigns/all?time=${time}&per_page=3`);
      expect(res.body.entity.transactions).toHaveLength(3);
    }
    const stories = await t.call('GET', '/api/v1/campaigns/closed?per_page=3');
    expect(stories.body.entity.campaigns).toHaveLength(3);
    expect(stories.body.entity.campaigns[0].message).toBeTruthy();
    const explore = await t.call('GET', '/api/v1/campaigns/all');
    expect(explore.body.entity.total_records).toBe(demoCampaigns.filter((d) => [1, 2, 3].includes(d.status)).length);
  });

  it('adds nothing when run again', async () => {
    await seedCampaignsDemo(t.ctx);
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from campaigns`)).rows as [{ n: number }];
    expect(n).toBe(demoCampaigns.length);
  });
});
