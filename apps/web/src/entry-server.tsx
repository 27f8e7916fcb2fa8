import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@ireti/shared/i18n';
import { routeTree } from './app/router.tsx';
import { setApiTransport } from './lib/api.ts';
import { keepEveryStore, loadDictionary, loadLanguage, locale } from './lib/i18n/index.ts';
import { drawLowDataAs } from './lib/low-data.ts';
import { drawForOrigin } from './lib/site.ts';
import { SSR_DATA_ID, type ServerDrawn } from './ssr-data.ts';

/**
 * The server's render of the pages a first visit lands on (the home page, explore, a campaign:
 * issue 29, decision 107). The same route tree and components as the browser's, drawn with
 * preact-render-to-string; their queries are answered by the API itself in process (the server
 * passes `call`, an app.inject of the public GET routes, so the public cache serves them), and
 * the answers go with the page (`ServerDrawn`) so the browser hydrates without asking again.
 */

/** A GET of the public API, answered in process. */
export type ApiCall = (req: {
  url: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; body: string; headers: Record<string, string> }>;

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  language: Language;
  /** The browser asked to save data (`Save-Data: on`): drawn in low-data mode. */
  lowData: boolean;
  /** The address the request was made to (`https://ireti.ng`), for the page's share links. */
  origin: string;
}

export interface Rendered {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The data script, to put after the root. */
  data: string;
  /** A preload of the page's largest picture (the one drawn with fetchpriority="high"), if any. */
  preload: string;
}

const asked = new AsyncLocalStorage<RenderRequest>();
let ready: Promise<void> | undefined;

/** Once per process: the API's transport, and every language's texts (a render may be in any). */
export function setup(call: ApiCall): Promise<void> {
  ready ??= (async () => {
    setApiTransport(async (url, _init) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      const language = asked.getStore()?.language;
      if (language) headers['accept-language'] = language;
      const r = await call({ url, headers });
      return new Response(r.body, { status: r.status, headers: { 'content-type': r.headers['content-type'] ?? 'application/json' } });
    });
    keepEveryStore();
    await Promise.all(LANGUAGES.map(async (l) => Promise.all([loadLanguage(l), loadDictionary(l)])));
  })();
  return ready;
}

const handler = createStaticHandler(routeTree());

/**
 * The language and the low-data mode are the app's global state (one store each), so one drawing
 * runs at a time: each sets them, then draws. Fetching the data in between runs side by side.
 */
let turn: Promise<unknown> = Promise.resolve();
function draw(node: ReactNode, r: RenderRequest): Promise<string> {
  const run = turn.then(() => {
    locale.set(r.language);
    drawLowDataAs(r.lowData);
    drawForOrigin(r.origin);
    return renderToStringAsync(node as never);
  });
  turn = run.catch(() => undefined);
  return run;
}

const enabled = (q: Query) => {
  const e = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof e === 'function' ? e(q) : e !== false;
};

/** At most this many rounds of "draw, then fetch what the drawing asked for" (a query may need another's answer). */
const ROUNDS = 4;

/** JSON inside a script element: nothing in it can close the element or start a comment. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The first picture drawn with fetchpriority="high": the page's largest paint, preloaded from the head. */
function preloadOf(html: string): string {
  // (Preact writes the attribute as the prop is spelt, fetchPriority: HTML reads it either way)
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!img) return '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(img)?.[1];
  const src = attr('src');
  if (!src) return '';
  const srcset = attr('srcset');
  const sizes = attr('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/**
 * Draws the page at `r.url`, or null when it is not one to draw here (a redirect, a route error,
 * a query that failed: a campaign that does not exist, the database out of reach). The browser
 * then draws it itself, as it did before.
 */
export async function render(r: RenderRequest): Promise<Rendered | null> {
  if (!ready) throw new Error('entry-server: setup() first');
  await ready;
  const context = await handler.query(new Request(new URL(r.url, 'http://ireti.invalid')));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const app = (
    <QueryClientProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>
  );
  let html = '';
  for (let round = 0; ; round++) {
    html = await draw(app, r);
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && enabled(q));
    if (!wanted.length) break;
    if (round === ROUNDS) return null;
    await asked.run(r, () => Promise.all(wanted.map((q) => q.fetch().catch(() => undefined))));
  }
  if (
    client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  const queries = dehydrate(client);
  const read = queries.queries.map((q) => q.state.dataUpdatedAt).filter((t) => t > 0);
  const drawn: ServerDrawn = {
    language: r.language,
    lowData: r.lowData,
    origin: r.origin,
    drawnAt: read.length ? Math.min(...read) : Date.now(),
    queries,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { html, data: `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(drawn)}</script>`, preload: preloadOf(html) };
}
