import { describe, expect, it } from 'vitest';
import { taskQueue } from './media.queue.ts';

/** A task that runs until the test lets it finish, recording how many ran at the same moment. */
function instrumented() {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const finishers: (() => void)[] = [];
  const failers: ((e: Error) => void)[] = [];
  const task = (id: number) => () =>
    new Promise<number>((resolve, reject) => {
      running++;
      most = Math.max(most, running);
      order.push(id);
      finishers[id] = () => {
        running--;
        resolve(id);
      };
      failers[id] = (e) => {
        running--;
        reject(e);
      };
    });
  return {
    task,
    order,
    finishers,
    failers,
    get running() {
      return running;
    },
    get most() {
      return most;
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('taskQueue', () => {
  it('never runs more than its limit at once, and runs every task, in arrival order', async () => {
    const q = taskQueue(2);
    const t = instrumented();
    const results = Array.from({ length: 7 }, (_, i) => q.run(t.task(i)));
    await flush();
    expect([t.running, q.active, q.waiting]).toEqual([2, 2, 5]);
    for (let i = 0; i < 7; i++) {
      t.finishers[i]!();
      await flush();
      expect(t.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(t.order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(t.most).toBe(2);
    expect([q.active, q.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a task that fails, and passes its error on', async () => {
    const q = taskQueue(1);
    const t = instrumented();
    const first = q.run(t.task(0));
    const second = q.run(t.task(1));
    await flush();
    expect(t.order).toEqual([0]);
    t.failers[0]!(new Error('undecodable'));
    await expect(first).rejects.toThrow('undecodable');
    await flush();
    expect(t.order).toEqual([0, 1]);
    t.finishers[1]!();
    expect(await second).toBe(1);
    expect(t.most).toBe(1);
    expect(q.active).toBe(0);
  });

  it('gives a place back once, however often its release is called', async () => {
    const q = taskQueue(1);
    const release = await q.acquire();
    const next = q.acquire();
    release();
    release();
    const releaseNext = await next;
    expect(q.active).toBe(1);
    const third = q.acquire();
    await flush();
    expect([q.active, q.waiting]).toEqual([1, 1]);
    releaseNext();
    (await third)();
    expect([q.active, q.waiting]).toEqual([0, 0]);
  });

  it('refuses a limit that would run nothing', () => {
    expect(() => taskQueue(0)).toThrow();
  });
});
