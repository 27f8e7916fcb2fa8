import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Code } from '@ireti/shared';
import { fail } from '../../http/envelope.ts';
import { diskPath } from './media.disk.ts';
import { contentTypeOf, parseKey } from './media.keys.ts';

const NOT_FOUND = 'File not found';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A stored file is never a document of ours: opened directly (an SVG or HTML someone slipped past
 * the checks, a picture in its own tab) it may run nothing, load nothing and reach no origin.
 */
const SANDBOX = "default-src 'none'; sandbox";

/**
 * GET /media/<folder>/<file> from DATA_DIR/uploads/public. Registered at the root (not under
 * /api/v1) because stored URLs are /media/…; with S3 the URLs point at S3_PUBLIC_URL instead and
 * nothing is served here. Only well-formed public keys are looked up, so "..", encoded slashes
 * and private files can never be reached.
 */
export const mediaServing = fp(
  async (app: FastifyInstance) => {
    const { config } = app.ctx;
    if (config.S3_BUCKET) return;
    app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
      const k = parseKey(req.params['*']);
      const file = k?.visibility === 'public' ? diskPath(config.dataDir, req.params['*']) : null;
      // Opening (not stat-then-open) means a file removed meanwhile is a 404, not a crash.
      const handle = file ? await fs.open(file, 'r').catch(() => null) : null;
      if (!k || !handle) return fail(reply, Code.NOT_FOUND, NOT_FOUND);
      const { size } = await handle.stat();
      // Keys are never rewritten (a new upload or variant gets a new key), so a year's cache is
      // safe, and the key with the size names the bytes: a strong ETag without reading them.
      const etag = `"${createHash('sha256').update(`${req.params['*']}:${size}`).digest('base64url').slice(0, 27)}"`;
      reply
        .type(contentTypeOf(k.ext))
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SANDBOX);
      if (req.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        await handle.close();
        return reply.code(304).send();
      }
      return reply.header('content-length', size).send(handle.createReadStream());
    });
  },
  { name: 'media-serving' },
);

/**
 * Sends a stored object to a caller the route has already authorised (identity papers, bills).
 * Never cached, never sniffed, and a PDF is downloaded rather than opened in our origin.
 */
export async function sendPrivate(reply: FastifyReply, key: string) {
  const obj = await reply.server.ctx.media.read(key);
  if (!obj) return fail(reply, Code.NOT_FOUND, NOT_FOUND);
  const ext = parseKey(key)?.ext ?? 'bin';
  const disposition = ext === 'pdf' ? 'attachment' : 'inline';
  return reply
    .type(obj.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SANDBOX)
    .header('content-disposition', `${disposition}; filename="document.${ext}"`)
    .send(obj.bytes);
}
