import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * Coalesced notices ('gift') for confirmed gifts (issue 29, docs/decisions/098). A confirmation
 * sends no NOTIFY of its own (it sets ireti.money_notice = 'coalesced', migration 0111): a NOTIFY
 * makes commits take turns on one lock, and a page read by thousands would be dropped and
 * recomputed for every gift. Instead, after the commit, this instance notes the campaign here:
 * - the first gift of a quiet campaign is announced at once (its readers see it within
 *   milliseconds);
 * - gifts within the next `windowMs` are folded into one notice sent when the window ends, so a
 *   campaign's pages are dropped at most once per window per instance, whatever the rate of gifts;
 * - the last gift is never lost: a gift noted inside a window always leads to a notice after it.
 * The notice says 'gift': caches keep the campaign's pages, stale for at most a second while one
 * request refreshes them (decision 106); the donor's own read right after giving is asked fresh.
 * If the process dies inside a window, the cache's TTL (10 s) bounds what other instances show.
 */
export type Send = (campaignId: number, publicId: string) => Promise<void>;

type Pending = { publicId: string; timer: ReturnType<typeof setTimeout>; dirty: boolean };

export class CoalescedNotices {
  readonly #send: Send;
  readonly #windowMs: number;
  readonly #schedule: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  readonly #pending = new Map<number, Pending>();
  /** Notices that failed to send (the database was away): counted, the TTL bounds the staleness. */
  failures = 0;

  constructor(send: Send, o: { windowMs?: number; schedule?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout> } = {}) {
    this.#send = send;
    this.#windowMs = o.windowMs ?? 1000;
    this.#schedule =
      o.schedule ??
      ((fn, ms) => {
        const t = setTimeout(fn, ms);
        t.unref?.();
        return t;
      });
  }

  /** A gift to this campaign was committed. */
  note(campaignId: number, publicId: string) {
    const p = this.#pending.get(campaignId);
    if (p) {
      p.dirty = true;
      p.publicId = publicId;
      return;
    }
    this.#fire(campaignId, publicId);
  }

  /** Sends now and opens a window in which later gifts wait for one notice at its end. */
  #fire(campaignId: number, publicId: string) {
    const entry: Pending = { publicId, dirty: false, timer: this.#schedule(() => this.#close(campaignId), this.#windowMs) };
    this.#pending.set(campaignId, entry);
    this.#send(campaignId, publicId).catch(() => {
      this.failures++;
    });
  }

  #close(campaignId: number) {
    const p = this.#pending.get(campaignId);
    if (!p) return;
    this.#pending.delete(campaignId);
    // Gifts came during the window: one notice for all of them, and a new window after it.
    if (p.dirty) this.#fire(campaignId, p.publicId);
  }

  /** Campaigns with a window open (tests, metrics). */
  get open() {
    return this.#pending.size;
  }

  /** Sends every notice still owed now (closing the app). */
  async flush() {
    const owed = [...this.#pending.entries()].filter(([, p]) => p.dirty);
    for (const [, p] of this.#pending) clearTimeout(p.timer);
    this.#pending.clear();
    await Promise.all(owed.map(([id, p]) => this.#send(id, p.publicId).catch(() => void this.failures++)));
  }
}

/** One coalescer per database handle (every instance has one pool). */
const perDb = new WeakMap<object, CoalescedNotices>();
export function moneyNoticesFor(db: Db): CoalescedNotices {
  let n = perDb.get(db);
  if (!n) {
    n = new CoalescedNotices(async (campaignId, publicId) => {
      // 'gift': the pages are kept stale for a moment rather than dropped (http/public-cache.ts, decision 106)
      await db.execute(sql`select pg_notify('ireti_public', ${`gift ${campaignId} ${publicId}`})`);
    });
    perDb.set(db, n);
  }
  return n;
}
