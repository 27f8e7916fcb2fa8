import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { creator, person, rowCampaign, setStatus, type Person } from '../campaigns/campaigns.fixtures.ts';
import { SEARCH_CANDIDATES, refreshTopRanking } from './queries.ts';
import { STATS_TTL_MS } from './lists.routes.ts';
import type { ExplorePage } from '@ireti/shared/campaigns/types';
import { assignForTest } from '../trust/trust.factories.ts';

let t: TestApp;
let ada: Person;
let hope: Person;
const ids: Record<string, number> = {};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Paid donations for the 'top' ranking; `days` ago. */
async function donate(campaignId: number, naira: number, days: number, status = 'paid') {
  const ref = `ref-${Math.random().toString(36).slice(2)}`;
  await t.database.db.execute(sql`insert into donations (reference, campaign_id, email, amount_kobo, provider, status, paid_at)
    values (${ref}, ${campaignId}, 'donor@example.ng', ${naira * 100}, 'sandbox', ${status}, ${daysAgo(days)})`);
}

const make = async (key: string, owner: Person, o: Parameters<typeof rowCampaign>[2]) => {
  ids[key] = (await rowCampaign(t, owner.user.id, o)).id;
};

beforeAll(async () => {
  t = await buildTestApp();
  // In Enugu, so the typo tests' "Lagos" is one campaign's title, not every campaign's place.
  ada = await creator(t, { stateId: 14, lgaId: 262 });
  hope = await creator(t, {
    isOrganization: true,
    organizationName: 'Hope Foundation',
    identityStatus: 'approved',
    stateId: 14,
    lgaId: 262,
  });
  // Live campaigns (status 1) of several kinds; created and verified on distinct days.
  await make('nursing', ada, {
    title: 'Help Amaka finish nursing school',
    summary: 'Final-year fees',
    category: 'Health',
    createdAt: daysAgo(20),
    verifiedAt: daysAgo(19),
    goalKobo: 100_000_00,
    pledgedKobo: 90_000_00,
  });
  await make('borehole', hope, {
    title: 'Clean water borehole for Ikot village',
    summary: 'A borehole for 2,000 people',
    descriptionHtml: `<p>Ikot&nbsp;village walks <strong>4 km</strong> for water &amp; pays ₦200 a jerrycan.</p><ul><li>Drill</li><li>Pump</li></ul><p>${'Every naira counts. '.repeat(20)}</p>`,
    category: 'Nonprofit',
    type: 'Reward based',
    createdAt: daysAgo(10),
    verifiedAt: daysAgo(2),
    goalKobo: 500_000_00,
    pledgedKobo: 50_000_00,
  });
  await make('shop', ada, {
    title: 'Restock Mama Nkechi provisions shop',
    summary: 'Restock after the flood',
    category: 'Business',
    createdAt: daysAgo(5),
    verifiedAt: daysAgo(4),
    goalKobo: 200_000_00,
    pledgedKobo: 150_000_00,
  });
  await make('wedding', ada, {
    title: 'Tolu and Femi wedding support',
    summary: 'Help a young couple start',
    category: 'Newlywed',
    type: 'Reward based',
    createdAt: daysAgo(3),
    verifiedAt: daysAgo(3),
    goalKobo: 100_000_00,
    pledgedKobo: 0,
  });
  await make('met', ada, {
    title: 'Surgery for baby Zainab met its goal',
    summary: 'Goal met',
    category: 'Health',
    createdAt: daysAgo(30),
    verifiedAt: daysAgo(29),
    goalKobo: 100_000_00,
    pledgedKobo: 100_000_00,
    goalReachedAt: daysAgo(1),
  });
  // Other states.
  await make('donationsClosed', ada, {
    title: 'School roof repairs in Kano',
    summary: 'Roof before the rains',
    category: 'Support',
    status: 3,
    createdAt: daysAgo(40),
  });
  await make('closedOld', hope, {
    title: 'Flood relief for Lokoja families',
    summary: 'Food and shelter',
    category: 'Emergency',
    status: 2,
    createdAt: daysAgo(90),
    closedAt: daysAgo(60),
    message: 'Thank you!',
    // A success story: it reached its goal (stories.test.ts: one closed short is none).
    pledgedKobo: 50_000_000,
    goalReachedAt: daysAgo(62),
  });
  await make('closedNew', ada, {
    title: 'Books for Ajegunle library',
    summary: 'A library for children',
    category: 'Support',
    status: 2,
    createdAt: daysAgo(80),
    closedAt: daysAgo(7),
    message: 'We did it',
    pledgedKobo: 50_000_000,
    goalReachedAt: daysAgo(9),
  });
  await make('awaiting', ada, { title: 'Awaiting nursing verification', summary: 'Not yet verified', category: 'Health', status: 0 });
  await make('deleted', ada, { title: 'Deleted nursing campaign', summary: 'Gone', category: 'Health', status: 4 });
  await make('suspended', ada, {
    title: 'Suspended nursing campaign',
    summary: 'Under review',
    category: 'Health',
    status: 1,
    suspendedAt: new Date(),
  });
  // Donations for 'top': the borehole raised most in the last 30 days; the nursing campaign raised
  // more in total but mostly long ago; refunded and pending donations do not count.
  await donate(ids.borehole!, 50_000, 1);
  await donate(ids.nursing!, 10_000, 3);
  await donate(ids.nursing!, 80_000, 45);
  await donate(ids.shop!, 30_000, 10);
  await donate(ids.shop!, 40_000, 5, 'refunded');
  await donate(ids.wedding!, 90_000, 1, 'pending');
  // A volunteer recommended two campaigns for verified status.
  const volunteer = await person(t, { volunteerStatus: 'approved' });
  await assignForTest(t.database.db, [
    { campaignId: ids.borehole!, volunteerId: volunteer.user.id, verifiedAt: new Date(), recommendedAt: new Date() },
    { campaignId: ids.closedOld!, volunteerId: volunteer.user.id, verifiedAt: new Date(), recommendedAt: new Date() },
    { campaignId: ids.shop!, volunteerId: volunteer.user.id, verifiedAt: new Date() },
  ]);
  await refreshTopRanking(t.database.db);
});
afterAll(() => t.close());

