import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHES, SIGNED_OUT_MESSAGE } from '../sw/offline-rules.ts';
import { forgetOfflineCopies } from './offline.ts';

/**
 * Signing out (issue 23): the service worker is told, so nothing asked for before is written
 * after, and the page empties the kept API answers and pages itself too.
 */
describe('forgetOfflineCopies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the worker in control and empties the API and page caches', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage } }, configurable: true });
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    await forgetOfflineCopies();
    expect(postMessage).toHaveBeenCalledWith({ type: SIGNED_OUT_MESSAGE });
    expect(deleted.sort()).toEqual([CACHES.api, CACHES.pages].sort());
  });

  it('still empties the caches with no worker in control', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    await forgetOfflineCopies();
    expect(deleted.sort()).toEqual([CACHES.api, CACHES.pages].sort());
  });
});
