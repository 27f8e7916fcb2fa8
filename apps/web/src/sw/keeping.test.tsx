import { describe, expect, it, vi } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { CACHED_API, carriesToken, mayKeep } from './offline-rules.ts';
import { createKeeper } from './keeping.ts';

/**
 * The service worker's rules for what enters its caches (issue 23, items 1 and 3): only
 * anonymous answers, nothing asked for before a sign-out, no page or answer carrying a link token.
 */
const ORIGIN = 'https://ireti.test';
const req = (path: string, headers: Record<string, string> = {}) => new Request(ORIGIN + path, { headers });
const res = (status = 200, headers: Record<string, string> = { 'cache-control': 'no-store' }) =>
  new Response('{"status":{"code":100}}', { status, headers });
const campaign = '/api/v1/campaign/ab12cd34ef';

describe('mayKeep', () => {
  it('keeps an anonymous 200, whether the API says no-store (its default) or a public policy', () => {
    expect(CACHED_API.some((re) => re.test(campaign))).toBe(true);
    expect(mayKeep(req(campaign), res())).toBe(true);
    expect(mayKeep(req(campaign), res(200, { 'cache-control': 'public, max-age=0, s-maxage=5' }))).toBe(true);
    expect(mayKeep(req('/faq'), res(200, { 'cache-control': 'no-cache' }))).toBe(true);
  });

  it('never keeps a request that carried the session, nor an answer the API marked private', () => {
    expect(mayKeep(req(campaign, { authorization: 'Bearer abc' }), res())).toBe(false);
    expect(mayKeep(req(campaign), res(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(mayKeep(req(campaign), res(200, { 'cache-control': 'no-store, PRIVATE' }))).toBe(false);
    expect(mayKeep(req('/api/v1/banks'), res(200, { 'cache-control': 'private, max-age=3600' }))).toBe(false);
  });

  it('keeps no failure and nothing whose address carries a link token', () => {
    expect(mayKeep(req(campaign), res(404))).toBe(false);
    expect(mayKeep(req(campaign), res(206))).toBe(false);
    for (const p of [
      '/reset_password/tok',
      '/verify_email/tok',
      '/unsubscribe/tok',
      '/api/v1/unsubscribe/tok',
      '/api/v1/account/resetpassword/tok',
    ]) {
      expect(carriesToken(p)).toBe(true);
      expect(mayKeep(req(p), res(200, { 'cache-control': 'no-cache' }))).toBe(false);
    }
    expect(carriesToken('/campaign/reset_password')).toBe(false);
  });
});

/** One request's trip through a strategy: its own plugin state, as Workbox keeps it per handler. */
function trip(plugin: WorkboxPlugin, request: Request) {
  const state: Record<string, unknown> = {};
  const event = {} as ExtendableEvent;
  return {
    start: () => plugin.handlerWillStart!({ request, event, state }),
    willUpdate: (response: Response) => plugin.cacheWillUpdate!({ request, response, event, state }),
    didUpdate: (response: Response) =>
      plugin.cacheDidUpdate!({ cacheName: 'ireti-api', request, newResponse: response, event, state } as never),
  };
}

describe('the keeper', () => {
  const make = () => {
    const deleted: string[] = [];
    const forget = vi.fn(async () => undefined);
    const keeper = createKeeper({
      forget,
      open: async () => ({ delete: async (r: RequestInfo | URL) => (deleted.push(String((r as Request).url)), true) }),
    });
    return { keeper, forget, deleted };
  };

  it('writes an anonymous answer asked for and answered while nobody signed out', async () => {
    const { keeper, deleted } = make();
    const t = trip(keeper.plugin, req(campaign));
    await t.start();
    const r = res();
    expect(await t.willUpdate(r)).toBe(r);
    await t.didUpdate(r);
    expect(deleted).toEqual([]);
  });

  it('refuses a signed-in answer whenever it arrives', async () => {
    const { keeper } = make();
    const t = trip(keeper.plugin, req(campaign, { authorization: 'Bearer abc' }));
    await t.start();
    expect(await t.willUpdate(res())).toBeNull();
  });

  it('does not write an answer that was on its way when someone signed out, and empties the caches', async () => {
    const { keeper, forget } = make();
    const t = trip(keeper.plugin, req(campaign));
    await t.start();
    await keeper.signedOut();
    expect(forget).toHaveBeenCalledOnce();
    expect(await t.willUpdate(res())).toBeNull();
    // a request that starts after the sign-out is kept again
    const later = trip(keeper.plugin, req(campaign));
    await later.start();
    expect(await later.willUpdate(res())).not.toBeNull();
  });

  it('deletes again an answer whose write a sign-out overtook', async () => {
    const { keeper, deleted } = make();
    const t = trip(keeper.plugin, req(campaign));
    await t.start();
    const r = res();
    expect(await t.willUpdate(r)).toBe(r);
    await keeper.signedOut();
    await t.didUpdate(r);
    expect(deleted).toEqual([ORIGIN + campaign]);
  });
});
