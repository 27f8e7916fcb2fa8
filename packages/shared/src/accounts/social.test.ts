import { describe, expect, it } from 'vitest';
import { normalizeSocial } from './social.ts';

describe('normalizeSocial', () => {
  it.each([
    '@ada.obi',
    'ada.obi',
    'Ada.Obi',
    ' ada.obi ',
    'facebook.com/ada.obi',
    'www.facebook.com/ada.obi',
    'https://www.facebook.com/ada.obi/',
    'https://www.facebook.com/ada.obi',
    'http://facebook.com/ada.obi',
    'https://m.facebook.com/ada.obi?ref=bookmarks',
    'https://web.facebook.com/ada.obi#about',
    'https://fb.com/ada.obi',
    'HTTPS://WWW.FACEBOOK.COM/Ada.Obi/',
  ])('facebook %j → https://www.facebook.com/ada.obi', (v) => {
    expect(normalizeSocial('facebook', v)).toBe('https://www.facebook.com/ada.obi');
  });

  it('keeps a numbered Facebook profile', () => {
    expect(normalizeSocial('facebook', 'https://m.facebook.com/profile.php?id=100012345678&ref=x')).toBe(
      'https://www.facebook.com/profile.php?id=100012345678',
    );
    expect(normalizeSocial('facebook', 'facebook.com/profile.php')).toBeNull();
  });

  it.each([
    '@AdaObi',
    'adaobi',
    'twitter.com/adaobi',
    'x.com/adaobi',
    'https://twitter.com/AdaObi/',
    'https://mobile.twitter.com/adaobi',
    'https://x.com/adaobi/status/1234567890',
    'https://www.x.com/adaobi?s=21',
  ])('twitter %j → https://x.com/adaobi', (v) => {
    expect(normalizeSocial('twitter', v)).toBe('https://x.com/adaobi');
  });

  it.each([
    '@ada.obi',
    'ada.obi',
    'instagram.com/ada.obi',
    'https://www.instagram.com/ada.obi/',
    'https://instagram.com/ada.obi?igsh=abc',
    'instagr.am/ada.obi',
  ])('instagram %j → https://www.instagram.com/ada.obi', (v) => {
    expect(normalizeSocial('instagram', v)).toBe('https://www.instagram.com/ada.obi');
  });

  it('the placeholders of the form pass', () => {
    expect(normalizeSocial('facebook', 'facebook.com/yourname')).toBe('https://www.facebook.com/yourname');
    expect(normalizeSocial('twitter', '@yourname')).toBe('https://x.com/yourname');
    expect(normalizeSocial('instagram', '@yourname')).toBe('https://www.instagram.com/yourname');
  });

  it('the stored form is stable: normalising it again gives it back', () => {
    for (const [net, v] of [
      ['facebook', 'https://www.facebook.com/ada.obi'],
      ['facebook', 'https://www.facebook.com/profile.php?id=42'],
      ['twitter', 'https://x.com/adaobi'],
      ['instagram', 'https://www.instagram.com/ada.obi'],
    ] as const)
      expect(normalizeSocial(net, v)).toBe(v);
  });

  it.each([
    ['facebook', ''],
    ['facebook', '@'],
    ['facebook', 'facebook.com'],
    ['facebook', 'https://www.facebook.com/'],
    ['facebook', 'https://twitter.com/adaobi'],
    ['facebook', 'https://evil.example/ada'],
    ['facebook', 'https://facebook.com.evil.example/ada'],
    ['facebook', 'https://www.facebook.com/groups/lagosparents'],
    ['facebook', 'https://www.facebook.com/sharer.php?u=x'],
    ['facebook', 'javascript:alert(1)'],
    ['facebook', 'ftp://facebook.com/ada'],
    ['facebook', 'https://user:pw@facebook.com/ada'],
    ['facebook', 'https://facebook.com:8443/ada'],
    ['facebook', '<img src=x onerror=alert(1)>'],
    ['facebook', "'; drop table users; --"],
    ['facebook', 'ada obi'],
    ['twitter', 'ada.obi'],
    ['twitter', 'https://x.com/home'],
    ['twitter', 'https://x.com/intent/tweet'],
    ['instagram', 'https://www.instagram.com/p/Cx12ab/'],
    ['instagram', 'https://facebook.com/ada'],
  ] as const)('%s refuses %j', (net, v) => {
    expect(normalizeSocial(net, v)).toBeNull();
  });
});
