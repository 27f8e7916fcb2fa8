/**
 * Hostile input (issue 7, part 6): every route of the API's own OpenAPI document, fuzzed.
 *
 * The routes come from GET /api/docs/json, so a route added tomorrow is fuzzed without a line
 * here. Each route gets a fresh world (test/fuzz/world.ts), a deterministic sweep (each path,
 * query and body field alone made hostile: NUL, overflow, impossible date — test/fuzz/sweep.ts),
 * then RUNS random requests, most of them careful but for one hostile part: path
 * parameters both valid-looking (real ids) and hostile, query strings with duplicated keys,
 * arrays, absurd pages, headers with garbage bearer tokens, and bodies of every bad kind —
 * valid-looking objects with hostile leaves, wrong types, huge and deeply nested JSON,
 * `__proto__`/`constructor` keys, NUL bytes and invalid UTF-8 as raw bytes, wrong content types,
 * wrong lengths, chunked bodies, multipart with no file or a broken one (test/fuzz/requests.ts).
 * Each request goes out four times: signed out (with the garbage Authorization, if any), and
 * signed in as a campaign owner, an approved volunteer and an admin.
 *
 * Every text value of every body is also swept with lone surrogates and spoofing direction controls
 * (issue 23): no 5xx, and a success must not show the controls back.
 *
 * Every reply must be under 500 and the envelope `{ status: { code, desc }, entity }` as JSON with
 * the HTTP status of its code (test/fuzz/check.ts). Every bad reply of a route is collected, then
 * the route fails listing them, each with the line that replays it:
 *   FUZZ_SEED=<seed> FUZZ_PATH=<run> npx vitest run --project api apps/api/src/fuzz.test.ts -t '<route>'
 * FUZZ_RUNS changes the number of runs per route; FUZZ_TRACE=1 prints every request and reply;
 * FUZZ_REPORT=<file> writes every finding and the count of reply codes per route as JSON.
 * What is left out, and why: `operationsOf` in test/fuzz/openapi.ts (nothing under /api/v1).
 */
import zlib from 'node:zlib';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_CATEGORY_NAMES, CAMPAIGN_TYPES, ID_TYPES, ORGANIZATION_TYPES, REWARD_TYPES } from '@ireti/shared/constants';
import { buildTestApp } from './test/build-app.ts';
import { loginThrottle } from './modules/accounts/limits.ts';
import { tokenFor } from './test/factories.ts';
import { png, pdf } from './modules/media/media.fixtures.ts';
import { NIGERIAN_BANKS } from './modules/payments/providers/nigerian-banks.ts';
import { operationsOf, vocabularyOf, type Operation } from './test/fuzz/openapi.ts';
import type { Known } from './test/fuzz/plausible.ts';
import { describeWire, requestOf, type Files, type Wire } from './test/fuzz/requests.ts';
import { BIDI_SPOOF, sweepOf } from './test/fuzz/sweep.ts';
import { codeOf, problemsOf, type Reply } from './test/fuzz/check.ts';
import { makeWorld, PASSWORD, PERSONAS, type Persona, type World } from './test/fuzz/world.ts';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_260_507);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const REPLAY_PATH = process.env.FUZZ_PATH;
const TRACE = process.env.FUZZ_TRACE === '1';
const REPLY_TIMEOUT_MS = 10_000;

const t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
// A sign-in failed too often is answered after a growing wait (up to 8 s; sign-in.test.ts checks
// it): the fuzzer's hundreds of failed sign-ins judge the replies, not the wait, so they do not sleep.
const throttleSleep = vi.spyOn(loginThrottle, 'sleep').mockResolvedValue();
afterAll(async () => {
  throttleSleep.mockRestore();
  if (process.env.FUZZ_REPORT)
    fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ seed: BASE_SEED, runs: RUNS, routes: report }, null, 2));
  await t.close();
});

const docReply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const doc = docReply.json();
const operations = operationsOf(doc);
const vocabulary = vocabularyOf(operations);
const files: Files = { png: await png(64, 48), pdf: pdf() };

/** Every enum value of the document, and the shared lists the schemas check by refinement. */
const words = (() => {
  const out = new Set<string>([...CAMPAIGN_CATEGORY_NAMES, ...CAMPAIGN_TYPES, ...REWARD_TYPES]);
  JSON.stringify(doc, (key, value) => {
    if (key === 'enum' && Array.isArray(value)) for (const v of value) if (typeof v === 'string') out.add(v);
    return value;
  });
  return [...out];
})();

/** A stable seed per route: adding a route does not change what the others are sent. */
function seedFor(id: string): number {
  let h = BASE_SEED | 0;
  for (const c of id) h = (Math.imul(h ^ c.charCodeAt(0), 0x01000193) + 0x9e3779b9) | 0;
  return h;
}