const all = async (query = '') => {
  const res = await t.call('GET', `/api/v1/campaigns/all${query}`);
  expect(res.body.status.code, JSON.stringify(res.body)).toBe(100);
  return res.body.entity as ExplorePage;
};
const keysOf = (list: { _id: number }[]) => list.map((c) => Object.keys(ids).find((k) => ids[k] === c._id));

describe('GET /campaigns/all', () => {
  it('lists live campaigns only, newest first (closed ones are success stories); 6 a page from page 1', async () => {
    const page = await all();
    expect(keysOf(page.transactions)).toEqual(['wedding', 'shop', 'borehole', 'nursing', 'met']);
    expect(page).toMatchObject({ total_records: 5, total_pages: 1, current_page: 1 });
    expect(keysOf((await all('?per_page=2&page=2')).transactions)).toEqual(['borehole', 'nursing']);
    expect((await all('?page=2')).transactions).toEqual([]);
  });

  it('a search also finds campaigns closed for donations and closed, after the live ones', async () => {
    expect(keysOf((await all('?search=school')).transactions)).toEqual(['nursing', 'donationsClosed']);
    expect(keysOf((await all('?search=flood')).transactions)).toEqual(['shop', 'closedOld']);
  });

  it('never lists awaiting, deleted or suspended campaigns', async () => {
    const everything = [...(await all('?per_page=24')).transactions, ...(await all('?per_page=24&search=nursing')).transactions];
    const seen = keysOf(everything);
    for (const hidden of ['awaiting', 'deleted', 'suspended']) expect(seen).not.toContain(hidden);
  });

  it('returns the card shape of spec §3', async () => {
    const page = await all('?category=Nonprofit');
    expect(page.transactions).toEqual([
      {
        _id: ids.borehole,
        campaign_id: expect.stringMatching(/^[a-z0-9]+$/),
        title: 'Clean water borehole for Ikot village',
        summary: 'A borehole for 2,000 people',
        description: expect.any(String),
        imageUrl: null,
        category: 'Nonprofit',
        types: 'Reward based',
        amount: 500000,
        pledged: 50000,
        percent: 10,
        goal_reached: false,
        status: 1,
        suspended: false,
        created: expect.any(String),
        state: { state_id: 14, name: 'Enugu' },
        lga: { local_id: 262, local_name: 'Enugu North' },
        donors_count: 1,
        user: {
          _id: hope.user.id,
          is_organization: 1,
          organization_name: 'Hope Foundation',
          first_name: 'Ada',
          last_name: 'Obi',
          image_url: null,
        },
        // How it is funded and when it ends (issue 25): a campaign older than end dates has none.
        funding_mode: 'all_or_nothing',
        ends_at: null,
      },
    ]);
  });

  it('carries the description as plain text cut at 200 characters (spec §9), and the three totals (spec §3)', async () => {
    const page = await all('?category=Nonprofit');
    const preview = page.transactions[0]!.description;
    expect(preview.startsWith('Ikot village walks 4 km for water & pays ₦200 a jerrycan. Drill Pump Every naira counts.')).toBe(true);
    expect([...preview]).toHaveLength(200);
    expect(preview).not.toMatch(/[<>]|&\w+;/);
    const counters = (await t.call('GET', '/api/v1/campaigns/total/number')).body.entity;
    expect(page).toMatchObject({
      total_donations: counters.total_donations,
      total_campaigns: counters.total_campaigns,
      total_closed: counters.total_closed,
    });
    expect(page.total_campaigns).toBeGreaterThan(0);
  });

  it('filters by category, reward flag and volunteer recommendation (verify)', async () => {
    expect(keysOf((await all('?category=Health')).transactions)).toEqual(['nursing', 'met']);
    expect(keysOf((await all('?is_reward=1')).transactions)).toEqual(['wedding', 'borehole']);
    expect((await all('?is_reward=0')).total_records).toBe(3);
    expect(keysOf((await all('?verify=1')).transactions)).toEqual(['borehole']);
    expect(keysOf((await all('?verify=1&search=flood')).transactions)).toEqual(['closedOld']);
    expect(keysOf((await all('?category=Health&is_reward=1')).transactions)).toEqual([]);
  });

  it("'new' lists live campaigns by when they went live", async () => {
    expect(keysOf((await all('?time=new')).transactions)).toEqual(['borehole', 'wedding', 'shop', 'nursing', 'met']);
  });

  it("'closing' lists live campaigns nearest their goal, leaving out those that reached it", async () => {
    expect(keysOf((await all('?time=closing')).transactions)).toEqual(['nursing', 'shop', 'wedding', 'borehole']);
  });

  it("'top' ranks live campaigns by what paid donations raised in the last 30 days", async () => {
    expect(keysOf((await all('?time=top&per_page=3')).transactions)).toEqual(['borehole', 'shop', 'nursing']);
    const page = await all('?time=top');
    expect(keysOf(page.transactions)).toEqual(['borehole', 'shop', 'nursing', 'met', 'wedding']);
  });

  it('searches titles and summaries with full-text search, ranked by relevance', async () => {
    expect(keysOf((await all('?search=borehole')).transactions)).toEqual(['borehole']);
    expect(keysOf((await all('?search=nursing%20school')).transactions)[0]).toBe('nursing');
  });

  it('finds a campaign by a word with a typo', async () => {
    expect(keysOf((await all('?search=borehol')).transactions)).toContain('borehole');
    expect(keysOf((await all('?search=nursng')).transactions)).toEqual(['nursing']);
    expect(keysOf((await all('?search=provisons')).transactions)).toEqual(['shop']);
  });

  it('combines search with filters and paging', async () => {
    const page = await all('?search=nursing&per_page=1&category=Health');
    expect(page).toMatchObject({ total_records: 1, total_pages: 1 });
    expect((await all('?search=zzzzqqq')).total_records).toBe(0);
    expect((await all('?search=%20%20&category=')).total_records).toBe(5);
  });

  it.each([
    ['?page=0', 'page'],
    ['?per_page=1000', 'per_page'],
    ['?time=old', 'time'],
    ['?is_reward=2', 'is_reward'],
    ['?category=Crypto', 'category'],
    ['?verify=yes', 'verify'],
    ['?search=' + 'x'.repeat(101), 'search'],
    ['?sort=asc', 'sort'],
  ])('refuses %s with 101 on the field', async (query, key) => {
    const res = await t.call('GET', `/api/v1/campaigns/all${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.body.entity.errors[key]).toBeTruthy();
  });

  it('treats search text as data, not SQL or query syntax', async () => {
    for (const s of ["'; drop table campaigns; --", '!!! & | <->', '"unterminated', '%_\\']) {
      const res = await t.call('GET', `/api/v1/campaigns/all?search=${encodeURIComponent(s)}`);
      expect(res.body.status.code).toBe(100);
    }
    expect((await all()).total_records).toBe(5);
  });
});

describe('the kept totals and ranking', () => {
  it('follow campaigns as they are created, go live, close, are suspended and deleted', async () => {
    const before = await all();
    const c = await rowCampaign(t, ada.user.id, { status: 0, title: 'Generator for Oshodi clinic', category: 'Health' });
    expect((await all()).total_records).toBe(before.total_records);
    // going live through the campaign-state flow, whose last step ranks it (decision 109)
    await t.database.db.transaction((tx) => t.ctx.flows.changeCampaignState(tx, c.id, 1, { id: null }));
    expect((await all()).total_records).toBe(before.total_records + 1);
    expect(keysOf((await all('?time=top&per_page=24')).transactions)).toHaveLength(6);
    expect((await all('?time=top&per_page=24')).transactions.map((x) => x._id)).toContain(c.id);
    expect((await all('?search=oshodi')).transactions.map((x) => x._id)).toEqual([c.id]);
    expect((await all('?search=oshdi')).transactions.map((x) => x._id)).toEqual([c.id]);
    await setStatus(t, c.id, 1, { suspendedAt: new Date() });
    expect((await all()).total_records).toBe(before.total_records);
    await setStatus(t, c.id, 4, { suspendedAt: null });
    expect((await all()).total_records).toBe(before.total_records);
    expect((await all('?category=Health')).total_records).toBe(2);
    await refreshTopRanking(t.database.db);
    expect((await all('?time=top&per_page=24')).transactions.map((x) => x._id)).not.toContain(c.id);
  });
});

describe('GET /campaigns/closed', () => {
  it('lists closed campaigns, most recently closed first, 10 a page from page 0', async () => {
    const res = await t.call('GET', '/api/v1/campaigns/closed');
    expect(res.body.status.code).toBe(100);
    expect(keysOf(res.body.entity.campaigns)).toEqual(['closedNew', 'closedOld']);
    expect(res.body.entity.total_pages).toBe(1);
    expect(res.body.entity.campaigns[0]).toMatchObject({
      message: 'We did it',
      title: 'Books for Ajegunle library',
      category: 'Support',
      summary: 'A library for children',
    });
    const paged = await t.call('GET', '/api/v1/campaigns/closed?page=1&per_page=1');
    expect(keysOf(paged.body.entity.campaigns)).toEqual(['closedOld']);
    expect(paged.body.entity.total_pages).toBe(2);
    expect((await t.call('GET', '/api/v1/campaigns/closed?page=-1')).body.status.code).toBe(101);
  });
});

describe('GET /campaigns (mine)', () => {
  it("lists the owner's campaigns in every state but deleted, with the profile's totals", async () => {
    await donate(ids.wedding!, 1_000, 1);
    await t.database.db.execute(
      sql`update donations set comment = 'God bless you' where campaign_id = ${ids.wedding!} and status = 'paid'`,
    );
    const res = await t.call('GET', '/api/v1/campaigns', { token: ada.token });
    expect(res.body.status.code).toBe(100);
    const keys = keysOf(res.body.entity.campaigns);
    expect(keys).toEqual(
      expect.arrayContaining(['nursing', 'shop', 'wedding', 'met', 'donationsClosed', 'closedNew', 'awaiting', 'suspended']),
    );
    expect(keys).not.toContain('deleted');
    expect(keys).not.toContain('borehole');
    expect(res.body.entity.totals).toEqual({ campaigns: 8, donations: 4, comments: 1, raised: 90_000 + 150_000 + 100_000 + 500_000 });
    const suspended = res.body.entity.campaigns.find((c: { _id: number }) => c._id === ids.suspended);
    expect(suspended.suspended).toBe(true);
  });

  it('answers an empty list to someone without campaigns, and 102 to a visitor', async () => {
    const nobody = await person(t);
    const res = await t.call('GET', '/api/v1/campaigns', { token: nobody.token });
    expect(res.body.entity).toEqual({ campaigns: [], totals: { campaigns: 0, donations: 0, comments: 0, raised: 0 } });
    expect((await t.call('GET', '/api/v1/campaigns')).body.status.code).toBe(102);
  });
});

describe('the counters', () => {
  it('count public campaigns, closed campaigns and paid donations, on both paths', async () => {
    const paid = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from donations where status = 'paid'`)).rows[0]!
      .n;
    // Explore pages carry the same counters, kept STATS_TTL_MS: start past what earlier tests read.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STATS_TTL_MS + 1);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (const path of ['/api/v1/campaigns/total/number', '/api/v1/donations/total/number']) {
      const res = await t.call('GET', path);
      expect(res.body.entity).toEqual({ total_campaigns: 8, total_closed: 2, total_donations: paid });
      expect(res.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=60');
    }
  });
});

