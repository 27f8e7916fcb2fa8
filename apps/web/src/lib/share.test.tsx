import { describe, expect, it } from 'vitest';
import { shareTargets } from './share.ts';

describe('shareTargets', () => {
  const url = 'https://ireti.ng/campaign/abc123defg';
  const targets = shareTargets(url, 'Help Mama Ngozi & her shop?');

  it('puts WhatsApp first, then Facebook, X and SMS', () => {
    expect(targets.map((t) => t.name)).toEqual(['WhatsApp', 'Facebook', 'X', 'SMS']);
  });

  it('shares by SMS from any phone, in place, with the text and the link encoded', () => {
    const sms = targets.find((t) => t.name === 'SMS')!;
    expect(sms.newTab).toBe(false);
    expect(sms.href).toBe(`sms:?&body=${encodeURIComponent(`Help Mama Ngozi & her shop? ${url}`)}`);
    expect(decodeURIComponent(sms.href.slice('sms:?&body='.length))).toBe(`Help Mama Ngozi & her shop? ${url}`);
  });

  it('opens the web targets in a new tab', () => {
    expect(targets.filter((t) => t.name !== 'SMS').every((t) => t.newTab && t.href.startsWith('https://'))).toBe(true);
  });
});
