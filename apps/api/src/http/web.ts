import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import { publicCached } from './public-cache.ts';

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

/** Serves the built web app: hashed assets cached for a year, every page path gets index.html. */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string; config: Config }) => {
  const indexPath = path.join(opts.dist, 'index.html');
  const template = await fs.readFile(indexPath, 'utf8');

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

  const sendPage = async (pathname: string, reply: FastifyReply) => {
    let html = template;
    for (const resolve of app.pageMeta) {
      const meta = await resolve(pathname).catch(() => null);
      if (meta) {
        // A function, not a string: `$&`, `$'` and `` $` `` in a replacement string are patterns,
        // and a title or summary may contain them (escaping ' even makes `$&#39;` one).
        html = html.replace(/<title>[^<]*<\/title>/, () => metaTags(meta)).replace(/\n\s*<meta name="description" content="[^"]*" \/>/, '');
        break;
      }
    }
    // A page whose address carries a mailed link's token is kept by no cache, the browser's included (issue 23).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', TOKEN_PAGE.test(pathname) ? 'no-store' : 'no-cache')
      .send(html);
  };

  // A campaign's page carries its title and picture (a database read): cached like its API answer.
  const campaignPage = (req: FastifyRequest) => CAMPAIGN_PAGE.exec(req.url.split('?')[0] ?? '')?.[1]?.toLowerCase();
  const pageCache = publicCached(app, 'page', { when: (req) => campaignPage(req) !== undefined, tags: (req) => [`p${campaignPage(req)}`] });

  app.get('/', (req, reply) => sendPage('/', reply));
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
    return sendPage(pathname, reply);
  });
});