describe('search typos, one edit away (Damerau)', () => {
  beforeAll(async () => {
    await make('dialysis', hope, {
      title: 'Dialysis for Mama Bisi',
      summary: 'Three sessions a week',
      category: 'Health',
      createdAt: daysAgo(2),
      verifiedAt: daysAgo(1),
    });
    await make('lagos', ada, {
      title: 'Lagos street football pitch',
      summary: 'Goalposts and nets',
      category: 'Support',
      createdAt: daysAgo(2),
      verifiedAt: daysAgo(1),
    });
  });
  const found = async (search: string) => keysOf((await all(`?search=${encodeURIComponent(search)}`)).transactions);

  it('finds a word with two neighbouring letters swapped', async () => {
    expect(await found('Dilaysis')).toEqual(['dialysis']);
    expect(await found('Lagso')).toEqual(['lagos']);
    expect(await found('lagso football')).toEqual(['lagos']);
  });

  it('finds a word with a letter missing or one too many, even a short one', async () => {
    expect(await found('dialyss')).toEqual(['dialysis']);
    expect(await found('Lgos')).toEqual(['lagos']);
    expect(await found('Lagoss')).toEqual(['lagos']);
    expect(await found('dialysiss')).toEqual(['dialysis']);
  });

  it('finds nothing for nonsense', async () => {
    expect((await all('?search=xqzvwk')).total_records).toBe(0);
    expect((await all('?search=qwrtp%20dialysis')).total_records).toBe(0);
  });
});

