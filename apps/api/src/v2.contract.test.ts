/**
 * /api/v2, the original web client's surface (docs/decisions/084-api-v2-original-client.md): every
 * call that client makes, in the order its journeys make them, each reply checked against a zod
 * schema of what the client reads — and every answer HTTP 200, the envelope's code saying the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from './db/schema.ts';
import { buildTestApp, type TestApp } from './test/build-app.ts';
import { createCampaign, createUser, createVolunteer, tokenFor } from './test/factories.ts';
import { individualBody, PASSWORD, tokenFromMail, uniqueEmail } from './modules/accounts/accounts.fixtures.ts';
import { multipart, validCampaign } from './modules/campaigns/campaigns.fixtures.ts';
import { png } from './modules/media/media.fixtures.ts';
import { CARD } from './modules/payments/testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
});
afterAll(async () => {
  await t.close();
});

let ip = 1;
const nextIp = () => `10.77.${(ip >> 8) & 255}.${ip++ & 255}`;

/** What the client reads of every reply. */
const status = z.object({ code: z.number().int(), desc: z.string() });
const reply = <T extends z.ZodType>(entity: T) => z.object({ status, entity });
const success = <T extends z.ZodType>(entity: T) => z.object({ status: status.extend({ code: z.literal(100) }), entity });
/** The spec's list replies: paging totals beside `entity`. */
const paged = <T extends z.ZodType>(item: T) =>
  success(z.array(item)).extend({ total_pages: z.number().int(), total_records: z.number().int(), current_page: z.number().int() });

const user = z.object({
  _id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  verified: z.number(),
  is_organization: z.number(),
  is_volunteer: z.number(),
  image_url: z.string().nullable(),
});
const campaign = z.object({
  _id: z.number(),
  campaign_id: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  amount: z.number(),
  pledged: z.number(),
  percent: z.number(),
  category: z.string(),
  types: z.string(),
  status: z.number(),
  created: z.string(),
  imageUrl: z.string().nullable(),
  imageUrl1: z.string().nullable(),
  user: z.object({ is_organization: z.number(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
});
const card = z.object({ _id: z.number(), campaign_id: z.string(), title: z.string(), summary: z.string(), status: z.number() });
const reward = z.object({ _id: z.number(), donation: z.number(), rewardType: z.string(), reward: z.string() });
const donation = z.object({ created: z.string(), amount: z.number(), first_name: z.string().nullable(), last_name: z.string().nullable() });
const volunteer = z.object({ first_name: z.string(), last_name: z.string(), image_url: z.string().nullable() });

interface Res {
  statusCode: number;
  body: any;
}
async function call(method: InjectOptions['method'], url: string, o: { body?: unknown; token?: string; from?: string } = {}): Promise<Res> {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers,
    remoteAddress: o.from ?? nextIp(),
    ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
  });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) };
}
async function upload(url: string, token: string, bytes: Buffer): Promise<Res> {
  const form = await multipart(bytes);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v2${url}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) };
}
/** The reply is HTTP 200 and reads as `schema` says; returns its body. */
function expectShape<T extends z.ZodType>(res: Res, schema: T): z.infer<T> {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const parsed = schema.safeParse(res.body);
  expect(parsed.error?.issues ?? [], JSON.stringify(res.body).slice(0, 600)).toEqual([]);
  return parsed.data as z.infer<T>;
}

