import { createHash, randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { DEFAULT_LANGUAGE, type Language } from '@ireti/shared/i18n';
import { requestLanguage } from './language.ts';

/**
 * Answers to the public reads every visitor makes (the explore lists, a campaign page), kept by
 * each API instance and served only to requests without a session. Triggers send NOTIFY
 * ireti_public on commit saying what changed (migration 0011), every instance LISTENs:
 * - a campaign's total ('money': a refund, a payout, a repair): its pages go at once; lists stay
 *   served, marked stale, for a few seconds while one request per key refreshes them in the background;
 * - confirmed gifts ('gift', coalesced per campaign a second, decision 098): its pages too stay
 *   served, marked stale, for at most a second while one request refreshes them (decision 106);
 * - anything else about a campaign ('state'): its pages and every list go at once;
 * - anything else ('all', or a payload we do not know): everything goes.
 * This instance's own successful writes drop everything before their reply leaves. Served only
 * while the LISTEN connection is up, never older than the TTL. The same routes answer with
 * Cache-Control for a shared cache and an ETag. docs/decisions/070-public-response-cache.md.
 */
export const PUBLIC_CHANGE_CHANNEL = 'ireti_public';

/** page: one campaign's (dropped by its notices); list: many campaigns'; static: reference data, counters. */
export type CacheKind = 'page' | 'list' | 'static';

interface Entry {
  kind: CacheKind;
  /** The change sequence current when the request that computed it began. */
  generation: number;
  /** When that request began: the data is at most this old. */
  readAt: number;
  at: number;
  body: string;
  etag: string;
  type: string;
  tags: string[];
  /** A page whose campaign took a gift since its data was read: when that was first known. */
  giftStaleAt?: number;
}

/** An answer to serve; `stale` when a list's totals changed since, `refresh` when it is time to recompute it. */
export interface Hit {
  body: string;
  etag: string;
  type: string;
  stale: boolean;
  refresh: boolean;
}

export interface PutOptions {
  kind?: CacheKind;
  /** The campaigns it shows: `c<_id>` and `p<public id>` (see campaignTags). */
  tags?: string[];
  readAt?: number;
  type?: string;
}

export interface PublicCacheOptions {
  ttlMs?: number;
  /** How old a stale list may be and still be served (its totals, not its statuses). */
  staleMs?: number;
  /** A stale list is refreshed once it is this old, so a stream of donations costs one query per key per interval. */
  refreshAfterMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /**
   * While the database is out of reach, how old an answer may be and still be served (marked
   * stale) instead of an error, as `stale-if-error` (RFC 5861) would: counted from when its data was read.
   */
  staleIfErrorMs?: number;
  /**
   * A campaign's page after a gift ('gift' notices, its own instance's confirmations): served, marked
   * stale, for at most this long after the gift was heard, never longer (then a miss).
   */
  giftStaleMs?: number;
  /** ... and refreshed in the background once its data is this old, so a stream of gifts costs one read per key per interval. */
  giftRefreshMs?: number;
  now?: () => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** A strong validator: the same bytes always give the same tag, any other bytes another. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
/** The tags of one campaign, as its notices name it. */
export const campaignTags = (c: { _id: number; campaign_id: string }) => [`c${c._id}`, `p${c.campaign_id}`];
const MAX_TRACKED = 20_000;
/** How far back generationAt answers exactly: at least the largest DATABASE_READ_MAX_LAG_MS. */
const HISTORY_MS = 60_000;

export class PublicCache {
  readonly ttlMs: number;
  readonly staleMs: number;
  readonly refreshAfterMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly staleIfErrorMs: number;
  readonly giftStaleMs: number;
  readonly giftRefreshMs: number;
  /** The clock; tests replace it. */
  now: () => number;
  /** Anonymous reads answered from the cache (fresh or stale) or computed (a miss; a background refresh), for the metrics. */
  readonly served = { hit: 0, stale: 0, miss: 0, refresh: 0 };
  #entries = new Map<string, Entry>();
  #tagged = new Map<string, Set<string>>();
  #bytes = 0;
  /** Bumped by every change noticed; an answer remembers the value its request began with. */
  #seq = 0;
  /** When each change was noticed (seq and time), for generationAt; see #bump. */
  #history: { at: number; seq: number }[] = [];
  #allChangedAt = 0;
  #listsChangedAt = 0;
  #totalsChangedAt = 0;
  /** The last change of each campaign (by tag), for answers still being computed; older ones as #tagFloor. */
  #tagChangedAt = new Map<string, number>();
  #tagFloor = 0;
  /** The last gift to each campaign (by tag), for pages still being computed; older ones as #giftFloor. */
  #tagGiftAt = new Map<string, number>();
  #giftFloor = 0;
  #flights = new Map<string, Promise<Hit | undefined>>();
  #listening = false;

  constructor(o: PublicCacheOptions = {}) {
    this.ttlMs = o.ttlMs ?? 10_000;
    this.staleMs = o.staleMs ?? 5_000;
    this.refreshAfterMs = o.refreshAfterMs ?? 1_000;
    this.maxEntries = o.maxEntries ?? 5_000;
    this.maxBytes = o.maxBytes ?? 32 * 1024 * 1024;
    this.staleIfErrorMs = o.staleIfErrorMs ?? 5 * 60_000;
    this.giftStaleMs = o.giftStaleMs ?? 1_000;
    this.giftRefreshMs = o.giftRefreshMs ?? 500;
    this.now = o.now ?? Date.now;
  }

  /** True while changes made elsewhere can reach this instance; otherwise nothing is served. */
  get serving() {
    return this.#listening;
  }

  /** The change sequence: pass the value current when a request begins to put(). */
  get generation() {
    return this.#seq;
  }

  /**
   * The change sequence that was current at time `t` (this cache's clock, at most HISTORY_MS ago).
   * An answer read from the replica, which may lag by up to L ms, is put with the generation of
   * its start minus L: a change noticed in those L ms may be missing from it, so the answer is
   * refused (or, a list whose totals changed, kept as stale) like one computed before the change
   * (docs/decisions/082-read-replica.md).
   */
  generationAt(t: number): number {
    const h = this.#history;
    for (let i = h.length - 1; i >= 0; i--) if (h[i]!.at <= t) return h[i]!.seq;
    // before every change kept: the one before the first (changes are numbered one by one)
    return h.length ? h[0]!.seq - 1 : this.#seq;
  }

  /** A new change sequence, remembered with its time. */
  #bump(): number {
    this.#seq += 1;
    const at = this.now();
    this.#history.push({ at, seq: this.#seq });
    // keep the last change older than HISTORY_MS (it says what was current then) and all later ones
    let drop = 0;
    while (drop + 1 < this.#history.length && this.#history[drop + 1]!.at <= at - HISTORY_MS) drop++;
    if (drop) this.#history.splice(0, drop);
    return this.#seq;
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The LISTEN connection is up (or lost). Lost: nothing is served or kept from then on, but what
   * was kept stays, for lastGood alone — it missed no change while changes could reach it, and a
   * database restart takes the listener down with it. Back: everything goes (changes made
   * meanwhile were not heard).
   */
  setListening(up: boolean) {
    this.#listening = up;
    if (up) this.invalidate();
    else this.#allChangedAt = this.#bump();
  }

  /** The last notification's payload (tests send a 'ping' to know all before it arrived). */
  lastNotice = '';

  /** A notification: drops what the change can alter (see the payloads in migration 0011). */
  changed(payload: string) {
    this.lastNotice = payload;
    const [kind, id, publicId] = payload.split(' ');
    if (kind === 'ping') return;
    if (kind === 'gift' && id !== undefined && /^\d+$/.test(id)) {
      this.#giftTo(publicId ? [`c${id}`, `p${publicId}`] : [`c${id}`]);
      return;
    }
    if ((kind === 'money' || kind === 'state') && (id === undefined || /^\d+$/.test(id))) {
      this.#campaignChanged(kind, id === undefined ? [] : publicId ? [`c${id}`, `p${publicId}`] : [`c${id}`]);
      return;
    }
    this.invalidate();
  }

  /**
   * This instance's own successful write to one campaign (noteWrite): dropped at once, as its
   * NOTIFY will do again when it arrives, so the writer's next read is fresh.
   */
  wrote(w: CampaignWrite) {
    const tags = [`p${w.publicId.toLowerCase()}`];
    if (w.kind === 'gift') this.#giftTo(tags);
    else this.#campaignChanged(w.kind, tags);
  }

  /**
   * Gifts to a campaign: its pages are kept, stale (served at most giftStaleMs more, one request
   * refreshing them meanwhile), and the lists' totals are stale as after any 'money' change. So a
   * page read by thousands is never dropped by a gift: its readers keep being answered from memory.
   */
  #giftTo(tags: string[]) {
    const seq = this.#bump();
    this.#totalsChangedAt = seq;
    if (this.#tagGiftAt.size > MAX_TRACKED) {
      this.#tagGiftAt.clear();
      this.#giftFloor = seq - 1;
    }
    const now = this.now();
    for (const t of tags) {
      this.#tagGiftAt.set(t, seq);
      for (const k of this.#tagged.get(t) ?? []) {
        const e = this.#entries.get(k);
        if (e && e.kind === 'page' && e.giftStaleAt === undefined) e.giftStaleAt = now;
      }
    }
  }

  #campaignChanged(kind: 'money' | 'state', tags: string[]) {
    const seq = this.#bump();
    if (tags.length) this.#dropTags(seq, tags);
    if (kind === 'money') this.#totalsChangedAt = seq;
    else this.#dropKind('list', seq);
  }

  /** Everything kept so far is stale: answers computed before now are never served. */
  invalidate() {
    this.#allChangedAt = this.#bump();
    this.#entries.clear();
    this.#tagged.clear();
    this.#tagChangedAt.clear();
    this.#tagFloor = this.#seq;
    this.#tagGiftAt.clear();
    this.#giftFloor = this.#seq;
    this.#bytes = 0;
  }

  /** Drops every list now (a campaign's state changed). */
  dropLists() {
    this.#dropKind('list', this.#bump());
  }

  /** The answer kept for `key`, fresh or (a list) stale but young enough to serve. */
  lookup(key: string): Hit | undefined {
    if (!this.#listening) return undefined;
    const e = this.#entries.get(key);
    if (!e) return undefined;
    const now = this.now();
    const listStale = e.kind === 'list' && e.generation < this.#totalsChangedAt;
    const giftStale = e.giftStaleAt !== undefined;
    // too old to serve: a miss, whose answer replaces it (kept meanwhile for lastGood)
    if (now - e.at > this.ttlMs || (listStale && now - e.readAt > this.staleMs) || (giftStale && now - e.giftStaleAt! > this.giftStaleMs))
      return undefined;
    // most recently used last, so eviction takes the oldest first
    this.#entries.delete(key);
    this.#entries.set(key, e);
    const refresh = listStale ? now - e.readAt >= this.refreshAfterMs : giftStale && now - e.readAt >= this.giftRefreshMs;
    return { body: e.body, etag: e.etag, type: e.type, stale: listStale || giftStale, refresh };
  }

  /**
   * The last answer kept for `key` that no change noticed has dropped, however old up to
   * staleIfErrorMs, listening or not: for a request the database cannot answer now (stale-if-error).
   */
  lastGood(key: string): Hit | undefined {
    const e = this.#entries.get(key);
    if (!e || this.now() - e.readAt > this.staleIfErrorMs) return undefined;
    return { body: e.body, etag: e.etag, type: e.type, stale: true, refresh: false };
  }

  /**
   * Whether a list computed from data read at `readAt`, with `generation` current then, may still
   * be served (stale or not): what lookup would say of a list entry kept then. For values kept
   * outside the entries (a search's pools and cards), so a flood of other entries cannot evict them.
   */
  listServable(generation: number, readAt: number): boolean {
    if (!this.#listening || generation < this.#allChangedAt || generation < this.#listsChangedAt) return false;
    const age = this.now() - readAt;
    return age <= this.ttlMs && (generation >= this.#totalsChangedAt || age <= this.staleMs);
  }

  /** The kept body for `key`, if it may be served. */
  get(key: string): string | undefined {
    return this.lookup(key)?.body;
  }

  /**
   * Keeps `body`, computed from data read after `generation` was current, unless what it shows
   * changed since (a list may keep totals that did: it is then stale from the start).
   */
  put(key: string, generation: number, body: string, o: PutOptions = {}): Hit | undefined {
    const kind = o.kind ?? 'page';
    const tags = o.tags ?? [];
    if (!this.#listening || generation < this.#allChangedAt || body.length > this.maxBytes / 16) return undefined;
    if (kind === 'list' && generation < this.#listsChangedAt) return undefined;
    if (tags.some((t) => Math.max(this.#tagChangedAt.get(t) ?? 0, this.#tagFloor) > generation)) return undefined;
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    // a page whose campaign took a gift while it was computed: kept, stale from when its read began
    const giftStale = kind === 'page' && tags.some((t) => Math.max(this.#tagGiftAt.get(t) ?? 0, this.#giftFloor) > generation);
    const e: Entry = {
      kind,
      generation,
      readAt: o.readAt ?? this.now(),
      at: this.now(),
      body,
      etag: etagOf(body),
      type: o.type ?? JSON_TYPE,
      tags,
      giftStaleAt: giftStale ? (o.readAt ?? this.now()) : undefined,
    };
    this.#entries.set(key, e);
    this.#bytes += body.length;
    for (const t of tags) {
      let keys = this.#tagged.get(t);
      if (!keys) this.#tagged.set(t, (keys = new Set()));
      keys.add(key);
    }
    for (const [k, old] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#drop(k, old);
    }
    return {
      body,
      etag: e.etag,
      type: e.type,
      stale: (kind === 'list' && generation < this.#totalsChangedAt) || giftStale,
      refresh: false,
    };
  }

  /** The load of `key` under way, if any: wait for it rather than run another. */
  flight(key: string): Promise<Hit | undefined> | undefined {
    return this.#flights.get(key);
  }

  /** Registers this caller as the one loading `key`; call the returned function with the result, once. */
  lead(key: string): (hit: Hit | undefined) => void {
    let settle!: (hit: Hit | undefined) => void;
    const p = new Promise<Hit | undefined>((res) => (settle = res));
    this.#flights.set(key, p);
    let done = false;
    return (hit) => {
      if (done) return;
      done = true;
      if (this.#flights.get(key) === p) this.#flights.delete(key);
      settle(hit);
    };
  }

  /** Single flight: however many callers ask for `key` at once, `loader` runs once. */
  async load(key: string, loader: () => Promise<string>, o: PutOptions = {}): Promise<Hit> {
    const kept = this.lookup(key);
    if (kept) return kept;
    const waiting = this.flight(key);
    if (waiting) {
      const hit = await waiting;
      if (hit) return hit;
    }
    const settle = this.lead(key);
    const generation = this.generation;
    const readAt = this.now();
    try {
      const body = await loader();
      const hit = this.put(key, generation, body, { ...o, readAt }) ?? {
        body,
        etag: etagOf(body),
        type: o.type ?? JSON_TYPE,
        stale: false,
        refresh: false,
      };
      settle(hit);
      return hit;
    } catch (err) {
      settle(undefined);
      throw err;
    }
  }

  #dropKind(kind: CacheKind, seq: number) {
    if (kind === 'list') this.#listsChangedAt = seq;
    for (const [k, e] of this.#entries) if (e.kind === kind) this.#drop(k, e);
  }

  #dropTags(seq: number, tags: string[]) {
    if (this.#tagChangedAt.size > MAX_TRACKED) {
      this.#tagChangedAt.clear();
      this.#tagFloor = seq - 1;
    }
    for (const t of tags) {
      this.#tagChangedAt.set(t, seq);
      for (const k of this.#tagged.get(t) ?? []) {
        const e = this.#entries.get(k);
        if (e) this.#drop(k, e);
      }
    }
  }

  #drop(key: string, e: Entry) {
    this.#entries.delete(key);
    this.#bytes -= e.body.length;
    for (const t of e.tags) {
      const keys = this.#tagged.get(t);
      keys?.delete(key);
      if (keys?.size === 0) this.#tagged.delete(t);
    }
  }
}

/**
 * Holds one connection that LISTENs for changes; while it is down the cache serves nothing, and
 * it reconnects with backoff. Returns a function that stops it.
 */
export function listenForChanges(pool: pg.Pool, cache: PublicCache, log: (m: string, e?: unknown) => void = () => {}) {
  let stopped = false;
  let client: pg.PoolClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = 100;

  /** The connection `c` failed or ended (or is being let go): serve nothing until a new one listens. */
  const lost = (c: pg.PoolClient | undefined, err?: unknown) => {
    if (c !== client) return; // an old connection's late event
    cache.setListening(false);
    if (c) {
      client = undefined;
      c.removeAllListeners('notification');
      c.release(err instanceof Error ? err : true);
    }
    if (!stopped && !timer) {
      if (err) log('public cache: change listener lost; serving uncached until it is back', err);
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 5_000);
    }
  };

  const connect = async () => {
    timer = undefined;
    if (stopped) return;
    let c: pg.PoolClient | undefined;
    try {
      c = await pool.connect();
      const mine = c;
      client = mine;
      mine.on('notification', (n) => {
        if (n.channel === PUBLIC_CHANGE_CHANNEL) cache.changed(n.payload ?? '');
      });
      mine.on('error', (err) => lost(mine, err));
      mine.once('end', () => lost(mine, new Error('listener connection ended')));
      await mine.query(`listen ${PUBLIC_CHANGE_CHANNEL}`);
      if (stopped) return lost(mine);
      if (client !== mine) return;
      delay = 100;
      cache.setListening(true);
    } catch (err) {
      if (c && client === c) lost(c, err);
      else if (!c) lost(undefined, err);
    }
  };

  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    if (c) {
      await c.query(`unlisten ${PUBLIC_CHANGE_CHANNEL}`).catch(() => undefined);
      lost(c);
    }
    cache.setListening(false);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache | null;
    /** Recomputes a stale answer in the background (one at a time per key), in the language it was kept in. */
    publicCacheRefresh: (url: string, language?: Language, variant?: Variant) => void;
  }
  interface FastifyRequest {
    publicCacheGeneration?: number;
    publicCacheReadAt?: number;
    /** Set by readDbFor when this request read from the replica: the most lag it may have seen, in ms. */
    publicCacheReadLagMs?: number;
    publicCacheSettle?: (hit: Hit | undefined) => void;
    publicCacheTags?: string[];
    publicCacheHit?: Hit;
    /** Where this request's answer is kept (an anonymous GET of a cached route), for serveStaleOnError. */
    publicCacheKey?: string;
    /** The language the reply's envelope was put in (language.ts), when it has one. */
    answerLanguage?: Language;
  }
}

/**
 * What a shared cache (a CDN, nginx) may do with each kind of public answer: lists and pages a
 * few seconds, then serve the old one while it asks again; reference data a day. Browsers
 * (max-age) revalidate with the ETag. docs/operations.md, "A cache in front".
 */
export const HTTP_POLICIES = {
  list: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  page: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  counters: 'public, max-age=30, s-maxage=30, stale-while-revalidate=60',
  reference: 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400',
} as const;
export type HttpPolicy = keyof typeof HTTP_POLICIES;
const KIND: Record<HttpPolicy, CacheKind> = { list: 'list', page: 'page', counters: 'static', reference: 'static' };

/**
 * The request asks for an answer no cache kept (`Cache-Control: no-cache`, or `Pragma: no-cache`
 * from HTTP/1.0 clients): it is computed, from the primary (read-db.ts), and kept for the others.
 * The web app asks so for a campaign right after its visitor gave to it, so the donor sees their
 * gift at once whatever its instance kept (decision 106). Costs no more than a URL no one asked
 * before, which anyone can send already.
 */
export const wantsFresh = (req: FastifyRequest) =>
  /(^|,)\s*no-cache\s*(,|$)/i.test(String(req.headers['cache-control'] ?? '')) || /no-cache/i.test(String(req.headers.pragma ?? ''));

/** Anonymous: no Authorization header (the API's only session). Anything else is the viewer's own. */
const anonymousGet = (req: FastifyRequest) => req.method === 'GET' && !req.headers.authorization;

/**
 * A write through this instance that succeeded (a non-GET API request answered 2xx). A refused
 * one (404, 401, 422…) changed nothing, so it keeps the cache: otherwise anonymous junk requests
 * could keep it empty. A change it made anyway still arrives by NOTIFY, like any other.
 */
const isSuccessfulWrite = (req: FastifyRequest, reply: FastifyReply) =>
  req.method !== 'GET' && req.method !== 'HEAD' && req.url.startsWith('/api/') && reply.statusCode >= 200 && reply.statusCode < 300;

/**
 * Where an answer is kept: the language it speaks (its envelope's desc is in the request's
 * language, language.ts) and its URL, so an answer in one language never goes to a request in
 * another. The language comes first and has no space, so no URL can make one language's key
 * another's (a URL ending in `#ig` was once the English key of Igbo's: issue 23).
 */
export const cacheKey = (url: string, language: Language, variant?: string) =>
  variant ? `${language} ${variant} ${url}` : `${language} ${url}`;

/**
 * A second answer for the same URL and language, made for requests with other headers (a page
 * drawn for `Save-Data: on`): its name goes in the key (a URL starts with `/`, a name never does),
 * and its headers with a background refresh.
 */
export interface Variant {
  name: string;
  headers: Record<string, string>;
}

/** True when the client already holds the answer with this tag (RFC 9110 §13.1.2, weak comparison). */
const holds = (req: FastifyRequest, etag: string) => {
  const h = req.headers['if-none-match'];
  if (!h) return false;
  return h.trim() === '*' || h.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
};

/**
 * Registers the cache on the app: a successful write through this instance drops it before its
 * reply is sent. Routes opt in with `publicCached(app, policy)`.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: PublicCache | null; pool: pg.Pool; log?: (m: string, e?: unknown) => void }) => {
    app.decorate('publicCache', opts.cache);
    const cache = opts.cache;
    // a background refresh is an internal request that carries this; nobody outside knows it
    const token = randomUUID();
    app.decorate('publicCacheRefresh', (url: string, language: Language = DEFAULT_LANGUAGE, variant?: Variant) => {
      const key = cacheKey(url, language, variant?.name);
      if (!cache || cache.flight(key)) return;
      const settle = cache.lead(key);
      const headers: Record<string, string> = { ...variant?.headers, [REFRESH_HEADER]: token };
      if (language !== DEFAULT_LANGUAGE) headers['accept-language'] = language;
      app.inject({ method: 'GET', url, headers }).then(
        () => settle(cache.lookup(key)),
        (err: unknown) => {
          settle(undefined);
          opts.log?.('public cache: background refresh failed', err);
        },
      );
    });
    app.decorateRequest('publicCacheRefreshing', false);
    app.addHook('onRequest', async (req) => {
      if (req.headers[REFRESH_HEADER] !== undefined) {
        (req as { publicCacheRefreshing?: boolean }).publicCacheRefreshing = req.headers[REFRESH_HEADER] === token;
        delete req.headers[REFRESH_HEADER];
      }
    });
    if (!cache) return;
    const stop = listenForChanges(opts.pool, cache, opts.log);
    app.addHook('onClose', stop);
    app.addHook('onSend', async (req, reply, payload) => {
      if (!isSuccessfulWrite(req, reply)) return payload;
      const w = req.publicCacheWrite;
      if (w === undefined) cache.invalidate();
      else if (w) cache.wrote(w);
      return payload;
    });
  },
);

/**
 * What a campaign write changes publicly: its money total only (its page, and the totals lists
 * show), or its state (its page and every list); 'gift' is a confirmed gift's total, whose pages
 * are kept stale for a moment rather than dropped (PublicCache #giftTo).
 */
export interface CampaignWrite {
  publicId: string;
  kind: 'money' | 'state' | 'gift';
}

/**
 * A write route that knows what it changed says so, and a successful reply then drops only that
 * instead of everything (a donation must not empty every list on its instance: the viral case);
 * `null` when nothing public changed (a donation only started, a payment event whose effect comes
 * by NOTIFY). Routes that say nothing keep the safe rule: everything drops.
 */
export const noteWrite = (req: FastifyRequest, w: CampaignWrite | null) => {
  req.publicCacheWrite = w;
};
const REFRESH_HEADER = 'x-ireti-cache-refresh';

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheRefreshing: boolean;
    /** Set by noteWrite: what this write changed publicly (undefined: unknown, drop everything). */
    publicCacheWrite?: CampaignWrite | null;
  }
}

export interface PublicCachedOptions {
  /** Only requests this accepts are cached (the web app's catch-all route: campaign pages only). */
  when?: (req: FastifyRequest) => boolean;
  /** The campaigns an answer shows, known before the handler runs (else the handler calls tagAnswer). */
  tags?: (req: FastifyRequest) => string[];
  /** Request headers the answer also depends on, beyond the session and the language (the pages: Save-Data). */
  vary?: string[];
  /** The answer this request gets when it is not the plain one (see Variant). */
  variant?: (req: FastifyRequest) => Variant | undefined;
}

/** Names the campaigns this answer shows, so their notices drop it. */
export const tagAnswer = (req: FastifyRequest, tags: string[]) => {
  req.publicCacheTags = tags;
};

type Hooks = { onRequest: onRequestAsyncHookHandler; onSend: onSendAsyncHookHandler; onResponse: onResponseAsyncHookHandler };

/**
 * Route options for a public GET: anonymous requests are served from the cache (or wait for the
 * one request computing the same answer), a successful answer is kept, and every anonymous 200
 * carries Cache-Control for shared caches and an ETag (304 when the client has it). A signed-in
 * request is never served from or kept in the cache and is answered `private, no-store`.
 */
export function publicCached(app: FastifyInstance, policy: HttpPolicy, o: PublicCachedOptions = {}): Hooks {
  const kind = KIND[policy];
  const applies = (req: FastifyRequest) => anonymousGet(req) && (!o.when || o.when(req));

  const serve = (req: FastifyRequest, reply: FastifyReply, hit: Hit, label: 'hit' | 'stale') => {
    app.publicCache!.served[label]++;
    req.publicCacheHit = hit;
    return reply.type(hit.type).header('x-cache', label).send(hit.body);
  };

  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    const cache = app.publicCache;
    if (!cache || !applies(req)) return;
    const language = requestLanguage(req);
    const variant = o.variant?.(req);
    const key = cacheKey(req.url, language, variant?.name);
    req.publicCacheKey = key;
    if (!cache.serving) return;
    if (!req.publicCacheRefreshing && !wantsFresh(req)) {
      const kept = cache.lookup(key);
      if (kept) {
        if (kept.refresh) app.publicCacheRefresh(req.url, language, variant);
        return serve(req, reply, kept, kept.stale ? 'stale' : 'hit');
      }
      const waiting = cache.flight(key);
      const shared = waiting && (await waiting);
      if (shared) return serve(req, reply, shared, 'hit');
      if (!cache.flight(key)) req.publicCacheSettle = cache.lead(key);
    }
    cache.served[req.publicCacheRefreshing ? 'refresh' : 'miss']++;
    req.publicCacheGeneration = cache.generation;
    req.publicCacheReadAt = cache.now();
  };

  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (req.method !== 'GET' || (o.when && !o.when(req))) return payload;
    if (!anonymousGet(req)) {
      // the viewer's own answer: no shared cache keeps it, the service worker included (issue 23)
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    const cache = app.publicCache;
    let hit = req.publicCacheHit;
    if (!hit && req.publicCacheGeneration !== undefined && cache && reply.statusCode === 200 && typeof payload === 'string') {
      // read from the replica (readDbFor): as of its lag before the request began, not its start
      const lagMs = req.publicCacheReadLagMs;
      const generation =
        lagMs && req.publicCacheReadAt !== undefined
          ? Math.min(req.publicCacheGeneration, cache.generationAt(req.publicCacheReadAt - lagMs))
          : req.publicCacheGeneration;
      // kept under the language the answer was made in (recorded by language.ts), not the one asked for
      hit = cache.put(cacheKey(req.url, req.answerLanguage ?? requestLanguage(req), o.variant?.(req)?.name), generation, payload, {
        kind,
        tags: o.tags?.(req) ?? req.publicCacheTags,
        readAt: req.publicCacheReadAt,
        type: String(reply.getHeader('content-type') ?? JSON_TYPE),
      });
      reply.header('x-cache', 'miss');
    }
    req.publicCacheSettle?.(hit);
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = hit?.etag ?? etagOf(payload);
    // the answer depends on the session and on the language asked for (language.ts)
    reply
      .header('cache-control', HTTP_POLICIES[policy])
      .header('etag', etag)
      .header('vary', ['Authorization', 'Accept-Language', ...(o.vary ?? [])].join(', '));
    if (!holds(req, etag)) return payload;
    reply.code(304).removeHeader('content-length').removeHeader('content-type');
    return '';
  };

  // the one loading an answer lets the others go, whatever happened to its request
  const onResponse = async (req: FastifyRequest) => req.publicCacheSettle?.(undefined);
  return { onRequest, onSend, onResponse };
}

/**
 * The database cannot be reached (http/error-handler.ts): an anonymous public read is answered
 * with the last good answer kept for it, marked stale (`x-cache: stale` and the `Warning` of
 * RFC 9111's "Response is Stale"), as `stale-if-error` would. False when there is none.
 */
export function serveStaleOnError(req: FastifyRequest, reply: FastifyReply): boolean {
  const cache = req.server.publicCache;
  const key = req.publicCacheKey;
  if (!cache || !key || reply.sent) return false;
  const hit = cache.lastGood(key);
  if (!hit) return false;
  // those waiting for this answer compute their own (they may reach the database by then)
  req.publicCacheSettle?.(undefined);
  cache.served.stale++;
  req.publicCacheHit = hit;
  reply.code(200).type(hit.type).header('x-cache', 'stale').header('warning', '110 - "Response is Stale"').send(hit.body);
  return true;
}

/** publicCached for every route of the calling plugin (encapsulated: its own routes only). */
export function publicCachedRoutes(app: FastifyInstance, policy: HttpPolicy, o: PublicCachedOptions = {}) {
  const h = publicCached(app, policy, o);
  app.addHook('onRequest', h.onRequest);
  app.addHook('onSend', h.onSend);
  app.addHook('onResponse', h.onResponse);
}
