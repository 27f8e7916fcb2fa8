import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';

/**
 * Answers to the public reads every visitor makes (the explore lists, a campaign page), kept by
 * each API instance and served only to requests without a session. An answer is dropped the
 * moment the data under it may have changed anywhere: triggers on the tables those reads use
 * send NOTIFY ireti_public on commit (migration 2003), every instance LISTENs; this instance's
 * own writes drop it before their reply leaves. Served only while the LISTEN connection is up,
 * and never older than the TTL. docs/decisions/070-public-response-cache.md.
 */
export const PUBLIC_CHANGE_CHANNEL = 'ireti_public';

interface Entry {
  generation: number;
  at: number;
  body: string;
}

export interface PublicCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export class PublicCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  #now: () => number;
  #entries = new Map<string, Entry>();
  #bytes = 0;
  #generation = 0;
  #listening = false;

  constructor(o: PublicCacheOptions = {}) {
    this.ttlMs = o.ttlMs ?? 10_000;
    this.maxEntries = o.maxEntries ?? 5_000;
    this.maxBytes = o.maxBytes ?? 32 * 1024 * 1024;
    this.#now = o.now ?? Date.now;
  }

  /** True while changes made elsewhere can reach this instance; otherwise nothing is served. */
  get serving() {
    return this.#listening;
  }

  get generation() {
    return this.#generation;
  }

  get size() {
    return this.#entries.size;
  }

  setListening(up: boolean) {
    this.#listening = up;
    this.invalidate();
  }

  /** The last notification's payload (triggers send none; tests send one to know all before it arrived). */
  lastNotice = '';

  changed(payload: string) {
    this.lastNotice = payload;
    this.invalidate();
  }

  /** Everything kept so far is stale: answers computed before now are never served. */
  invalidate() {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  get(key: string): string | undefined {
    if (!this.#listening) return undefined;
    const e = this.#entries.get(key);
    if (!e || e.generation !== this.#generation || this.#now() - e.at > this.ttlMs) {
      if (e) this.#drop(key, e);
      return undefined;
    }
    // most recently used last, so eviction takes the oldest first
    this.#entries.delete(key);
    this.#entries.set(key, e);
    return e.body;
  }

  /** Keeps `body`, computed from data read after `generation` was current, unless it has changed since. */
  put(key: string, generation: number, body: string) {
    if (!this.#listening || generation !== this.#generation || body.length > this.maxBytes / 16) return;
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    this.#entries.set(key, { generation, at: this.#now(), body });
    this.#bytes += body.length;
    for (const [k, e] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#drop(k, e);
    }
  }

  #drop(key: string, e: Entry) {
    this.#entries.delete(key);
    this.#bytes -= e.body.length;
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
  }
  interface FastifyRequest {
    publicCacheGeneration?: number;
  }
}

const anonymousGet = (req: FastifyRequest) => req.method === 'GET' && !req.headers.authorization;

/**
 * A write through this instance that succeeded (a non-GET API request answered 2xx). A refused
 * one (404, 401, 422…) changed nothing, so it keeps the cache: otherwise anonymous junk requests
 * could keep it empty. A change it made anyway still arrives by NOTIFY, like any other.
 */
const isSuccessfulWrite = (req: FastifyRequest, reply: FastifyReply) =>
  req.method !== 'GET' && req.method !== 'HEAD' && req.url.startsWith('/api/') && reply.statusCode >= 200 && reply.statusCode < 300;

/**
 * Registers the cache on the app: a successful write through this instance drops it before its
 * reply is sent. Routes opt in with `publicCached(app)`.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, opts: { cache: PublicCache | null; pool: pg.Pool; log?: (m: string, e?: unknown) => void }) => {
  app.decorate('publicCache', opts.cache);
  const cache = opts.cache;
  if (!cache) return;
  const stop = listenForChanges(opts.pool, cache, opts.log);
  app.addHook('onClose', stop);
  app.addHook('onSend', async (req, reply, payload) => {
    if (isSuccessfulWrite(req, reply)) cache.invalidate();
    return payload;
  });
});

/** Route options that serve an anonymous GET from the cache, or keep its successful answer. */
export function publicCached(app: FastifyInstance): { onRequest: onRequestAsyncHookHandler; onSend: onSendAsyncHookHandler } {
  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    const cache = app.publicCache;
    if (!cache?.serving || !anonymousGet(req)) return;
    const body = cache.get(req.url);
    if (body !== undefined) {
      reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
      return reply.send(body);
    }
    req.publicCacheGeneration = cache.generation;
  };
  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const cache = app.publicCache;
    if (cache && req.publicCacheGeneration !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.put(req.url, req.publicCacheGeneration, payload);
      reply.header('x-cache', 'miss');
    }
    return payload;
  };
  return { onRequest, onSend };
}
