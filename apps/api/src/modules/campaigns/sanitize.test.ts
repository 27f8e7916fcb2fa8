import { describe, expect, it } from 'vitest';
import { isEmptyDescription, ownImageCheck, sanitizeDescription } from './sanitize.ts';

const media = { publicUrl: (key: string | null | undefined) => (key ? `/media/${key}` : null) };
const own = ownImageCheck(media);
const clean = (html: string) => sanitizeDescription(html, own);

describe('the description allow-list', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Our story</h2><p>Hello <strong>all</strong>, <em>thank</em> <u>you</u> <s>old</s></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><hr />';
    expect(clean(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener noreferrer ugc" target="_blank">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="nofollow noopener noreferrer ugc" target="_blank">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="nofollow noopener noreferrer ugc" target="_blank">x</a>'],
    ['<a href="//evil.example/">x</a>', '<a rel="nofollow noopener noreferrer ugc" target="_blank">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>y</p>', '<p>y</p>'],
    ['<svg><script>alert(1)</script></svg><p>z</p>', '<p>z</p>'],
    ['<style>body{display:none}</style><p style="color:red">s</p>', '<p>s</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>o</p>', '<p>o</p>'],
    ['<form action="https://evil.example"><input name="pin"></form><p>f</p>', '<p>f</p>'],
    ['<p class="x" id="y">c</p>', '<p>c</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math><p>m</p>', '<p>m</p>'],
    ['<img src="/media/campaigns/abcdef123456.jpg" onload="x()" style="width:9999px">', '<img src="/media/campaigns/abcdef123456.jpg" />'],
    ['<img src="/media/campaigns/../../etc/passwd.jpg">', ''],
    ['<img src="/media/private/campaigns/abcdef123456.jpg">', ''],
    ['<img src="https://tracker.example/pixel.gif">', ''],
  ])('cleans %s', (input, output) => {
    expect(clean(input)).toBe(output);
  });

  it('opens links in a new tab without giving the page away', () => {
    expect(clean('<a href="https://ireti.ng/campaigns" target="_self" rel="opener">site</a>')).toBe(
      '<a href="https://ireti.ng/campaigns" rel="nofollow noopener noreferrer ugc" target="_blank">site</a>',
    );
  });

  it('maps the usual editor variants onto the allowed tags', () => {
    expect(clean('<h1>T</h1><div>d</div><b>b</b><i>i</i><strike>s</strike>')).toBe(
      '<h2>T</h2><p>d</p><strong>b</strong><em>i</em><s>s</s>',
    );
  });

  it('knows an empty description when it sees one', () => {
    expect(isEmptyDescription(clean('<p> </p><p><br></p>'))).toBe(true);
    expect(isEmptyDescription(clean('<p>&nbsp;</p>'))).toBe(true);
    expect(isEmptyDescription(clean('<p>Hi</p>'))).toBe(false);
    expect(isEmptyDescription(clean('<img src="/media/campaigns/abcdef123456.jpg">'))).toBe(false);
  });
});
