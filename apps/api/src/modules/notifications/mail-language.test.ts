import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, placeholdersOf } from '@ireti/shared/i18n';
import { MAIL_DICTIONARIES, MAIL_TEMPLATES, localiseHtml, localiseText, uncoveredLines } from './mail-language.ts';

/**
 * The e-mails and SMS in the recipient's language (issue 17): i18n/en.json lists the English
 * templates the modules write; each other language maps every one of them to its translation,
 * keeping the placeholders, and the outbox puts a message into a language line by line.
 * No database: these are pure functions over the dictionaries.
 */
const others = LANGUAGES.filter((l) => l !== 'en');
const WEB_LOCALES = path.resolve(import.meta.dirname, '../../../../web/src/locales');
const sameSet = (a: string[], b: string[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

describe('the mail dictionaries', () => {
  it('en.json is a list of distinct, non-empty English templates', () => {
    expect(Array.isArray(MAIL_TEMPLATES)).toBe(true);
    expect(MAIL_TEMPLATES.length).toBeGreaterThan(100);
    expect(new Set(MAIL_TEMPLATES).size).toBe(MAIL_TEMPLATES.length);
    for (const t of MAIL_TEMPLATES) expect(typeof t === 'string' && t.trim() !== '').toBe(true);
  });

  it.each(others)('%s translates every template and nothing else', (language) => {
    const dict = MAIL_DICTIONARIES[language];
    expect(MAIL_TEMPLATES.filter((t) => !Object.hasOwn(dict, t))).toEqual([]);
    expect(Object.keys(dict).filter((k) => !MAIL_TEMPLATES.includes(k))).toEqual([]);
    expect(Object.keys(dict).filter((k) => typeof dict[k] !== 'string' || dict[k]!.trim() === '')).toEqual([]);
  });

  it.each(others)('%s keeps exactly the placeholders of each template', (language) => {
    const dict = MAIL_DICTIONARIES[language];
    // none the English lacks (it would stay "{name}" in the mail), none dropped (a value would be lost)
    const broken = MAIL_TEMPLATES.filter((t) => dict[t] !== undefined && !sameSet(placeholdersOf(dict[t]!), placeholdersOf(t)));
    expect(broken).toEqual([]);
  });

  it.each(others)('%s keeps the brand and the support address, and names the badge as the page shows it', (language) => {
    const dict = MAIL_DICTIONARIES[language];
    // the badge reads in the language of the page the e-mail sends the reader to (issue 26)
    const shell = JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, language, 'shell.json'), 'utf8'));
    const badge: string = shell['shell/header'].badgeVerified;
    for (const t of MAIL_TEMPLATES) {
      for (const kept of ['Ireti', 'support@ireti.ng']) {
        if (t.includes(kept)) expect(dict[t], t).toContain(kept);
      }
      if (t.includes('VERIFIED')) expect(dict[t], t).toContain(badge);
    }
  });
});

const receipt = [
  'Hello Ada,',
  '',
  'Thank you for your donation. Here is your receipt.',
  '',
  'Amount: ₦5,000',
  'Campaign: Water for Ikorodu',
  'Reference: IR-123',
  'Reward: Tote bag (Material). The campaigner will send it to the delivery address you gave; we will e-mail you when it is sent.',
  '',
  'See the campaign: https://ireti.ng/campaign/abc123',
  'https://ireti.ng/campaign/abc123',
  '',
  'Thank you for trusting Ireti.',
  'The Ireti team',
].join('\n');

