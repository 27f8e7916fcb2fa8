import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../test/db.ts';
import { outbox } from '../../db/schema.ts';
import { Notifications } from './notifications.service.ts';
import { devTransport } from './transports.ts';
import { absoluteHtml, absoluteText, addressesIn, relativeAddresses } from './absolute-links.ts';

/** Issue 26: every link and picture in an e-mail or SMS is absolute, from PUBLIC_URL. */
const BASE = 'https://ireti.ng';

describe('absoluteHtml and absoluteText', () => {
  it('puts the public address before every root-relative link and picture of the HTML, and leaves absolute ones', () => {
    const html =
      '<p><img src="/media/updates/abc.jpg" alt=""><img src=\'/media/x.png\'></p><a href="/campaign/abc">See</a>' +
      '<a href="https://other.ng/x">x</a><a href="mailto:support@ireti.ng">mail</a><img src="//cdn.ng/y.jpg">' +
      '<img srcset="/media/a.jpg 1x, /media/b.jpg 2x">';
    const out = absoluteHtml(html, BASE);
    expect(out).toContain('<img src="https://ireti.ng/media/updates/abc.jpg" alt="">');
    expect(out).toContain("<img src='https://ireti.ng/media/x.png'>");
    expect(out).toContain('<a href="https://ireti.ng/campaign/abc">');
    expect(out).toContain('<a href="https://other.ng/x">');
    expect(out).toContain('srcset="https://ireti.ng/media/a.jpg 1x, https://ireti.ng/media/b.jpg 2x"');
    expect(relativeAddresses(out, '')).toEqual(['//cdn.ng/y.jpg']);
  });

  it('leaves escaped text alone: someone\'s "<img src=x>" as a name is words, not a picture', () => {
    const html = '<p>Hello &lt;img src=x onerror=alert(1)&gt; and &lt;a href="/x"&gt;,</p>';
    expect(absoluteHtml(html, BASE)).toBe(html);
    expect(relativeAddresses(html, '')).toEqual([]);
    expect(relativeAddresses(null, 'Hello <script>alert(1)</script>, open 24/7')).toEqual([]);
    expect(relativeAddresses(null, 'See /campaign/abc')).toEqual(['/campaign/abc']);
  });

  it('puts it before a bare /media/ or /api/ line of the text, and leaves words with slashes alone', () => {
    const text = 'Our well:\n/media/updates/abc.jpg\nOpen 24/7, and/or (/api/v1/unsubscribe/tok)\nhttps://ireti.ng/x';
    const out = absoluteText(text, BASE);
    expect(out).toBe(
      'Our well:\nhttps://ireti.ng/media/updates/abc.jpg\nOpen 24/7, and/or (https://ireti.ng/api/v1/unsubscribe/tok)\nhttps://ireti.ng/x',
    );
    expect(relativeAddresses(null, out)).toEqual([]);
    expect(addressesIn(null, out)).toEqual([
      'https://ireti.ng/media/updates/abc.jpg',
      'https://ireti.ng/api/v1/unsubscribe/tok',
      'https://ireti.ng/x',
    ]);
  });
});

describe('the outbox', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.drop());

  it('writes only absolute addresses, from the public address it is given', async () => {
    const n = new Notifications(database.db, { email: devTransport, sms: devTransport }, { publicUrl: 'https://ireti.example/' });
    await n.email(database.db, {
      to: 'pictures@example.ng',
      subject: 'News from Water for Ikorodu',
      text: 'News from Water for Ikorodu\n\n/media/updates/abc.jpg',
      html: '<p><img src="/media/updates/abc.jpg" alt=""></p><p><a href="/campaign/abc">See the campaign</a></p>',
      links: ['/campaign/abc'],
    });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'pictures@example.ng'));
    expect(row!.bodyHtml).toBe(
      '<p><img src="https://ireti.example/media/updates/abc.jpg" alt=""></p><p><a href="https://ireti.example/campaign/abc">See the campaign</a></p>',
    );
    expect(row!.bodyText).toBe('News from Water for Ikorodu\n\nhttps://ireti.example/media/updates/abc.jpg');
    expect(row!.links).toEqual(['https://ireti.example/campaign/abc']);
  });

  it('under the strict test mode, fails the sender of an address it cannot make absolute', async () => {
    const n = new Notifications(database.db, { email: devTransport, sms: devTransport }, { strictLinks: true, publicUrl: BASE });
    await expect(
      n.email(database.db, {
        to: 'x@example.ng',
        subject: 'Verify your email address',
        text: 'Verify my email',
        html: '<a href="verify_email/abc">x</a>',
      }),
    ).rejects.toThrow(/not absolute.*verify_email\/abc/);
  });
});
