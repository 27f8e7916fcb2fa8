import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { CampaignCard, ExplorePage } from '@ireti/shared/campaigns/types';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { apiCampaign, creator, person, rowCampaign, setStatus, validCampaign, type Person } from './campaigns.fixtures.ts';
import { CampaignErr } from './access.ts';

/** Issue 14, "Campaigns near you": a campaign's own state and LGA, explore by state, place search, donors on cards. */
const LAGOS = 25;
const MUSHIN = 521;
const ALIMOSHO = 508;
const KANO = 20;
const KANO_MUNICIPAL = 390;
const ENUGU = 14;
const ENUGU_NORTH = 262;

let t: TestApp;
let ada: Person;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await creator(t, { stateId: LAGOS, lgaId: ALIMOSHO });
});
afterAll(() => t.close());

const all = async (query = '') => {
  const res = await t.call('GET', `/api/v1/campaigns/all${query}`);
  expect(res.body.status.code, JSON.stringify(res.body)).toBe(100);
  return res.body.entity as ExplorePage;
};
const titles = (page: ExplorePage) => page.transactions.map((c) => c.title);

describe('a campaign has its own state and LGA', () => {
  it('takes the place chosen in the wizard, shown on its page', async () => {
    const c = await apiCampaign(t, ada, { state: KANO, lga: String(KANO_MUNICIPAL) });
    expect(c).toMatchObject({ state: { state_id: KANO, name: 'Kano' }, lga: { local_id: KANO_MUNICIPAL, local_name: 'Kano Municipal' } });
    const page = await t.call('GET', `/api/v1/campaign/${c.campaign_id}`, { token: ada.token });
    expect(page.body.entity).toMatchObject({ state: { name: 'Kano' }, lga: { local_name: 'Kano Municipal' } });
  });

  it("defaults to its owner's place when the create payload has none (a spec client)", async () => {
    const c = await apiCampaign(t, ada);
    expect(c).toMatchObject({ state: { state_id: LAGOS, name: 'Lagos' }, lga: { local_id: ALIMOSHO, local_name: 'Alimosho' } });
  });

  it.each([
    [{ state: KANO, lga: MUSHIN }, { lga: AccountMsg.lgaNotInState }],
    [{ state: 99, lga: MUSHIN }, { state: AccountMsg.stateUnknown }],
    [{ state: LAGOS }, { lga: "LGA can't be empty" }],
    [{ lga: MUSHIN }, { state: "State can't be empty" }],
    [{ state: 'Lagos', lga: MUSHIN }, { state: "State can't be empty" }],
  ])('refuses %j with 101 on the field, creating nothing', async (place, errors) => {
    const before = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from campaigns`);
    const res = await t.call('POST', '/api/v1/campaigns', { token: ada.token, body: { ...validCampaign, ...place } });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors).toEqual(errors);
    const after = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from campaigns`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('is editable while the campaign awaits verification (and as a draft), then fixed', async () => {
    const c = await apiCampaign(t, ada);
    const edit = (place: Record<string, unknown>) =>
      t.call('PUT', `/api/v1/campaign/${c.campaign_id}`, { token: ada.token, body: { ...validCampaign, ...place } });
    const moved = await edit({ state: ENUGU, lga: ENUGU_NORTH });
    expect(moved.body.status.code).toBe(100);
    expect(moved.body.entity).toMatchObject({ state: { name: 'Enugu' }, lga: { local_name: 'Enugu North' } });
    expect((await edit({ state: ENUGU, lga: MUSHIN })).body.entity.errors).toEqual({ lga: AccountMsg.lgaNotInState });
    // Without a place, the edit keeps it.
    expect((await edit({})).body.entity).toMatchObject({ state: { name: 'Enugu' } });

    await setStatus(t, c._id, 1);
    const live = await edit({ state: LAGOS, lga: MUSHIN });
    expect(live.body.status.code).toBe(105);
    expect(live.body.status.desc).toBe(CampaignErr.placeFixed);
    // The same place (the edit form sends the whole campaign) is no change.
    const same = await edit({ state: ENUGU, lga: ENUGU_NORTH, title: 'Help Amaka finish nursing school now' });
    expect(same.body.status.code).toBe(100);
    expect(same.body.entity).toMatchObject({ title: 'Help Amaka finish nursing school now', state: { name: 'Enugu' } });
  });
});

describe('explore by place', () => {
  let kano: Person;
  beforeAll(async () => {
    kano = await creator(t, { stateId: KANO, lgaId: KANO_MUNICIPAL, firstName: 'Musa' });
    await rowCampaign(t, kano.user.id, { title: 'Rebuild Kurmi market stalls', summary: 'After the fire', category: 'Business' });
    await rowCampaign(t, kano.user.id, { title: 'Sewing machines for Hadiza', summary: 'A tailoring home', category: 'Newlywed' });
    await rowCampaign(t, kano.user.id, { title: 'Closed Kano clinic generator', summary: 'Done', status: 2, goalReachedAt: new Date() });
    // An owner in Kano whose campaign is in Lagos: the campaign's place counts, not the owner's.
    await rowCampaign(t, kano.user.id, { title: 'Mushin shop restock', summary: 'Provisions', stateId: LAGOS, lgaId: MUSHIN });
    await rowCampaign(t, ada.user.id, { title: 'Borehole for Ikorodu school', summary: 'Clean water' });
  });

  it('filters by state (?state=), with the other filters and paging', async () => {
    const inKano = await all(`?state=${KANO}`);
    expect(titles(inKano).sort()).toEqual(['Rebuild Kurmi market stalls', 'Sewing machines for Hadiza']);
    expect(inKano).toMatchObject({ total_records: 2, total_pages: 1 });
    expect(inKano.transactions.every((c) => c.state?.name === 'Kano')).toBe(true);
    expect(titles(await all(`?state=${KANO}&category=Business`))).toEqual(['Rebuild Kurmi market stalls']);
    expect(await all(`?state=${KANO}&per_page=1&page=2`)).toMatchObject({ total_records: 2, total_pages: 2 });
    expect(titles(await all(`?state=${KANO}&time=new`)).sort()).toEqual(['Rebuild Kurmi market stalls', 'Sewing machines for Hadiza']);
    expect(titles(await all(`?state=${LAGOS}&search=mushin`))).toEqual(['Mushin shop restock']);
    expect((await all('?state=8')).total_records).toBe(0); // Borno: none there
    expect((await all('?state=')).total_records).toBe((await all()).total_records);
  });

  it.each(['Lagos', '0', '-3', '1.5'])('refuses ?state=%s with 101 on the field', async (v) => {
    const res = await t.call('GET', `/api/v1/campaigns/all?state=${v}`);
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors.state).toBeTruthy();
  });

  it('finds the campaigns of a place by its state or LGA name, even misspelt', async () => {
    const kanoSearch = titles(await all('?search=Kano'));
    expect(kanoSearch.slice(0, 2).sort()).toEqual(['Rebuild Kurmi market stalls', 'Sewing machines for Hadiza']);
    // Closed ones come after the live ones.
    expect(kanoSearch[2]).toBe('Closed Kano clinic generator');
    expect(kanoSearch).not.toContain('Mushin shop restock');
    expect(titles(await all('?search=Mushin'))).toEqual(['Mushin shop restock']);
    expect(
      titles(await all('?search=Knao'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Rebuild Kurmi market stalls', 'Sewing machines for Hadiza']);
    expect(titles(await all('?search=Lagos%20borehole'))).toEqual(['Borehole for Ikorodu school']);
    const lagos = titles(await all('?search=Lagos'));
    expect(lagos).toEqual(expect.arrayContaining(['Mushin shop restock', 'Borehole for Ikorodu school']));
    expect(lagos).not.toContain('Rebuild Kurmi market stalls');
  });

  it('keeps the search in step when the place changes', async () => {
    const c = await rowCampaign(t, ada.user.id, { title: 'Tricycle for a keke rider', summary: 'Work again', status: 0 });
    await t.database.db.execute(sql`update campaigns set state_id = ${ENUGU}, lga_id = ${ENUGU_NORTH}, status = 1 where id = ${c.id}`);
    expect(titles(await all('?search=enugu'))).toContain('Tricycle for a keke rider');
    expect(titles(await all('?search=alimosho'))).not.toContain('Tricycle for a keke rider');
  });
});

describe('cards carry the place and the number of donors', () => {
  it('counts each signed-in donor once and each donation without an account as one; only paid ones', async () => {
    const owner = await creator(t, { stateId: KANO, lgaId: KANO_MUNICIPAL });
    const c = await rowCampaign(t, owner.user.id, {
      title: 'Wheelchair for Blessing',
      summary: 'To get to university',
      category: 'Wishes',
    });
    const donor = await person(t);
    const give = (userId: number | null, status = 'paid') =>
      t.database.db.execute(sql`insert into donations (reference, campaign_id, user_id, email, amount_kobo, provider, status, paid_at)
        values (${`ref-${Math.random().toString(36).slice(2)}`}, ${c.id}, ${userId}, 'donor@example.ng', 100000, 'sandbox', ${status}, now())`);
    await give(donor.user.id);
    await give(donor.user.id);
    await give(null);
    await give(null);
    await give(null, 'pending');
    const card = (await all('?search=wheelchair')).transactions[0] as CampaignCard;
    expect(card).toMatchObject({
      title: 'Wheelchair for Blessing',
      donors_count: 3,
      state: { state_id: KANO, name: 'Kano' },
      lga: { local_id: KANO_MUNICIPAL, local_name: 'Kano Municipal' },
    });
    const page = await t.call('GET', `/api/v1/campaign/${c.publicId}`);
    expect(page.body.entity).toMatchObject({ donors_count: 3, donations_count: 4 });
    const mine = await t.call('GET', '/api/v1/campaigns', { token: owner.token });
    expect(mine.body.entity.campaigns[0]).toMatchObject({ donors_count: 3, state: { name: 'Kano' } });
  });
});