describe('/api/v2: the journeys of the original web client', () => {
  it('walks sign-up, a campaign, a donation, the profile and the help pages with the replies the client reads', async () => {
    // ——— reference data ———
    const states = expectShape(
      await call('GET', '/misc/states'),
      success(z.object({ states: z.array(z.object({ state_id: z.number(), name: z.string() })) })),
    );
    expect(states.entity.states.length).toBe(37);
    expectShape(
      await call('GET', '/misc/lga/25'),
      success(z.object({ cities: z.array(z.object({ local_id: z.number(), local_name: z.string() })) })),
    );
    const categories = expectShape(await call('GET', '/misc/categories'), success(z.array(z.string())));
    expect(categories.entity).toContain('Health');
    expectShape(await call('GET', '/misc/org_types'), success(z.array(z.string())));

    // ——— sign-up, the e-mail link, login ———
    const signup = individualBody();
    expectShape(
      await call('POST', '/account', { body: signup }),
      success(z.object({ user: z.object({ first_name: z.string(), last_name: z.string() }) })),
    );
    // Before the e-mail is verified, login answers 109 with HTTP 200 (the client then goes to /send_email).
    const early = expectShape(
      await call('POST', '/account/login', { body: { email: signup.email, password: PASSWORD } }),
      reply(z.unknown()),
    );
    expect(early.status.code).toBe(109);
    expectShape(await call('PUT', '/account/verify', { body: { token: await tokenFromMail(t, signup.email) } }), success(z.unknown()));
    const wrong = expectShape(
      await call('POST', '/account/login', { body: { email: signup.email, password: 'Wrong-Passw0rd' } }),
      reply(z.unknown()),
    );
    expect(wrong.status.code).not.toBe(100);
    expect(wrong.status.desc).not.toBe('');
    const login = expectShape(
      await call('POST', '/account/login', { body: { email: signup.email, password: PASSWORD } }),
      success(z.object({ user, token: z.string() })),
    );
    const token = login.entity.token;
    const me = expectShape(await call('GET', '/account', { token }), success(z.object({ me: user })));
    expect(me.entity.me.email).toBe(signup.email);

    // ——— profile image, as a JSON data URL ———
    const dataUrl = `data:image/png;base64,${(await png()).toString('base64')}`;
    expectShape(await call('PUT', '/account/image', { token, body: { image: dataUrl } }), success(z.unknown()));

    // ——— create a campaign: without identity information the client is told why ———
    const denied = expectShape(await call('POST', '/campaigns', { token, body: { ...validCampaign, rewards: '' } }), reply(z.unknown()));
    expect(denied.status.code).not.toBe(100);
    expect(denied.status.desc).toMatch(/verif|identity/i);
    await t.ctx.db.update(users).set({ identityStatus: 'submitted' }).where(eq(users.email, signup.email));
    const volunteerUser = await createVolunteer(t.ctx.db, { email: uniqueEmail('vol'), stateId: 25 });
    const created = expectShape(
      await call('POST', '/campaigns', { token, body: { ...validCampaign, types: 'Reward based', rewards: '' } }),
      success(campaign),
    );
    const id = created.entity.campaign_id;
    expectShape(
      await call('POST', '/reward', {
        token,
        body: { campaign: id, donation: 5000, reward_type: 'Non-material', reward: 'A thank-you call' },
      }),
      success(reward),
    );
    const rewards = expectShape(await call('GET', `/reward/${id}`, { token }), success(z.array(reward)));
    expect(rewards.entity).toHaveLength(1);

    // A draft until then: the volunteer cannot see it.
    const volunteerToken = await tokenFor(t.ctx.db, volunteerUser.id);
    expect((await call('GET', `/campaign/${id}`, { token: volunteerToken })).body.status.code).toBe(104);
    // The feature image submits it (the client's last "Submit Campaign" only navigates): awaiting
    // verification, assigned to the volunteer of its state.
    expectShape(await upload(`/image/upload?campaign=${id}`, token, await png()), success(z.object({ url: z.string() })));
    for (const n of [1, 2, 3]) expectShape(await upload(`/image/upload${n}?campaign=${id}`, token, await png()), success(z.unknown()));
    const seenByVolunteer = expectShape(await call('GET', `/campaign/${id}`, { token: volunteerToken }), success(z.object({ campaign })));
    expect(seenByVolunteer.entity.campaign.status).toBe(0);
    expect(seenByVolunteer.entity.campaign.imageUrl1).not.toBeNull();

    // The volunteer verifies it: status 1.
    expectShape(
      await call('POST', '/account/verifycampaign', { token: volunteerToken, body: { campaign_id: id, status: 1 } }),
      success(z.unknown()),
    );
    const live = expectShape(await call('GET', `/campaign/${id}`), success(z.object({ campaign })));
    expect(live.entity.campaign.status).toBe(1);

    // ——— donate: a guest (known 0), then the signed-in user (known 1); verified with the router's match ———
    const donor = await createUser(t.ctx.db, { email: uniqueEmail('donor') });
    const donorToken = await tokenFor(t.ctx.db, donor.id);
    const gifts = [
      {
        body: {
          firstname: 'Chioma',
          lastname: 'Eze',
          email: 'chioma@example.ng',
          known: 0,
          amount: 5000,
          mobile: '08012345678',
          comment: 'Get well',
          campaign: id,
        },
      },
      {
        body: { firstname: '', lastname: '', email: donor.email, known: 1, amount: 6000, mobile: '', comment: '', campaign: id },
        token: donorToken,
      },
    ];
    for (const g of gifts) {
      const started = expectShape(
        await call('POST', '/donate', g),
        success(z.object({ ref: z.string(), email: z.string(), amount: z.number(), p_key: z.string() })),
      );
      await t.app.inject({ method: 'POST', url: '/api/v1/dev/sandbox/pay', payload: { ref: started.entity.ref, card: CARD.success } });
      expectShape(
        await call('PUT', '/payment/verify', { body: { ref: started.entity.ref, match: { params: { id } } } }),
        success(z.unknown()),
      );
    }
    const donations = expectShape(await call('GET', `/donations/${id}`), paged(donation));
    expect(donations.entity).toHaveLength(2);
    expect(donations.current_page).toBe(0);
    const mine = expectShape(await call('GET', '/donations', { token: donorToken }), paged(donation));
    expect(mine.entity).toHaveLength(1);
    expectShape(await call('GET', `/user/reward/${donor.id}`, { token: donorToken }), success(z.array(z.unknown())));

    // ——— the campaign's and the volunteer's pages ———
    const vouchers = expectShape(await call('GET', `/campaign/volunteers/${id}`), success(z.array(volunteer)));
    expect(vouchers.entity.length).toBeGreaterThan(0);
    expectShape(await call('GET', `/volunteer/campaigns/${volunteerUser.id}`), success(z.array(card)));
    const all = expectShape(
      await call('GET', '/volunteer/getvolunteers'),
      success(z.array(volunteer)).extend({ total_pages: z.number().int(), total: z.number().int() }),
    );
    expect(all.entity.length).toBeGreaterThan(0);

    // ——— the profile: own campaigns ———
    const own = expectShape(
      await call('GET', '/campaigns', { token }),
      success(z.array(card)).extend({ totals: z.object({ campaigns: z.number() }) }),
    );
    expect(own.entity.map((c) => c.campaign_id)).toEqual([id]);

    // ——— help, forgot and reset ———
    expectShape(
      await call('POST', '/email/support', { body: { name: 'Ada', email: 'ada@example.ng', mobile: '+2348012345678', message: 'Hello' } }),
      success(z.unknown()),
    );
    expectShape(await call('POST', '/account/emailtoresetpassword', { body: { email: signup.email } }), success(z.unknown()));
    const resetToken = await tokenFromMail(t, signup.email, /reset/i);
    expectShape(
      await call('POST', '/account/resetpassword', { body: { pass: 'New-Passw0rd-9', cpass: 'New-Passw0rd-9', token: resetToken } }),
      success(z.unknown()),
    );
    expectShape(
      await call('POST', '/account/login', { body: { email: signup.email, password: 'New-Passw0rd-9' } }),
      success(z.object({ user, token: z.string() })),
    );
  }, 120_000);

  it('answers HTTP 200 for failures too, the code and message in the envelope (104, 102, 107, no route)', async () => {
    const missing = expectShape(await call('GET', '/campaign/nosuchcamp'), reply(z.null()));
    expect(missing.status.code).toBe(104);
    const signedOut = expectShape(await call('GET', '/account'), reply(z.unknown()));
    expect(signedOut.status.code).toBe(102);
    const noRoute = expectShape(await call('GET', '/no/such/route'), reply(z.null()));
    expect(noRoute.status.code).toBe(104);
    // the rate limit of the forgot-password form (10 per address): the 11th answers 107
    const from = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/account/emailtoresetpassword', { body: { email: uniqueEmail('nobody') }, from });
      expect(res.statusCode).toBe(200);
      codes.push(res.body.status.code);
    }
    expect(codes.at(-1)).toBe(107);
    expect(codes.slice(0, 10).every((c) => c === 100)).toBe(true);
  });

  it('pages from 0 as the client does: no page, or page 0, is the first page; page 1 the second', async () => {
    const owner = await createUser(t.ctx.db, { email: uniqueEmail('lister') });
    for (let i = 0; i < 8; i++) await createCampaign(t.ctx.db, owner.id, { status: 1, verifiedAt: new Date(), title: `Campaign ${i}` });
    const ids = async (q: string) => {
      const res = await call('GET', `/campaigns/all?per_page=6${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.status.code).toBe(100);
      return (res.body.entity.transactions as { campaign_id: string }[]).map((c) => c.campaign_id);
    };
    const first = await ids('');
    expect(await ids('&page=0')).toEqual(first);
    expect(await ids('&page=')).toEqual(first);
    const second = await ids('&page=1');
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((c) => first.includes(c))).toEqual([]);
    // /api/v1 is unchanged: its pages count from 1
    const v1 = await t.app.inject({ method: 'GET', url: '/api/v1/campaigns/all?per_page=6&page=1', remoteAddress: nextIp() });
    expect((JSON.parse(v1.body).entity.transactions as { campaign_id: string }[]).map((c) => c.campaign_id)).toEqual(first);
  });

  it('leaves /api/v1 as it is: its shapes, HTTP statuses and draft-then-submit flow', async () => {
    const owner = await createUser(t.ctx.db, { email: uniqueEmail('v1owner'), identityStatus: 'submitted' });
    const token = await tokenFor(t.ctx.db, owner.id);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      payload: validCampaign,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(made.statusCode).toBe(201);
    const id = JSON.parse(made.body).entity.campaign_id as string;
    const form = await multipart(await png());
    const up = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/image/upload?campaign=${id}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(JSON.parse(up.body).status.code).toBe(100);
    const [row] = await t.ctx.db
      .execute<{ submitted_at: Date | null }>(sql`select submitted_at from campaigns where public_id = ${id}`)
      .then((r) => r.rows);
    expect(row!.submitted_at).toBeNull();

    const cats = await t.app.inject({ method: 'GET', url: '/api/v1/misc/categories', remoteAddress: nextIp() });
    expect(JSON.parse(cats.body).entity.categories[0]).toMatchObject({ name: expect.any(String), colour: expect.any(String) });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/campaign/nosuchcamp', remoteAddress: nextIp() });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps /api/v2 out of the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(JSON.parse(doc.body).paths as Record<string, unknown>);
    expect(paths.some((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/api/v2'))).toEqual([]);
  });
});
