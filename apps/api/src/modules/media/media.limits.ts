import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@ireti/shared/status';
import { AppError } from '../../lib/errors.ts';
import { taskQueue } from './media.queue.ts';

/**
 * Limits of every route that takes a file (campaign pictures, profile and verification images,
 * identity documents, volunteer documents): per client address on each route (@fastify/rate-limit,
 * in memory or Redis), and per account across all of them (app.limiter), checked before the body
 * is read (a preParsing hook: a JSON image body is parsed before any handler runs). And memory: an upload arrives on disk (upload.ts), and at most UPLOADS_IN_MEMORY of
 * them are held in memory at once, from reading the file until the reply has gone; images are
 * decoded at most DECODE_CONCURRENCY at a time (media.image.ts). docs/performance.md.
 */
const MIN = 60_000;
export const UploadLimit = {
  perIp: { max: 60, timeWindow: '10 minutes' },
  perAccount: { max: 40, windowMs: 10 * MIN },
} as const;
export const UPLOADS_IN_MEMORY = 2;
export const uploadQueue = taskQueue(UPLOADS_IN_MEMORY);

export const tooManyUploads = () =>
  new AppError(Code.TOO_MANY_REQUESTS, `Too many uploads. Please wait ${UploadLimit.perAccount.windowMs / MIN} minutes and try again.`);

/** A request's place among the uploads held in memory: taken by upload.ts once the body is on disk, given back when its reply has gone. */
interface Slot {
  release?: () => void;
  over: boolean;
}
const slots = new WeakMap<object, Slot>();

/** One count per upload of the signed-in account (a stranger's request is answered 102 by the route). */
async function perAccount(req: Pick<FastifyRequest, 'user' | 'server' | 'raw'>, reply: Pick<FastifyReply, 'raw'>) {
  const slot: Slot = { over: false };
  slots.set(req.raw, slot);
  const done = () => {
    slot.over = true;
    slot.release?.();
  };
  // 'close' also comes when the client goes away first; 'finish' alone is enough for injected requests.
  reply.raw.once('finish', done);
  reply.raw.once('close', done);
  if (!req.user) return;
  const { max, windowMs } = UploadLimit.perAccount;
  if (!(await req.server.limiter.hit(`upload:u${req.user.id}`, max, windowMs))) throw tooManyUploads();
}

/** Waits for a place among the uploads in memory (on a route spread with uploadLimits; elsewhere at once). */
export async function uploadSlot(req: Pick<FastifyRequest, 'raw'>): Promise<void> {
  const slot = slots.get(req.raw);
  if (!slot || slot.release) return;
  const release = await uploadQueue.acquire();
  slot.release = release;
  if (slot.over) release();
}

/** Spread into an upload route's options: `{ ...uploadLimits, schema, … }` (image routes: imageUploadLimits in upload.ts). */
export const uploadLimits = {
  config: { rateLimit: UploadLimit.perIp },
  preParsing: [perAccount],
};
