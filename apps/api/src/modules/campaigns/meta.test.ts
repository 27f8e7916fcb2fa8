import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, noticesArrived, type TestApp } from '../../test/build-app.ts';
import type { TestDatabase } from '../../test/db.ts';
import { createCampaign, createUser } from '../../test/factories.ts';

/** The served HTML of /campaign/{id} carries the share tags (Open Graph, Twitter card). */
let t: TestApp;
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  t = await buildTestApp({
    // the campaign pages are kept as in production (a Save-Data page must not be kept for the others)
    env: { PUBLIC_URL: 'https://ireti.example', PUBLIC_CACHE: 'on' },
    web: {},
  });
  ({ app, database } = t);
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('share tags of /campaign/{id}', () => {
  it('writes title, summary, the 363×232 image as an absolute URL and the canonical URL', async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, {
      publicId: 'sharecamp01',
      title: 'Clean water for Ikot & "friends"',
      summary: 'A borehole <for> 2,000 people',
      imageKey: 'campaigns/abcdef123456.jpg',
    });
    const html = await page(`/campaign/${c.publicId.toUpperCase()}`);
    expect(html).toContain('<title>Clean water for Ikot &amp; &quot;friends&quot; · Ireti</title>');
    expect(html).toContain('<meta property="og:title" content="Clean water for Ikot &amp; &quot;friends&quot;">');
    expect(html).toContain('<meta property="og:description" content="A borehole &lt;for&gt; 2,000 people">');
    expect(html).toContain('<meta property="og:image" content="https://ireti.example/media/campaigns/363_232_abcdef123456.jpg">');
    expect(html).toContain('<meta name="twitter:image" content="https://ireti.example/media/campaigns/363_232_abcdef123456.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:url" content="https://ireti.example/campaign/sharecamp01">');
    expect(html).toContain('<link rel="canonical" href="https://ireti.example/campaign/sharecamp01">');
    expect(html).not.toContain('Crowdfunding for Nigeria</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("writes a title holding replacement patterns ($', $&, $`) as text", async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { title: "Fees$'for$&Ada$`now", summary: "$' and $&" });
    const html = await page(`/campaign/${c.publicId}`);
    expect(html).toContain('<title>Fees$&#39;for$&amp;Ada$`now · Ireti</title>');
    expect(html).toContain('<meta property="og:description" content="$&#39; and $&amp;">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it('keeps the default tags for campaigns the public may not see, and for other pages', async () => {
    const owner = await createUser(database.db);
    const awaiting = await createCampaign(database.db, owner.id, { status: 0, title: 'Secret awaiting campaign' });
    const deleted = await createCampaign(database.db, owner.id, { status: 4, title: 'Deleted campaign' });
    for (const url of [`/campaign/${awaiting.publicId}`, `/campaign/${deleted.publicId}`, '/campaign/nosuchthing', '/campaigns']) {
      const html = await page(url);
      expect(html).toContain('<title>Ireti · Crowdfunding for Nigeria</title>');
      expect(html).not.toContain('og:title');
    }
  });

  it('uses a small card without an image when the campaign has none', async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { title: 'No picture yet' });
    const html = await page(`/campaign/${c.publicId}`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
  });
});

describe('Save-Data: on (issue 26, decision 080)', () => {
  const get = (url: string, saveData?: string) =>
    app.inject({ method: 'GET', url, headers: saveData === undefined ? {} : { 'save-data': saveData } });

  it('boots the page in low-data mode: the shell is marked, and the answer varies with the header', async () => {
    const on = await get('/how_it_works', 'on');
    expect(on.statusCode).toBe(200);
    expect(on.body).toContain('<html data-save-data="on">');
    expect(String(on.headers.vary)).toMatch(/Save-Data/);
    const off = await get('/how_it_works');
    expect(off.body).not.toContain('data-save-data');
    expect(String(off.headers.vary)).toMatch(/Save-Data/);
    expect((await get('/', ' ON ')).body).toContain('data-save-data="on"');
    expect((await get('/', 'off')).body).not.toContain('data-save-data');
  });

  it("keeps a marked campaign page apart: never served to the others, nor the others' page to a Save-Data request", async () => {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { publicId: 'savedata001', title: 'Books for Ilorin' });
    const url = `/campaign/${c.publicId}`;
    const first = await get(url);
    expect(first.body).toContain('Books for Ilorin');
    expect(first.body).not.toContain('data-save-data');
    expect(String(first.headers.vary)).toMatch(/Save-Data/);
    // kept once the notices of the campaign's own creation have arrived (they drop the page)
    await noticesArrived(t);
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const marked = await get(url, 'on');
    // not the others' page: made for it, and kept as its own (decision 107)
    expect(marked.headers['x-cache']).toBe('miss');
    expect(marked.body).toContain('<html data-save-data="on">');
    expect(marked.body).toContain('Books for Ilorin');
    expect(String(marked.headers.vary)).toMatch(/Save-Data/);
    const markedAgain = await get(url, 'on');
    expect(markedAgain.headers['x-cache']).toBe('hit');
    expect(markedAgain.body).toBe(marked.body);
    // The unmarked page is served from the cache again, never the marked one.
    const again = await get(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).not.toContain('data-save-data');
  });
});
