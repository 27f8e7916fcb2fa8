import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp, noticesArrived as arrived, WEB_SHELL, type TestApp } from '../test/build-app.ts';
import type { TestDatabase } from '../test/db.ts';
import { createCampaign, createUser } from '../test/factories.ts';

/**
 * The server's render of the home page, explore and a campaign page (issue 29, decision 107): the
 * web app's own components, built by Vite's SSR build (apps/web/src/entry-server.tsx) into a
 * folder of this test, drawn with the API's answers and kept in the public cache.
 */
let t: TestApp;
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'https://ireti.example', PUBLIC_CACHE: 'on', SERVER_RENDER: 'on' },
    web: { ssr: true, shell: WEB_SHELL.replace('<html>', '<html lang="en">') },
  });
  ({ app, database } = t);
  await arrived(t);
}, 180_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** What the page carries for the browser to hydrate with. */
const dataOf = (html: string) => {
  const m = /<script type="application\/json" id="ireti-data">([^<]*)<\/script>/.exec(html);
  return m
    ? (JSON.parse(m[1]!) as {
        language: string;
        lowData: boolean;
        queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      })
    : null;
};
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

/** Every notice sent before now has reached the cache. */
const noticesArrived = () => arrived(t);

describe('server-rendered pages', () => {
  it('draws a campaign page: its title, amounts, picture preloaded, share tags, and the data the browser hydrates with', async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, {
      title: 'Dialysis for Mama Ngozi in Ikotun',
      goalKobo: 150_000_000,
      pledgedKobo: 37_500_000,
      imageKey: 'campaigns/feature123456.jpg',
    });
    const res = await get(`/campaign/${c.publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const root = rootOf(res.body);
    expect(root).toContain('Dialysis for Mama Ngozi in Ikotun');
    expect(root).toContain('₦375,000');
    expect(root).toContain('₦1,500,000');
    // the feature picture, the page's largest paint, is found in the HTML and preloaded from the head
    expect(root).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(res.body).toMatch(
      /<head>[\s\S]*<link rel="preload" as="image" href="[^"]*feature123456\.jpg"[^>]*fetchpriority="high">[\s\S]*<\/head>/,
    );
    expect(res.body).toContain('<meta property="og:title" content="Dialysis for Mama Ngozi in Ikotun">');
    const data = dataOf(res.body)!;
    expect(data).toMatchObject({ language: 'en', lowData: false });
    const campaign = data.queries.queries.find((q) => JSON.stringify(q.queryKey).includes(c.publicId));
    expect(campaign?.state.data).toMatchObject({ title: 'Dialysis for Mama Ngozi in Ikotun', campaign_id: c.publicId });
    // a CSP that allows no inline script: the data is JSON, which no browser runs
    expect(res.body).not.toMatch(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/);
  });

  it('draws the home page and explore with the campaigns they list', async () => {
    const owner = await createUser(database.db);
    await createCampaign(database.db, owner.id, { title: 'School fees for the Okafor twins', goalKobo: 20_000_000 });
    app.publicCache!.invalidate();
    for (const url of ['/', '/campaigns']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain('School fees for the Okafor twins');
      expect(dataOf(res.body)?.queries.queries.length).toBeGreaterThan(0);
    }
  });

  it('draws the page in the language asked for', async () => {
    const res = await get('/campaigns', { 'accept-language': 'yo' });
    expect(res.body).toContain('<html lang="yo"');
    expect(dataOf(res.body)?.language).toBe('yo');
    expect(rootOf(res.body)).not.toBe(rootOf((await get('/campaigns')).body));
  });

  it('keeps the render, and a change notice of the campaign drops it', async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { title: 'Borehole for Ungwan Rimi' });
    await noticesArrived(); // its creation's own notice, which would drop the first render
    const first = await get(`/campaign/${c.publicId}`);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await get(`/campaign/${c.publicId}`);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    // another instance's edit: it arrives as the table's NOTIFY
    await database.db.execute(sql`update campaigns set title = 'Borehole for Ungwan Rimi, Kaduna' where id = ${c.id}`);
    await noticesArrived();
    const after = await get(`/campaign/${c.publicId}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(rootOf(after.body)).toContain('Borehole for Ungwan Rimi, Kaduna');
    expect(after.body).toContain('<meta property="og:title" content="Borehole for Ungwan Rimi, Kaduna">');
  });

  it('draws a Save-Data page in low-data mode, kept apart from the others', async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { title: 'Shop restock in Onitsha', imageKey: 'campaigns/lowdata12345.jpg' });
    await noticesArrived();
    const plain = await get(`/campaign/${c.publicId}`);
    const low = await get(`/campaign/${c.publicId}`, { 'save-data': 'on' });
    expect(low.headers['x-cache']).toBe('miss');
    expect(low.body).toContain('<html data-save-data="on"');
    expect(dataOf(low.body)?.lowData).toBe(true);
    expect(rootOf(low.body)).toContain('data-low-data-placeholder');
    expect(rootOf(low.body)).not.toContain('lowdata12345.jpg');
    expect(low.body).not.toContain('rel="preload" as="image"');
    expect((await get(`/campaign/${c.publicId}`, { 'save-data': 'on' })).headers['x-cache']).toBe('hit');
    const plainAgain = await get(`/campaign/${c.publicId}`);
    expect(plainAgain.headers['x-cache']).toBe('hit');
    expect(plainAgain.body).toBe(plain.body);
    expect(String(plainAgain.headers.vary)).toMatch(/Save-Data/);
  });

  it("draws the page in the person's low-data choice (its cookie), each choice kept apart from the others", async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { title: 'Tailoring shop in Aba', imageKey: 'campaigns/cookie123456.jpg' });
    await noticesArrived();
    const url = `/campaign/${c.publicId}`;
    const plain = await get(url);
    expect(rootOf(plain.body)).toContain('cookie123456.jpg');
    expect(String(plain.headers.vary)).toMatch(/Cookie/);
    // the switch turned on: no picture in the page, none preloaded, whatever other cookies come with it
    const low = await get(url, { cookie: 'theme=dark; ireti-low-data=on' });
    expect(low.headers['x-cache']).toBe('miss');
    expect(dataOf(low.body)?.lowData).toBe(true);
    expect(rootOf(low.body)).toContain('data-low-data-placeholder');
    expect(rootOf(low.body)).not.toContain('cookie123456.jpg');
    expect(low.body).not.toContain('rel="preload" as="image"');
    expect(String(low.headers.vary)).toMatch(/Cookie/);
    expect((await get(url, { cookie: 'ireti-low-data=on' })).body).toBe(low.body);
    // the plain visitor still gets the plain page, from the cache
    const plainAgain = await get(url);
    expect(plainAgain.headers['x-cache']).toBe('hit');
    expect(plainAgain.body).toBe(plain.body);
    // turned off on a browser that asks to save data: the person's choice wins, and is its own copy
    const off = await get(url, { 'save-data': 'on', cookie: 'ireti-low-data=off' });
    expect(off.headers['x-cache']).toBe('miss');
    expect(dataOf(off.body)?.lowData).toBe(false);
    expect(rootOf(off.body)).toContain('cookie123456.jpg');
    const saveData = await get(url, { 'save-data': 'on' });
    expect(dataOf(saveData.body)?.lowData).toBe(true);
    expect(rootOf(saveData.body)).not.toContain('cookie123456.jpg');
    // a cookie of another value is no choice: the plain page
    const junk = await get(url, { cookie: 'ireti-low-data=maybe' });
    expect(dataOf(junk.body)?.lowData).toBe(false);
  });

  it('carries the time its data was read, for the offline note', async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { title: 'Fishing nets for Badagry' });
    await noticesArrived();
    const before = Date.now();
    const res = await get(`/campaign/${c.publicId}`);
    const data = dataOf(res.body) as { drawnAt?: unknown; queries: { queries: { state: { dataUpdatedAt: number } }[] } } | null;
    expect(typeof data?.drawnAt).toBe('number');
    const drawnAt = data!.drawnAt as number;
    expect(drawnAt).toBeGreaterThanOrEqual(before);
    expect(drawnAt).toBeLessThanOrEqual(Date.now());
    // the oldest of its answers
    expect(drawnAt).toBe(Math.min(...data!.queries.queries.map((q) => q.state.dataUpdatedAt)));
  });

  it('answers an unknown campaign as before: the shell, which the browser draws as not found', async () => {
    const res = await get('/campaign/nosuchcampaign1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ireti-data');
  });

  it('escapes a script-shaped title in the HTML and in the embedded data', async () => {
    const owner = await createUser(database.db);
    const title = 'Help </script><img src=x onerror=alert(1)> now';
    const c = await createCampaign(database.db, owner.id, { title, summary: '<!-- </script> -->' });
    const res = await get(`/campaign/${c.publicId}`);
    expect(res.body).not.toContain('<img src=x onerror');
    expect(res.body).not.toContain('<img src="x"');
    expect(rootOf(res.body)).toContain('Help &lt;/script>&lt;img src=x onerror=alert(1)> now');
    // one closing tag per script element, and the data reads back as the title
    const script = /<script type="application\/json" id="ireti-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(script).not.toMatch(/<|>/);
    const data = dataOf(res.body)!;
    const campaign = data.queries.queries.find((q) => JSON.stringify(q.queryKey).includes(c.publicId));
    expect(campaign?.state.data).toMatchObject({ title, summary: '<!-- </script> -->' });
  });

  it('leaves other pages to the browser', async () => {
    const res = await get('/about');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ireti-data');
  });
});
