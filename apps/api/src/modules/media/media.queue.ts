/**
 * At most `limit` tasks at once, the others waiting in order (first come, first served). Decoding
 * a 40-megapixel image holds tens of megabytes outside the JS heap; an upload held in memory, ten
 * more. Without a bound, N simultaneous uploads hold N of each (docs/performance.md, "Image uploads
 * and memory"). A task that throws frees its place like one that succeeds.
 */
export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Waits for a place; the returned function gives it back (calling it again does nothing). */
  acquire(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

export function taskQueue(limit: number): TaskQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`taskQueue: limit must be a positive integer, not ${limit}`);
  let active = 0;
  const queue: (() => void)[] = [];
  const acquire = async () => {
    // a finishing task hands its place to the next waiter without releasing it (no overtaking)
    if (active >= limit) await new Promise<void>((go) => queue.push(go));
    else active++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      if (queue.length) queue.shift()!();
      else active--;
    };
  };
  return {
    acquire,
    async run<T>(task: () => Promise<T>): Promise<T> {
      const release = await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
