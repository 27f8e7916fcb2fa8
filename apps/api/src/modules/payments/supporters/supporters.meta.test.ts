import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import type { TestDatabase } from '../../../test/db.ts';
import { createCampaign, createUser } from '../../../test/factories.ts';

/** The served HTML of /fundraise/{pageId} carries the share tags, as /campaign/{id} does (decision 094). */
let t: TestApp;
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://ireti.example', PUBLIC_CACHE: 'on' }, web: {} });
  ({ app, database } = t);
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

async function aPage(o: { status?: number; hidden?: boolean; words?: string } = {}) {
  const owner = await createUser(database.db);
  const supporter = await createUser(database.db, { firstName: 'Sade', lastName: 'Adeyemi' });
  const c = await createCampaign(database.db, owner.id, {
    status: o.status ?? 1,
    title: 'Dialysis for Mama & "Ngozi"',
    imageKey: 'campaigns/abcdef123456.jpg',
  });
  const id = `pg${Math.random().toString(36).slice(2, 12)}`;
  await database.db.execute(sql`
    insert into supporter_pages (public_id, campaign_id, user_id, words, target_kobo, hidden_at)
    values (${id}, ${c.id}, ${supporter.id}, ${o.words ?? 'I ran with <Mama> for 20 years.\nHelp me.'}, 2000000, ${o.hidden ? new Date() : null})`);
  return id;
}

describe('share tags of /fundraise/{pageId}', () => {
  it("writes the campaign's title, the supporter's name and words, the campaign's card image and the page's own URL", async () => {
    const id = await aPage();
    const html = await page(`/fundraise/${id}`);
    expect(html).toContain('<meta property="og:title" content="Dialysis for Mama &amp; &quot;Ngozi&quot;">');
    expect(html).toContain('<meta property="og:description" content="Sade: I ran with &lt;Mama&gt; for 20 years. Help me.">');
    expect(html).toContain('<meta property="og:image" content="https://ireti.example/media/campaigns/363_232_abcdef123456.jpg">');
    expect(html).toContain(`<meta property="og:url" content="https://ireti.example/fundraise/${id}">`);
    expect(html).toContain(`<link rel="canonical" href="https://ireti.example/fundraise/${id}">`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('cuts long words to 200 characters', async () => {
    const id = await aPage({ words: 'ọ'.repeat(500) });
    const html = await page(`/fundraise/${id}`);
    expect(html).toContain(`content="Sade: ${'ọ'.repeat(199)}…"`);
  });

  it('keeps the default tags for a hidden page, a page of a campaign the public may not see, and an unknown page', async () => {
    for (const url of [
      `/fundraise/${await aPage({ hidden: true })}`,
      `/fundraise/${await aPage({ status: 4 })}`,
      '/fundraise/nosuchpage1',
    ]) {
      const html = await page(url);
      expect(html).toContain('<title>Ireti · Crowdfunding for Nigeria</title>');
      expect(html).not.toContain('og:title');
    }
  });
});
