import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import type { Language } from '@ireti/shared/i18n';
import { LOW_DATA_COOKIE, lowDataInCookies } from '@ireti/shared/low-data';
import { publicCached, type Variant } from './public-cache.ts';
import { requestLanguage } from './language.ts';

/** Tags a page carries in its HTML so a shared link shows a preview (Open Graph, Twitter). */
export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  url: string;
  type?: string;
}

/** A module registers a resolver for the paths it owns (campaigns: /campaign/{id}). */
export type MetaResolver = (pathname: string) => Promise<PageMeta | null>;

declare module 'fastify' {
  interface FastifyInstance {
    pageMeta: MetaResolver[];
  }
}

export function contentSecurityPolicy(config: Pick<Config, 'S3_PUBLIC_URL' | 'PAYSTACK_PUBLIC_KEY'>) {
  const paystack = config.PAYSTACK_PUBLIC_KEY ? ['https://js.paystack.co', 'https://checkout.paystack.com'] : [];
  const media = config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...paystack],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...media],
    connectSrc: ["'self'", ...(config.PAYSTACK_PUBLIC_KEY ? ['https://api.paystack.co'] : [])],
    frameSrc: paystack,
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function metaTags(m: PageMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', m.type ?? 'website'],
    ['property', 'og:site_name', 'Ireti'],
    ['property', 'og:title', m.title],
    ['property', 'og:description', m.description],
    ['property', 'og:url', m.url],
    ['name', 'twitter:card', m.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', m.title],
    ['name', 'twitter:description', m.description],
    ['name', 'description', m.description],
  ];
  if (m.image) tags.push(['property', 'og:image', m.image], ['name', 'twitter:image', m.image]);
  return [
    `<title>${escapeHtml(m.title)} · Ireti</title>`,
    `<link rel="canonical" href="${escapeHtml(m.url)}">`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join('\n    ');
}

/** Pages whose address carries a link token (the web app's sw/offline-rules.ts names the same). */
const TOKEN_PAGE = /^\/(reset_password|verify_email|unsubscribe)\//;
const CAMPAIGN_PAGE = /^\/campaign\/([A-Za-z0-9]{1,40})\/?$/;

/**
 * The browser asks to save data (`Save-Data: on`, issue 26): the page boots in low-data mode
 * (decision 080) even where the page cannot read the setting itself (no `navigator.connection`,
 * or a proxy that adds the header). The shell says so on its root element, `data-save-data="on"`
 * (an attribute: the content security policy allows no inline script), which lib/low-data.ts reads.
 */
export const saveDataOn = (req: FastifyRequest) => /^\s*on\s*$/i.test(String(req.headers['save-data'] ?? ''));
export const markSaveData = (html: string) => html.replace(/<html\b/i, '<html data-save-data="on"');

/** The person's own low-data choice, from its cookie (packages/shared low-data.ts). */
export const lowDataChoice = (req: FastifyRequest) => lowDataInCookies(req.headers.cookie);
/** The page is drawn in low-data mode: the person chose it, or chose nothing and the browser asks to save data. */
export const drawsLowData = (req: FastifyRequest) => {
  const choice = lowDataChoice(req);
  return choice === 'on' || (choice === undefined && saveDataOn(req));
};

/**
 * The server's render of the web app (apps/web/src/entry-server.tsx, built beside the app's
 * folder as `<dist>-ssr/entry-server.js`; decision 107). Its data comes from the public API
 * answered in process (`call`), so the public cache serves the render's reads too.
 */
export interface ServerRender {
  setup(
    call: (req: {
      url: string;
      headers: Record<string, string>;
    }) => Promise<{ status: number; body: string; headers: Record<string, string> }>,
  ): Promise<void>;
  render(r: {
    url: string;
    language: Language;
    lowData: boolean;
    origin: string;
  }): Promise<{ html: string; data: string; preload: string } | null>;
}

/** The pages a first visit lands on, drawn by the server: the home page, explore, a campaign. */
const DRAWN = /^\/(?:campaigns|campaign\/[A-Za-z0-9]{1,40})?\/?$/;
/** A Host header the render may name in its links (and its cache key): a name or address and a port, nothing else. */
const HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::\d{1,5})?$/;