describe('localiseText', () => {
  it('puts a receipt into Yorùbá line by line, the values filled in kept as they are', () => {
    expect(localiseText(receipt, 'yo').split('\n')).toEqual([
      'Báwo ni Ada,',
      '',
      'A dúpẹ́ fún ọrẹ rẹ. Ìwé-ẹ̀rí ìsanwó rẹ nìyí.',
      '',
      'Iye owó: ₦5,000',
      'Ìpolongo: Water for Ikorodu',
      'Nọ́ńbà ìtọ́kasí: IR-123',
      'Ẹ̀bùn: Tote bag (Ohun tí a lè fọwọ́ kàn). Olùpolongo yóò fi ránṣẹ́ sí àdírẹ́sì tí o fún wa fún ìfijíṣẹ́; a ó fi ímeèlì sọ fún ọ nígbà tí ó bá fi ránṣẹ́.',
      '',
      'Wo ìpolongo náà: https://ireti.ng/campaign/abc123',
      'https://ireti.ng/campaign/abc123',
      '',
      'A dúpẹ́ pé o gbẹ́kẹ̀lé Ireti.',
      'Ẹgbẹ́ Ireti',
    ]);
  });

  it('leaves English as written', () => {
    expect(localiseText(receipt, 'en')).toBe(receipt);
  });

  it('a line matches its own template before a looser one ("Date: {date}", not "{label}: {url}")', () => {
    expect(localiseText('Date: 3 March 2025 at 10:00', 'yo')).toBe('Ọjọ́: 3 Oṣù Ẹrẹ̀nà 2025, 10:00');
    expect(localiseText('Date: 3 March 2025 at 10:00', 'ha')).toBe('Kwanan wata: 3 Maris, 2025, 10:00');
  });

  it('writes the dates of a translated line as the pages do in that language, and only there', () => {
    expect(localiseText('Date: 28 November 2026 at 07:05', 'ig')).toBe('Ụbọchị: 28 Novemba 2026, 07:05');
    expect(localiseText('Date: 28 November 2026 at 07:05', 'pcm')).toBe('Date: 28 Nọvẹ́mba 2026, 07:05');
    expect(localiseText('Date: 28 November 2026 at 07:05', 'en')).toBe('Date: 28 November 2026 at 07:05');
    expect(localiseHtml('<p>Date: 1 March 2026 at 14:32</p>', 'yo')).toBe('<p>Ọjọ́: 1 Oṣù Ẹrẹ̀nà 2026, 14:32</p>');
    // someone's own words keep their dates as written
    const own = 'We start on 1 March 2026 at 09:00.';
    expect(localiseText(own, 'yo', [own])).toBe(own);
  });

  it('translates the fragments filled into a sentence too', () => {
    const refund =
      'We have refunded your payment of ₦5,000 to "Water for Ikorodu" in full, because the campaign closed before reaching its goal.';
    expect(localiseText(refund, 'yo')).toBe(
      'A ti dá gbogbo owó ₦5,000 tí o san fún "Water for Ikorodu" padà fún ọ, nítorí pé ìpolongo náà parí kí ó tó dé àfojúsùn rẹ̀.',
    );
    expect(localiseText(refund, 'pcm')).toBe(
      'We don refund your payment of ₦5,000 to "Water for Ikorodu" complete, because the campaign close before e reach im target.',
    );
    expect(localiseText('An anonymous donor gave ₦2,500 to "Water for Ikorodu".', 'ig')).toBe(
      'Otu onye zoro aha ya enyela onyinye ₦2,500 na "Water for Ikorodu".',
    );
    expect(localiseText('Verify my email: https://ireti.ng/verify/t0k3n', 'ha')).toBe(
      'Tabbatar da imel ɗina: https://ireti.ng/verify/t0k3n',
    );
  });

  it("leaves someone's own words untouched, even where they read like a template", () => {
    const own = 'Thank you for your donation. Here is your receipt.\nWe bought the pipes today.';
    const text = `News from Water for Ikorodu\n\n${own}\n\nSee the campaign: https://ireti.ng/campaign/abc123`;
    expect(localiseText(text, 'ha', [own])).toBe(
      `Labari daga Water for Ikorodu\n\n${own}\n\nDuba kamfe ɗin: https://ireti.ng/campaign/abc123`,
    );
  });

  it('keeps the indentation and spacing around a translated line', () => {
    expect(localiseText('  Hello,\n\nThe Ireti team', 'ig')).toBe('  Ndewo,\n\nNdị otu Ireti');
  });
});

describe('localiseHtml', () => {
  const ownHtml = '<p>Thank you for your donation. Here is your receipt.</p><p>Bread &amp; water for 40 families.</p>';
  const html = [
    '<h1 style="font-size:20px">News from Bread &amp; Butter</h1>',
    ownHtml,
    '<p><a href="https://ireti.ng/campaign/abc123">See the campaign</a></p>',
    '<p style="font-size:12px;color:#555">You get this because you gave to this campaign. <a href="https://ireti.ng/unsubscribe/t0k3n">Stop updates about it</a>.</p>',
  ].join('\n');

  it('translates the text between tags, escaping what it fills back in, and leaves the own HTML as written', () => {
    expect(localiseHtml(html, 'yo', [ownHtml])).toBe(
      [
        '<h1 style="font-size:20px">Ìròyìn láti Bread &amp; Butter</h1>',
        ownHtml,
        '<p><a href="https://ireti.ng/campaign/abc123">Wo ìpolongo náà</a></p>',
        '<p style="font-size:12px;color:#555">O ń gba èyí nítorí pé o ṣètọrẹ fún ìpolongo yìí. <a href="https://ireti.ng/unsubscribe/t0k3n">Dá ìròyìn tuntun nípa rẹ̀ dúró</a>.</p>',
      ].join('\n'),
    );
  });

  it('translates the button of an account e-mail', () => {
    const button = '<p style="margin:24px 0"><a href="https://ireti.ng/reset/t0k3n">Choose a new password</a></p>';
    expect(localiseHtml(button, 'pcm')).toBe('<p style="margin:24px 0"><a href="https://ireti.ng/reset/t0k3n">Choose new password</a></p>');
    expect(localiseHtml(html, 'en', [ownHtml])).toBe(html);
  });
});

describe('uncoveredLines', () => {
  it('reports a line no template covers, not a link, an empty line or marked own words', () => {
    const text = [
      'Hello Ada,',
      '',
      'A line nobody wrote a template for',
      'https://ireti.ng/campaign/abc123',
      'We bought the pipes today.',
      'Amount: ₦5,000',
      'The Ireti team',
    ].join('\n');
    expect(uncoveredLines(text, ['We bought the pipes today.'])).toEqual(['A line nobody wrote a template for']);
    expect(uncoveredLines(text)).toEqual(['A line nobody wrote a template for', 'We bought the pipes today.']);
  });
});
