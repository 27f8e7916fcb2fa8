import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, noticesArrived, type TestApp } from '../test/build-app.ts';
import { dictionaryOf } from './language.ts';
import { cacheKey } from './public-cache.ts';

/**
 * The public cache keeps anonymous answers by URL; their envelope's desc is in the request's
 * language, so an answer kept for one language is never served to a request in another.
 */
describe('the public cache and languages', () => {
  let t: TestApp;
  const yo = dictionaryOf('yo')!;
  const ha = dictionaryOf('ha')!;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
    // every notice of the fixtures' writes has arrived
    await noticesArrived(t);
  });
  afterAll(() => t.close());

  it('keeps one answer per language: never serves one language to another', async () => {
    const url = '/api/v1/misc/categories';
    t.app.publicCache!.invalidate();
    const get = (language?: string) => t.call('GET', url, { headers: language ? { 'accept-language': language } : {} });

    const yo1 = await get('yo');
    expect([yo1.headers['x-cache'], yo1.body.status.desc]).toEqual(['miss', yo.Successful]);
    const en1 = await get();
    expect([en1.headers['x-cache'], en1.body.status.desc]).toEqual(['miss', 'Successful']);
    const ha1 = await get('ha-NG,ha;q=0.9');
    expect([ha1.headers['x-cache'], ha1.body.status.desc]).toEqual(['miss', ha.Successful]);

    const yo2 = await get('yo-NG');
    expect([yo2.headers['x-cache'], yo2.body.status.desc]).toEqual(['hit', yo.Successful]);
    const en2 = await get('fr-FR,en;q=0.5');
    expect([en2.headers['x-cache'], en2.body.status.desc]).toEqual(['hit', 'Successful']);
    const ha2 = await get('ha');
    expect([ha2.headers['x-cache'], ha2.body.status.desc]).toEqual(['hit', ha.Successful]);
    expect(yo2.body.entity).toEqual(en2.body.entity);

    // a shared cache in front keys by the header too, and the tags differ: a 304 never crosses languages
    for (const r of [yo1, en1, ha1]) expect(String(r.headers.vary)).toMatch(/accept-language/i);
    expect(new Set([yo1.headers.etag, en1.headers.etag, ha1.headers.etag]).size).toBe(3);
    const cross = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'yo', 'if-none-match': String(en1.headers.etag) },
    });
    expect(cross.statusCode).toBe(200);
    expect(JSON.parse(cross.body).status.desc).toBe(yo.Successful);
    const same = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'yo', 'if-none-match': String(yo1.headers.etag) },
    });
    expect(same.statusCode).toBe(304);

    // each language its own key, the language the answer was made in
    expect(t.app.publicCache!.lookup(cacheKey(url, 'en'))?.body).toBe(JSON.stringify(en1.body));
    expect(t.app.publicCache!.lookup(cacheKey(url, 'yo'))?.body).toBe(JSON.stringify(yo1.body));
  });

  it("an English answer to a URL that ends like another language's key is never kept where that language reads", async () => {
    const ig = dictionaryOf('ig')!;
    const cache = t.app.publicCache!;
    // The fragment travels in a raw request line (curl --path-as-is, any HTTP library) and the
    // router ignores it; inject would strip it, so this goes over a socket.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (target: string, language?: string) =>
      new Promise<{ status: number; body: any; cache?: string }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: target, headers: language ? { 'accept-language': language } : {} },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString('utf8')));
            res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), cache: res.headers['x-cache'] as string }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    for (const url of ['/api/v1/misc/categories', '/api/v1/campaigns/total/number', '/api/v1/organizations']) {
      cache.invalidate();
      const english = await raw(`${url}#ig`);
      expect([url, english.status, english.body.status.desc]).toEqual([url, 200, 'Successful']);
      const igbo = await raw(url, 'ig');
      expect([url, igbo.body.status.desc, igbo.cache]).toEqual([url, ig.Successful, 'miss']);
      // and the other way round: an Igbo answer is not served to an English request of a look-alike URL
      cache.invalidate();
      await raw(url, 'ig');
      const again = await raw(`${url}#ig`);
      expect([url, again.body.status.desc]).toEqual([url, 'Successful']);
    }
  });

  it('a background refresh recomputes an answer in the language it was kept in', async () => {
    const url = '/api/v1/misc/states';
    const cache = t.app.publicCache!;
    cache.invalidate();
    await t.call('GET', url, { headers: { 'accept-language': 'ha' } });
    cache.invalidate();
    t.app.publicCacheRefresh(url, 'ha');
    for (let i = 0; i < 200 && !cache.lookup(cacheKey(url, 'ha')); i++) await new Promise((r) => setTimeout(r, 10));
    expect(JSON.parse(cache.lookup(cacheKey(url, 'ha'))!.body).status.desc).toBe(ha.Successful);
    expect(cache.lookup(cacheKey(url, 'en'))).toBeUndefined();
  });
});