describe('a search word in more campaigns than are ranked', () => {
  const many = SEARCH_CANDIDATES + 25;
  beforeAll(async () => {
    // Live campaigns sharing the word "solar"; every tenth one is a Business campaign.
    await t.database.db
      .execute(sql`insert into campaigns (public_id, owner_id, title, summary, description_html, goal_kobo, category, type, status, verified_at)
      select 'solar' || i, ${ada.user.id}, 'Solar panels for clinic ' || i, 'Light at night', '<p>Solar</p>', 100000, case when i % 10 = 0 then 'Business' else 'Health' end,
        'Non-reward based', 1, now() from generate_series(1, ${many}) i`);
  });

  it('ranks a bounded set: the list holds that many, and Show More pages through it without repeats', async () => {
    const first = await all('?search=solar&per_page=24');
    expect(first).toMatchObject({ total_records: SEARCH_CANDIDATES, total_pages: Math.ceil(SEARCH_CANDIDATES / 24) });
    const last = await all(`?search=solar&per_page=24&page=${first.total_pages}`);
    expect(last.transactions).toHaveLength(SEARCH_CANDIDATES - 24 * (first.total_pages - 1));
    expect(last.total_records).toBe(SEARCH_CANDIDATES);
    const beyond = await all(`?search=solar&per_page=24&page=${first.total_pages + 1}`);
    expect(beyond).toMatchObject({ transactions: [], total_records: SEARCH_CANDIDATES });
    const seen = new Set<number>();
    for (let page = 1; page <= first.total_pages; page++) {
      for (const c of (await all(`?search=solar&per_page=24&page=${page}`)).transactions) seen.add(c._id);
    }
    expect(seen.size).toBe(SEARCH_CANDIDATES);
  });

  it('applies the filters before the bound, and counts exactly below it', async () => {
    const business = await all('?search=solar&category=Business&per_page=24');
    expect(business.total_records).toBe(Math.floor(many / 10));
    expect(business.transactions.every((c) => c.category === 'Business')).toBe(true);
    expect((await all('?search=solar&is_reward=1')).total_records).toBe(0);
    expect((await all('?search=solar&time=new&category=Business')).total_records).toBe(Math.floor(many / 10));
  });
});

describe("the 'top' ranking's notice", () => {
  it('is sent when a refresh changed the ranking, and not when it found nothing to change', async () => {
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    onTestFinished(() => listener.end());
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen ireti_public');
    let pings = 0;
    /** The notices sent since the last call (a ping sent now arrives after all of them). */
    const heardSince = async () => {
      const ping = `ping ${++pings}`;
      await t.database.db.execute(sql`select pg_notify('ireti_public', ${ping})`);
      await vi.waitFor(() => expect(heard).toContain(ping));
      return heard.splice(0, heard.indexOf(ping) + 1).slice(0, -1);
    };
    await refreshTopRanking(t.database.db);
    await heardSince();
    // Nothing moved since: the job's statements change no row and say nothing (every instance's lists stay fresh).
    await refreshTopRanking(t.database.db);
    expect(await heardSince()).toEqual([]);
    // A gift of the last 30 days moves the ranking: the refresh says so, once.
    await donate(ids.shop!, 1_000, 2);
    await heardSince();
    await refreshTopRanking(t.database.db);
    expect(await heardSince()).toEqual(['money']);
  });
});
