import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * @fastify/rate-limit's own stores (memory, or Redis shared by every instance), with one change:
 * a route's counter is the same for /api/v1 and /api/v2 (docs/decisions/084-api-v2-original-client.md).
 * The plugin gives each route a child store of its own, keyed by method and URL; a client that asked
 * both surfaces would otherwise get each route's limit twice. Here a /api/v2 route's child is the
 * /api/v1 route's: in memory the same object, in Redis the same key prefix.
 */
const require = createRequire(import.meta.url);
type Counted = (err: Error | null, res?: { current: number; ttl: number }) => void;
type Store = {
  incr: (key: string, cb: Counted, timeWindow: number, max: number) => void;
  read?: (key: string, cb: Counted, timeWindow: number, max: number) => void;
  child: (params: RouteParams) => Store;
};
type RouteParams = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string | string[]; url?: string };
};
type StoreCtor = new (...args: unknown[]) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;

/** The /api/v1 address of a route on either surface. */
export const surfaceOf = (url: string) => url.replace(/^\/api\/v2(?=\/|$)/, '/api/v1');

export function surfaceSharedStore(redis: Redis | undefined, nameSpace: string): FastifyRateLimitStoreCtor {
  class SurfaceSharedStore {
    readonly base: Store;
    readonly children = new Map<string, Store>();
    constructor(params: RouteParams) {
      this.base = redis
        ? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace)
        : new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
    }
    incr(...args: Parameters<Store['incr']>) {
      this.base.incr(...args);
    }
    read(...args: Parameters<Store['incr']>) {
      this.base.read?.(...args);
    }
    child(params: RouteParams): Store {
      const url = params.routeInfo?.url;
      // A limiter made in code (no route) is its own, as the plugin makes it.
      if (!url) return this.base.child(params);
      const routeInfo = { ...params.routeInfo, url: surfaceOf(url) };
      const key = `${String(routeInfo.method)} ${routeInfo.url}`;
      let child = this.children.get(key);
      if (!child) this.children.set(key, (child = this.base.child({ ...params, routeInfo })));
      return child;
    }
  }
  // The plugin's types call child()'s argument the route's options; it passes the route's merged
  // limit settings with the route as `routeInfo` (index.js, onRoute), which RouteParams describes.
  return SurfaceSharedStore as unknown as FastifyRateLimitStoreCtor;
}