// Each request from its own address, so the per-IP rate limits do not turn the fuzz into 107s.
let ipCounter = 1;
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function send(w: Wire, persona: Persona, world: World): Promise<Reply> {
  const headers: Record<string, string> = { ...w.headers };
  if (persona === 'signedOut') {
    if (w.auth !== null) headers.authorization = w.auth;
  } else {
    headers.authorization = `Bearer ${await tokenFor(t.ctx.db, world.users[persona].id)}`;
  }
  const payload = w.body ? (w.body.chunked ? Readable.from([w.body.bytes]) : w.body.bytes) : undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Reply>((resolve) => {
    timer = setTimeout(
      () => resolve({ statusCode: 0, headers: {}, body: `no reply within ${REPLY_TIMEOUT_MS / 1000} s` }),
      REPLY_TIMEOUT_MS,
    );
  });
  const res = t.app
    .inject({ method: w.method, url: w.url, headers, payload, remoteAddress: nextIp() })
    .then((r): Reply => ({ statusCode: r.statusCode, headers: r.headers, body: decoded(r.headers['content-encoding'], r.rawPayload) }));
  try {
    return await Promise.race([res, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The body as a client reads it: a compressed answer (app.ts) decompressed; one that cannot be, said so. */
function decoded(encoding: unknown, raw: Buffer): string {
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
    if (encoding === 'deflate') return zlib.inflateSync(raw).toString();
    if (encoding === undefined || encoding === 'identity') return raw.toString();
    return `an encoding no client asked for: ${String(encoding)}`;
  } catch (err) {
    return `a ${String(encoding)} body that does not decompress: ${(err as Error).message}`;
  }
}

interface Finding {
  route: string;
  persona: Persona;
  /** The fast-check run that produced it: FUZZ_PATH replays it. */
  path: string;
  problems: string[];
  request: string;
  reply: string;
}

const report: Record<
  string,
  { seed: number; ms: number; requests: number; codes: Record<string, number>; kinds: Record<string, number>; findings: Finding[] }
> = {};

function knownOf(world: World): Known & { revokedToken: string } {
  const u = world.users;
  return {
    ids: {
      user: Object.values(u).map((x) => x.id),
      campaign: world.campaigns.map((c) => c.id),
      reward: [world.rewardId],
      application: world.applicationIds,
      report: world.reportIds,
    },
    publicIds: world.campaigns.map((c) => c.publicId),
    refs: world.refs,
    emails: Object.values(u).map((x) => x.email),
    words,
    vocabulary,
    password: PASSWORD,
    bankCodes: NIGERIAN_BANKS.map((b) => b.code),
    lists: {
      category: [...CAMPAIGN_CATEGORY_NAMES],
      types: [...CAMPAIGN_TYPES],
      type: [...CAMPAIGN_TYPES],
      reward_type: [...REWARD_TYPES],
      organization_type: [...ORGANIZATION_TYPES],
      id_type: [...ID_TYPES],
      gender: ['female', 'male'],
    },
    revokedToken: world.revokedToken,
  };
}

function explain(op: Operation, seed: number, findings: Finding[]): string {
  // One example per distinct problem, with how often it happened.
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = f.problems.map((p) => p.replace(/\d{3,}/g, 'N')).join('; ');
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [`${findings.length} bad replies from ${op.id} (route seed ${seed}, FUZZ_SEED=${BASE_SEED}):`];
  for (const list of groups.values()) {
    const f = list[0]!;
    lines.push(
      `\n• ${f.problems.join('; ')} — ${list.length}× (personas: ${[...new Set(list.map((x) => x.persona))].join(', ')}; runs: ${[...new Set(list.map((x) => x.path))].slice(0, 10).join(', ')})`,
      `  request: ${f.request}`,
      `  reply: ${f.reply}`,
      `  replay: FUZZ_SEED=${BASE_SEED} FUZZ_PATH=${f.path} npx vitest run --project api apps/api/src/fuzz.test.ts -t '${op.id}'`,
    );
  }
  return lines.join('\n');
}

/** Routes the app serves under /api/v1, read from Fastify's route tree (hidden ones included). */
function servedRoutes(): string[] {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack[depth] = m[2]!;
    const path = stack.join('').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    if (!m[3] || !path.startsWith('/api/v1/')) continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') out.add(`${method} ${path}`);
  }
  return [...out].sort();
}

/** What the fuzz found in the shared plumbing once, pinned so it cannot come back unseen. */
describe('hostile input the plumbing answers before any route', () => {
  const envelopeOf = async (opts: InjectOptions) => {
    const res = await t.app.inject({ remoteAddress: nextIp(), ...opts });
    return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body.startsWith('{') ? res.json() : res.body };
  };

  it.each(['/api/v1/campaign/%zz', '/api/v1/claim/%FF', '/api/v1/campaign/%C0%AF', '/api/v1/admin/campaigns/%/suspend'])(
    'a URL that does not decode (%s) gets 101 in the envelope',
    async (url) => {
      const res = await envelopeOf({ method: 'POST', url });
      expect(res).toMatchObject({
        status: 422,
        type: expect.stringContaining('application/json'),
        body: { status: { code: 101 }, entity: null },
      });
    },
  );

  it('a path parameter over the router limit gets 101 in the envelope', async () => {
    const res = await envelopeOf({ method: 'GET', url: `/api/v1/campaign/${'a'.repeat(201)}` });
    expect(res).toMatchObject({ status: 422, body: { status: { code: 101, desc: 'A part of the address is too long' } } });
  });

  it('a page address that does not decode stays a plain 400 (no envelope outside /api)', async () => {
    const res = await envelopeOf({ method: 'GET', url: '/campaign/%zz' });
    expect(res).toMatchObject({ status: 400, type: expect.stringContaining('text/plain') });
  });

  it.each([
    [
      'cut off',
      `multipart/form-data; boundary=B`,
      `--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    ],
    [
      'with another boundary',
      `multipart/form-data; boundary=B`,
      `--C\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--C--\r\n`,
    ],
    [
      'without a boundary',
      'multipart/form-data',
      `--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--B--\r\n`,
    ],
    ['with an empty boundary', 'multipart/form-data; boundary=', 'x'],
  ])('a multipart upload %s gets 108 in the envelope', async (_, type, payload) => {
    const world = await makeWorld(t, nextIp);
    const token = await tokenFor(t.ctx.db, world.users.user.id);
    const res = await envelopeOf({
      method: 'PUT',
      url: '/api/v1/account/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload,
    });
    expect(res).toMatchObject({ status: 422, body: { status: { code: 108 }, entity: null } });
  });
});

describe('hostile input: every route of the OpenAPI document', () => {
  it('fuzzes every route the app serves under /api/v1 (none hidden from the document)', () => {
    expect(docReply.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(50);
    const documented = new Set(operations.map((o) => o.id));
    expect(servedRoutes().filter((r) => !documented.has(r))).toEqual([]);
  });

  for (const op of operations) {
    it(op.id, { timeout: 240_000 }, async () => {
      const world = await makeWorld(t, nextIp);
      const seed = seedFor(op.id);
      const findings: Finding[] = [];
      const started = Date.now();
      const stats = (report[op.id] = {
        seed,
        ms: 0,
        requests: 0,
        codes: {} as Record<string, number>,
        kinds: {} as Record<string, number>,
        findings,
      });
      let run = 0;
      const known = knownOf(world);
      const sweep = sweepOf(op, known, files, seed);
      const property = fc.asyncProperty(requestOf(op, known, files), async (wire) => {
        const path = REPLAY_PATH ?? String(run);
        run++;
        for (const kind of wire.kinds) stats.kinds[kind] = (stats.kinds[kind] ?? 0) + 1;
        for (const persona of PERSONAS) {
          const reply = await send(wire, persona, world);
          stats.requests++;
          const code = reply.statusCode === 0 ? 'timeout' : codeOf(reply);
          stats.codes[code] = (stats.codes[code] ?? 0) + 1;
          if (TRACE) console.log(`[${path}] ${describeWire(wire, persona)}\n  → HTTP ${reply.statusCode} ${reply.body.slice(0, 300)}`);
          const problems = reply.statusCode === 0 ? [reply.body] : problemsOf(wire.method, reply, t.ctx.config.publicUrl);
          // Direction overrides sent in a text field are dropped before anything is stored (issue 23):
          // an answer that took the field must not show them back.
          if (wire.kinds.some((k) => k.startsWith('sweep:bidi(')) && codeOf(reply) === '100')
            for (const c of BIDI_SPOOF.slice(0, 2))
              if (reply.body.includes(c))
                problems.push(`reply shows the direction control U+${c.codePointAt(0)!.toString(16).toUpperCase()} sent`);
          if (problems.length) {
            const cut = reply.body.length > 400 ? `${reply.body.slice(0, 400)}… (${reply.body.length} chars)` : reply.body;
            findings.push({
              route: op.id,
              persona,
              path,
              problems,
              request: describeWire(wire, persona),
              reply: `HTTP ${reply.statusCode} ${String(reply.headers['content-type'] ?? '')} ${cut}`,
            });
          }
        }
      });
      // The sweep runs first (runs 0…sweep.length-1), then RUNS random requests; a replay runs one.
      await fc.assert(property, {
        seed,
        numRuns: REPLAY_PATH ? 1 : sweep.length + RUNS,
        examples: sweep.map((w) => [w] as [Wire]),
        ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
      });
      stats.ms = Date.now() - started;
      // A body's `__proto__` or `constructor.prototype` must never reach a real prototype.
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      expect(findings.length, explain(op, seed, findings)).toBe(0);
    });
  }
});
