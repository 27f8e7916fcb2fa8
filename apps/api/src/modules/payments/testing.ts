import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../app.ts';
import { createContext } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { createDb, createPool } from '../../db/client.ts';
import type { TestApp } from '../../test/build-app.ts';
import { createCampaign } from '../../test/factories.ts';
import { changeCampaignState } from '../../flows/index.ts';
import { ledgerIntegrity } from './giving/ledger.ts';
import { ProviderError, type PaymentProvider } from './providers/provider.ts';

/** Factories and helpers of the payments tests (not a test file itself). */
export const CARD = {
  success: '4084 0840 8408 4081',
  declined: '4000 0000 0000 0002',
  noFunds: '4000 0000 0000 9995',
  otp: '5060 6666 6666 6666 666',
  transfer: 'transfer',
  /** USSD from GTBank's *737# (issue 17). */
  ussd: 'ussd:737',
} as const;

let ip = 0;
/** A fresh client address per call, so the per-IP rate limits never get in a test's way. */
export const nextIp = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

type App = Pick<TestApp, 'app'>;
export async function call(
  t: App,
  method: InjectOptions['method'],
  url: string,
  o: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
  });
  let body: any = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* left as text */
  }
  return { statusCode: res.statusCode, body };
}

export const guest = (campaign: string, amount: number | unknown = 5000, o: Record<string, unknown> = {}) => ({
  firstname: 'Chioma',
  lastname: 'Eze',
  email: 'chioma@example.ng',
  known: 0,
  amount,
  mobile: '08012345678',
  comment: 'Get well soon',
  campaign,
  anonymous: false,
  ...o,
});

/** POST /donate as a guest (or with a token, as the signed-in donor); returns the reply. */
export const donate = (t: App, body: Record<string, unknown>, token?: string) => call(t, 'POST', '/api/v1/donate', { body, token });
export const sandboxPay = (t: App, ref: string, card: string, otp?: string) =>
  call(t, 'POST', '/api/v1/dev/sandbox/pay', { body: { ref, card, ...(otp ? { otp } : {}) } });
export const verify = (t: App, ref: string, match?: unknown) =>
  call(t, 'PUT', '/api/v1/payment/verify', { body: { ref, ...(match !== undefined ? { match } : {}) } });

/**
 * Two gifts started before either is confirmed, then both paid: how a campaign's total passes its
 * goal now that one gift is at most what the goal still needs (decision 045). Returns the second
 * confirmation's verify reply.
 */
export async function giveTogether(t: App, campaign: string, amounts: [number, number]) {
  const refs: string[] = [];
  for (const amount of amounts) {
    const d = await donate(t, guest(campaign, amount));
    if (d.body?.status?.code !== 100) throw new Error(`donate failed: ${JSON.stringify(d.body)}`);
    refs.push(d.body.entity.ref as string);
  }
  let v: Awaited<ReturnType<typeof verify>> | undefined;
  for (const ref of refs) {
    await sandboxPay(t, ref, CARD.success);
    v = await verify(t, ref);
  }
  return v!;
}

/** A whole donation: initiate, pay with the card, verify. Returns the reference and the verify reply. */
export async function give(
  t: App,
  campaign: string,
  amount = 5000,
  o: { card?: string; token?: string; body?: Record<string, unknown> } = {},
) {
  const body = o.token ? { amount, campaign, comment: '', ...o.body } : guest(campaign, amount, o.body);
  const d = await donate(t, body, o.token);
  if (d.body?.status?.code !== 100) throw new Error(`donate failed: ${JSON.stringify(d.body)}`);
  const ref = d.body.entity.ref as string;
  await sandboxPay(t, ref, o.card ?? CARD.success);
  const v = await verify(t, ref);
  return { ref, verify: v };
}

