import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * helmet's security headers, worked out once at start-up and set on every reply with one call.
 * @fastify/helmet runs helmet's middleware per request, which parses the CSP directives each time
 * (about a seventh of the CPU of an answer served from the public cache, bench/api.ts).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Headers every answer needs: no MIME sniffing, no embedding by other sites' pages, HTTPS only.
 * The rest (the content security policy, framing, opener, referrer and the legacy ones) govern a
 * document, so they go with HTML pages and the service worker's script (whose fetches its CSP
 * governs) only: on every script and JSON answer they were ≈ 0.6 KB of headers for nothing, ≈ 14
 * KB of a phone's journey over HTTP/1.1 (docs/performance.md, "The data budget"). A header a route
 * set itself (media's sandbox, the API docs' own CSP) is kept. HSTS is left off hashed assets,
 * which only this site's pages (which carry it) fetch.
 */
const EVERY_ANSWER = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/** A page, or the service worker's script: it gets the document headers too. */
export const isDocument = (url: string, contentType: unknown) =>
  String(contentType ?? '').startsWith('text/html') || url.split('?')[0] === '/sw.js';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const all = Object.entries(securityHeaders(options));
  const every = Object.fromEntries(all.filter(([k]) => EVERY_ANSWER.has(k)));
  const documentOnly = all.filter(([k]) => !EVERY_ANSWER.has(k));
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(every);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (isDocument(req.url, reply.getHeader('content-type'))) {
      for (const [k, v] of documentOnly) if (!reply.hasHeader(k)) reply.header(k, v);
    } else if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) {
      // A hashed, immutable asset is only ever fetched by a page of this site, which has already
      // carried HSTS for the whole host: it need not repeat it on every script of a first visit.
      reply.removeHeader('strict-transport-security');
    }
    return payload;
  });
}