/** Serves the built web app: hashed assets cached for a year, every page path gets index.html. */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string; config: Config }) => {
  const indexPath = path.join(opts.dist, 'index.html');
  const template = await fs.readFile(indexPath, 'utf8');
  const ssr = opts.config.SERVER_RENDER === 'on' ? loadServerRender(app, `${path.resolve(opts.dist)}-ssr`) : null;

  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // The ETag revalidates what is not hashed; hashed files are immutable. Neither needs the date.
    lastModified: false,
    acceptRanges: false,
    setHeaders: (reply: unknown, filePath: string) => {
      // @fastify/static hands us the Fastify reply here (not a raw response).
      const r = reply as FastifyReply;
      if (filePath.includes(`${path.sep}assets${path.sep}`)) r.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker and its manifest are checked on every visit: a new version takes over at once (decision 079).
      else if (/[\\/](sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(filePath)) r.header('cache-control', 'no-cache');
      else r.header('cache-control', 'public, max-age=300');
    },
  });

  // What a page depends on beyond the session and the language: the shell marks Save-Data, and a
  // drawn page is drawn in low-data mode by the person's cookie too.
  const vary = ssr ? ['Save-Data', 'Cookie'] : ['Save-Data'];

  /** The page drawn by the server in the shell, or the shell alone (another page, or one it does not draw). */
  const drawnPage = async (pathname: string, req: FastifyRequest) => {
    const saveData = saveDataOn(req);
    const shell = saveData ? markSaveData(template) : template;
    if (!ssr || !DRAWN.test(pathname) || !HOST.test(req.host)) return shell;
    const language = requestLanguage(req);
    const origin = `${req.protocol}://${req.host}`;
    const drawn = await ssr
      .then((m) => m.render({ url: req.url, language, lowData: drawsLowData(req), origin }))
      .catch((err: unknown) => {
        req.log.error({ err }, 'server render failed; the page is drawn by the browser');
        return null;
      });
    if (!drawn) return shell;
    // functions, not strings: `$&` and its kind in a replacement string are patterns (see below)
    return shell
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace('</head>', () => `${drawn.preload}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>${drawn.data}`);
  };

  const sendPage = async (pathname: string, req: FastifyRequest, reply: FastifyReply) => {
    let html = await drawnPage(pathname, req);
    for (const resolve of app.pageMeta) {
      const meta = await resolve(pathname).catch(() => null);
      if (meta) {
        // A function, not a string: `$&`, `$'` and `` $` `` in a replacement string are patterns,
        // and a title or summary may contain them (escaping ' even makes `$&#39;` one).
        html = html.replace(/<title>[^<]*<\/title>/, () => metaTags(meta)).replace(/\n\s*<meta name="description" content="[^"]*" \/>/, '');
        break;
      }
    }
    // A page whose address carries a mailed link's token is kept by no cache, the browser's included
    // (issue 23); a page differs with Save-Data, and a drawn one with the low-data cookie: a cache in
    // front keeps one copy of each (issue 26).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', TOKEN_PAGE.test(pathname) ? 'no-store' : 'no-cache')
      .header('vary', vary.join(', '))
      .send(html);
  };

  // A campaign's page carries its title and picture, and its render (database reads): cached like
  // its API answer, dropped by its notices. The home page and explore show lists: cached like them.
  // A Save-Data request's page is drawn in low-data mode and kept as its own variant, and so is one
  // carrying the person's low-data choice (its cookie, on or off: each its own, so a low-data page
  // never goes to a visitor who did not ask for one, nor the reverse); the render's share links name
  // the host asked for, so each host has its own (a forged Host is kept for its sender only).
  const campaignPage = (req: FastifyRequest) => CAMPAIGN_PAGE.exec(req.url.split('?')[0] ?? '')?.[1]?.toLowerCase();
  const variant = (req: FastifyRequest): Variant | undefined => {
    if (!ssr) return saveDataOn(req) ? { name: 'save-data', headers: { 'save-data': 'on' } } : undefined;
    const host = HOST.test(req.host) ? req.host : '-';
    // what a background refresh needs to be drawn for the same address (a proxy's names included)
    // and the same way (the low-data choice alone of the visitor's cookies)
    const headers: Record<string, string> = {};
    for (const h of ['host', 'x-forwarded-host', 'x-forwarded-proto']) if (typeof req.headers[h] === 'string') headers[h] = req.headers[h];
    const names: string[] = [];
    if (saveDataOn(req)) {
      names.push('save-data');
      headers['save-data'] = 'on';
    }
    const choice = lowDataChoice(req);
    if (choice) {
      names.push(`low-data-${choice}`);
      headers.cookie = `${LOW_DATA_COOKIE}=${choice}`;
    }
    return { name: `${names.join(',')}@${host}`, headers };
  };
  const pageCache = publicCached(app, 'page', {
    when: (req) => campaignPage(req) !== undefined,
    tags: (req) => [`p${campaignPage(req)}`],
    vary,
    variant,
  });
  const listPageCache = publicCached(app, 'list', { when: () => ssr !== null, vary, variant });

  app.get('/', listPageCache, (req, reply) => sendPage('/', req, reply));
  app.get('/campaigns', listPageCache, (req, reply) => sendPage('/campaigns', req, reply));
  app.get('/*', pageCache, async (req, reply) => {
    const pathname = decodeURIComponent(req.url.split('?')[0] ?? '/');
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
      return reply.callNotFound();
    }
    if (!opts.config.devTools && pathname.startsWith('/dev/')) return reply.callNotFound();
    // A real file (favicon, robots.txt, an asset) wins over the page fallback.
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) {
      try {
        return await reply.sendFile(pathname.slice(1));
      } catch {
        return reply.callNotFound();
      }
    }
    return sendPage(pathname, req, reply);
  });
});

/**
 * The server's render, if the web app was built with it; it answers its reads through
 * `app.inject`. Loaded (and its five languages' texts) in the background, not holding the start:
 * the first render waits for it.
 */
function loadServerRender(app: FastifyInstance, dir: string): Promise<ServerRender> | null {
  const entry = path.join(dir, 'entry-server.js');
  // built without it (an API-only test, an old build): every page is drawn by the browser
  if (!existsSync(entry)) return null;
  const loading = (async () => {
    const ssr = (await import(pathToFileURL(entry).href)) as ServerRender;
    await ssr.setup(async ({ url, headers }) => {
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.body, headers: { 'content-type': String(res.headers['content-type'] ?? '') } };
    });
    return ssr;
  })();
  loading.catch((err: unknown) => app.log.error({ err }, 'server render: loading failed; pages are drawn by the browser'));
  return loading;
}