/** A live campaign (status 1) with a goal in naira. */
export const liveCampaign = (t: Pick<TestApp, 'ctx'>, ownerId: number, goalNaira = 500_000, o: Parameters<typeof createCampaign>[2] = {}) =>
  createCampaign(t.ctx.db, ownerId, { goalKobo: goalNaira * 100, status: 1, verifiedAt: new Date(), ...o });

/** A campaign transition through the campaign-state flow: the state machine and the modules' steps (as its routes do). */
export const move = (t: Pick<TestApp, 'ctx'>, campaignId: number, to: 0 | 1 | 2 | 3 | 4, actorId: number | null = null) =>
  t.ctx.db.transaction((tx) => changeCampaignState(tx, campaignId, to, { id: actorId, reason: 'test' }));

/** A campaign's status (campaigns' facts) and its money: the total and the goal reached (payments' campaign_money). */
export async function campaignRow(t: Pick<TestApp, 'ctx'>, id: number) {
  const [c] = (
    await t.ctx.db.execute<{ status: number; pledged_kobo: number; goal_reached_at: string | null }>(
      sql`select f.status, m.pledged_kobo, m.goal_reached_at from campaign_facts f join campaign_money m on m.campaign_id = f.id where f.id = ${id}`,
    )
  ).rows;
  return c!;
}

export async function donationRow(t: Pick<TestApp, 'ctx'>, reference: string) {
  const [d] = (
    await t.ctx.db.execute<{ id: number; status: string; gateway_response: string | null; amount_kobo: number }>(
      sql`select id, status, gateway_response, amount_kobo from donations where reference = ${reference}`,
    )
  ).rows;
  return d!;
}

export async function expectIntegrity(t: Pick<TestApp, 'ctx'>) {
  const report = await ledgerIntegrity(t.ctx.db);
  if (!report.ok) throw new Error(`ledger integrity: ${report.problems.join('; ')}`);
  return report;
}

export async function mails(t: Pick<TestApp, 'ctx'>, to: string) {
  return (await t.ctx.notify.recent(1000)).filter((m) => m.recipient === to);
}

/**
 * Wraps a provider so tests can make it fail: the next `n` calls of a method throw a retryable
 * provider error (a timeout, as Paystack's adapter reports one), or answer something else.
 */
const LOSE = () => undefined;

export function flaky(inner: PaymentProvider) {
  const faults = new Map<string, (() => unknown)[]>();
  const wrapped = new Proxy(inner, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const queue = faults.get(String(prop));
        const next = queue?.shift();
        if (next === LOSE) {
          // The call reaches the provider and is done there, but its reply is lost.
          return Promise.resolve(value.apply(target, args)).then(() => {
            throw new ProviderError(`${String(prop)}: timed out`, 'timeout', true);
          });
        }
        if (next) return Promise.resolve().then(next);
        return value.apply(target, args);
      };
    },
  });
  return {
    provider: wrapped as PaymentProvider,
    timeout(method: keyof PaymentProvider, n = 1) {
      for (let i = 0; i < n; i++)
        push(method, () => {
          throw new ProviderError(`${String(method)}: timed out`, 'timeout', true);
        });
    },
    answer(method: keyof PaymentProvider, value: unknown) {
      push(method, () => value);
    },
    /** The next call is carried out by the provider, then times out on its way back. */
    lose(method: keyof PaymentProvider) {
      push(method, LOSE);
    },
    clear() {
      faults.clear();
    },
  };
  function push(method: string, f: () => unknown) {
    faults.set(method, [...(faults.get(method) ?? []), f]);
  }
}

/** A second API instance on the same database (its own pool, job runner and app). */
export async function secondInstance(t: Pick<TestApp, 'database' | 'ctx'>, env: Record<string, string> = {}) {
  const pool = createPool(t.database.url, 10);
  const db = createDb(pool);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: t.database.url,
    DATA_DIR: t.ctx.config.dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const ctx = createContext(config, { db }, { log: { error: () => {} } });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await ctx.jobs.stop();
      await app.close();
      await pool.end();
    },
  };
}
