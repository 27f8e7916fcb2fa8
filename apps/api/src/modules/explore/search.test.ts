import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@ireti/shared/campaigns/types';
import { buildTestApp, noticesArrived, type TestApp } from '../../test/build-app.ts';
import { createCampaign, createUser } from '../../test/factories.ts';
import { creator, rowCampaign, type Person } from '../campaigns/campaigns.fixtures.ts';

/**
 * Issue 29, "Search that reads the story": the title, the summary, the story, the place and the
 * organisation are searched, ranked in that order, with the typos the search already forgives
 * (docs/decisions/034-search.md, 087-search-engine.md).
 */
const LAGOS = 25;
const IKORODU = 517;
const ENUGU = 14;
const ENUGU_NORTH = 262;

let t: TestApp;
let ada: Person;
let trust: Person;
beforeAll(async () => {
  t = await buildTestApp();
  // In Enugu, so only the campaign placed there has Ikorodu as its place.
  ada = await creator(t, { stateId: ENUGU, lgaId: ENUGU_NORTH });
  trust = await creator(t, { isOrganization: true, organizationName: 'Ikorodu Youth Trust', stateId: ENUGU, lgaId: ENUGU_NORTH });
  // Created in the reverse of the expected order (but the organisation's after the place's: both
  // weigh D, and the place counts more), so the newest-first tie-break cannot produce it.
  await rowCampaign(t, ada.user.id, {
    title: 'Borehole for a primary school',
    summary: 'Clean water for 400 pupils',
    category: 'Nonprofit',
    stateId: LAGOS,
    lgaId: IKORODU,
  });
  await rowCampaign(t, trust.user.id, { title: 'Sewing machines for apprentices', summary: 'Ten machines', category: 'Business' });
  await rowCampaign(t, ada.user.id, {
    title: 'Restock a provisions shop',
    summary: 'After the flood',
    descriptionHtml: '<p>Mama Nkechi sells in the market at <strong>Ikorodu</strong> garage.</p>',
    category: 'Business',
  });
  await rowCampaign(t, ada.user.id, {
    title: 'Fix the clinic roof',
    summary: 'Rain comes in at Ikorodu general hospital',
    category: 'Health',
  });
  await rowCampaign(t, ada.user.id, { title: 'Ikorodu football academy kits', summary: 'Boots and jerseys', category: 'Support' });
  await rowCampaign(t, ada.user.id, {
    title: 'Dialysis for Mama Bisi',
    summary: 'Three sessions a week',
    descriptionHtml: '<p>Her kidneys failed in March. She lives in Ikotun&nbsp;and travels to LUTH.</p>',
    category: 'Health',
  });
  await rowCampaign(t, ada.user.id, {
    title: 'Laptop for a coding student',
    summary: 'A final-year project',
    affiliatedOrganization: 'Yaba College of Technology',
    category: 'Family',
  });
});
afterAll(() => t.close());

const titles = async (search: string) => {
  const res = await t.call('GET', `/api/v1/campaigns/all?per_page=24&search=${encodeURIComponent(search)}`);
  expect(res.body.status.code, JSON.stringify(res.body)).toBe(100);
  return (res.body.entity as ExplorePage).transactions.map((c) => c.title);
};

describe('search reads the story, the place and the organisation', () => {
  it('finds a word only the story holds, stemmed, and its typos', async () => {
    expect(await titles('Ikotun')).toEqual(['Dialysis for Mama Bisi']);
    expect(await titles('kidney')).toEqual(['Dialysis for Mama Bisi']);
    expect(await titles('Ikotnu')).toEqual(['Dialysis for Mama Bisi']);
    expect(await titles('kidny')).toEqual(['Dialysis for Mama Bisi']);
    expect(await titles('dialysis ikotun')).toEqual(['Dialysis for Mama Bisi']);
  });

  it('does not search the markup of the story', async () => {
    expect(await titles('strong')).toEqual([]);
    expect(await titles('nbsp')).toEqual([]);
  });

  it("finds the owner's organisation and the campaign's affiliated organisation", async () => {
    expect(await titles('Youth Trust')).toEqual(['Sewing machines for apprentices']);
    expect(await titles('Yaba technology')).toEqual(['Laptop for a coding student']);
    expect(await titles('Yabba')).toEqual(['Laptop for a coding student']);
  });

  it('ranks a title match first, then the summary, the story, the place and the organisation', async () => {
    expect(await titles('Ikorodu')).toEqual([
      'Ikorodu football academy kits',
      'Fix the clinic roof',
      'Restock a provisions shop',
      'Borehole for a primary school',
      'Sewing machines for apprentices',
    ]);
    // the same order through a typo (two letters swapped)
    expect(await titles('Ikorodo')).toEqual(await titles('Ikorodu'));
  });

  it('keeps the order under a filter', async () => {
    const res = await t.call('GET', '/api/v1/campaigns/all?per_page=24&search=ikorodu&category=Business');
    expect((res.body.entity as ExplorePage).transactions.map((c) => c.title)).toEqual([
      'Restock a provisions shop',
      'Sewing machines for apprentices',
    ]);
    expect((res.body.entity as ExplorePage).total_records).toBe(2);
  });
});

describe('with the public cache on (pools kept per instance)', () => {
  it('a campaign created after a search is found by the next new question once its notice arrives', async () => {
    const c = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
    try {
      const settled = () => noticesArrived(c);
      const owner = await createUser(c.database.db, { identityStatus: 'submitted' });
      const ask = async (query: string) => {
        const res = await c.call('GET', `/api/v1/campaigns/all?search=${query}`);
        return (res.body.entity as ExplorePage).transactions.map((x) => x.title);
      };
      await createCampaign(c.database.db, owner.id, { title: 'Harmattan fire relief', summary: 'Roofs', category: 'Emergency' });
      await settled();
      expect(await ask('harmattan')).toEqual(['Harmattan fire relief']);
      // another question of the same query: the kept pool, filtered
      expect(await ask('harmattan&category=Health')).toEqual([]);
      await createCampaign(c.database.db, owner.id, { title: 'After the harmattan fire: a clinic', summary: 'Beds', category: 'Health' });
      await settled();
      expect(await ask('harmattan&category=Health')).toEqual(['After the harmattan fire: a clinic']);
      expect((await ask('harmatan&per_page=24')).sort()).toEqual(['After the harmattan fire: a clinic', 'Harmattan fire relief']);
    } finally {
      await c.close();
    }
  });
});
