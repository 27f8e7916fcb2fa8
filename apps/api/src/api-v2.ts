import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import { Code } from '@ireti/shared';
import { envelope } from './http/envelope.ts';
import { requireUser } from './http/auth.ts';
import { submitDraftWithFeatureImage } from './modules/campaigns/index.ts';

/**
 * /api/v2: the original web client's surface (docs/decisions/084-api-v2-original-client.md).
 *
 * The same module routes as /api/v1 — the same handlers, services, rules, rate limits and guards —
 * registered a second time under /api/v2 inside this plugin, whose hooks only adapt the edges to
 * what that client reads:
 * - replies: a few success entities are reshaped (`SHAPES`), after /api/v1's contract serialiser
 *   has checked and stripped them, so nothing /api/v1 would not send can leave;
 * - HTTP status: always 200, the envelope's code saying what happened (the client takes any other
 *   status for a network failure and never shows `status.desc`);
 * - paging: every `page` counts from 0, as the client's state does (`pagingOf`);
 * - the create flow: the feature image submits the draft (`AFTER`).
 * Frozen to the client's shapes: a change to /api/v1 that would change a reply here needs its shape
 * kept in `SHAPES` (v2.contract.test.ts fails otherwise).
 */

export const V2_PREFIX = '/api/v2';

type Json = Record<string, unknown>;
/** The v2 entity, and the fields the spec's list replies put beside it. */
type Shaped = { entity: unknown; beside?: Json };
type Reshape = (entity: Json) => Shaped;

/** `entity` is the array under `key`; the rest (paging totals, rank…) goes beside it. */
const listOf =
  (key: string): Reshape =>
  (e) => {
    const { [key]: list, ...rest } = e;
    return { entity: list, beside: rest };
  };
/** `entity` holds the v1 entity under `key`. */
const wrapIn =
  (key: string): Reshape =>
  (e) => ({ entity: { [key]: e } });

/** The replies the client reads in another shape than /api/v1's, by route (without the prefix). */
const SHAPES: Record<string, Reshape> = {
  'GET /misc/categories': (e) => ({ entity: (e.categories as { name: string }[]).map((c) => c.name) }),
  'GET /misc/org_types': listOf('org_types'),
  'GET /campaign/:id': wrapIn('campaign'),
  'GET /account': wrapIn('me'),
  'GET /reward/:id': listOf('rewards'),
  'GET /donations/:campaignId': listOf('transactions'),
  'GET /donations': listOf('transactions'),
  'GET /campaigns': listOf('campaigns'),
  'GET /campaign/volunteers/:id': listOf('volunteers'),
  'GET /user/reward/:id': listOf('rewards'),
  'GET /volunteer/campaigns/:id': listOf('campaigns'),
  'GET /volunteer/getvolunteers': listOf('volunteers'),
};

/** Work done after a successful reply, before it is sent; a failure answers in its place. */
const AFTER: Record<string, (req: FastifyRequest) => Promise<void>> = {
  // The feature image is the wizard's last required step: the client never calls /campaigns/:id/submit.
  'PUT /image/upload': async (req) => {
    const id = (req.query as { campaign?: string }).campaign ?? (req.body as { id?: string } | null | undefined)?.id;
    if (id) await submitDraftWithFeatureImage(req.server.ctx, { user: requireUser(req), ip: req.ip }, id);
  },
};

interface V2Route {
  reshape?: Reshape;
  after?: (req: FastifyRequest) => Promise<void>;
  /** The /api/v1 route's first page is 1: the client's page n is /api/v1's n + 1. */
  oneBased: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    v2?: V2Route;
  }
}

/** Whether a route's query schema pages from 1 (its default page is 1). */
function pagesFromOne(querystring: unknown): boolean {
  const parse = (querystring as { safeParse?: (v: unknown) => { success: boolean; data?: unknown } } | undefined)?.safeParse;
  if (typeof parse !== 'function') return false;
  const r = parse.call(querystring, {});
  return r.success && (r.data as { page?: unknown }).page === 1;
}

/**
 * The client's paging: its page state starts at 0 and a falsy page is left out of the query, so
 * no page (or an empty one) is its first page, and page n its (n+1)th. /api/v1's 0-based lists
 * (organisations, their campaigns, closed campaigns, volunteers) already read it so; its 1-based
 * ones (explore, donations) get n + 1, and answer `current_page` counted from 0 as well.
 */
function pagingOf(req: FastifyRequest) {
  const q = req.query as Record<string, unknown> | undefined;
  if (!q || typeof q !== 'object') return;
  if (q.page === '') delete q.page;
  const cfg = req.routeOptions.config.v2;
  if (!cfg?.oneBased || typeof q.page !== 'string' || !/^\d+$/.test(q.page)) return;
  q.page = String(Number(q.page) + 1);
}

function reshape(cfg: V2Route, payload: string): string {
  let body: { status?: { code?: number }; entity?: unknown };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return payload;
  }
  if (body?.status?.code !== Code.OK || !body.entity || typeof body.entity !== 'object' || Array.isArray(body.entity)) return payload;
  const entity = { ...(body.entity as Json) };
  if (cfg.oneBased && typeof entity.current_page === 'number') entity.current_page -= 1;
  const shaped = cfg.reshape!(entity);
  return JSON.stringify({ ...shaped.beside, status: body.status, entity: shaped.entity });
}

/** Last of a route's onSend hooks (after the public cache's and compression's): HTTP 200 always. */
const always200: onSendAsyncHookHandler = async (_req, reply, payload) => {
  if (reply.statusCode !== 200 && reply.statusCode !== 304) reply.code(200);
  return payload;
};

/** The /api/v2 surface: `routes` registered as they are under /api/v1, the edges adapted. */
export function apiV2(routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    api.addHook('onRoute', (route) => {
      const path = route.url.slice(V2_PREFIX.length) || '/';
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const key = methods.map((m) => `${m} ${path}`).find((k) => SHAPES[k] || AFTER[k]);
      const v2: V2Route = {
        reshape: key ? SHAPES[key] : undefined,
        after: key ? AFTER[key] : undefined,
        oneBased: pagesFromOne(route.schema?.querystring),
      };
      // new objects: a route's options may share theirs with its /api/v1 twin
      route.config = { ...route.config, v2 };
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), always200];
    });

    api.addHook('preValidation', async (req) => pagingOf(req));

    api.addHook('preSerialization', async (req, reply: FastifyReply, payload: unknown) => {
      const after = req.routeOptions.config.v2?.after;
      const code = (payload as { status?: { code?: number } } | null)?.status?.code;
      if (after && reply.statusCode < 300 && code === Code.OK) await after(req);
      return payload;
    });

    api.addHook('onSend', async (req, _reply, payload) => {
      const cfg = req.routeOptions.config.v2;
      // an answer from the public cache was kept already reshaped (it is kept after this hook)
      if (!cfg?.reshape || typeof payload !== 'string' || req.publicCacheHit) return payload;
      return reshape(cfg, payload);
    });

    api.setNotFoundHandler((req, reply) =>
      reply.code(200).send(envelope(Code.NOT_FOUND, `No API route for ${req.method} ${req.url.split('?')[0]}`, null)),
    );

    // The web app's page-meta resolvers were pushed by /api/v1's registration: not twice.
    const pageMeta = api.pageMeta.length;
    for (const routesOf of routes) await api.register(routesOf);
    api.pageMeta.length = pageMeta;
  };
}
