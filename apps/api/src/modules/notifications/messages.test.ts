import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '@ireti/shared/i18n';
import { MAIL_CATALOGUES, day, mail, naira, writerIn } from './messages.ts';

/**
 * The catalogues of the e-mails and SMS (issue 24): every message id in all five languages, each
 * valid ICU with the same placeholders as the English, no id the code does not use, no id the code
 * asks for that the catalogue lacks. `catalogueProblems` is the whole check; the planted
 * violations below show that it fails on each kind of mistake.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const WEB_LOCALES = path.resolve(SRC, '../../web/src/locales');
const ID = /^[a-z][a-zA-Z]*(\.[a-zA-Z][a-zA-Z0-9]*)+$/;
/** An id asked for in code: `t('…')`, `mail('…')` (a writer is called `t`, by the house rule). */
const ASKED = /\b(?:t|mail)\(\s*'([^']+)'/g;

type Catalogues = Record<string, Record<string, string>>;

/** The argument names of an ICU message (plural and select options included), or its syntax error. */
function placeholders(message: string, language: string): Set<string> {
  const names = new Set<string>();
  const walk = (els: unknown[]) => {
    for (const el of els as { type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }[]) {
      if (el.type >= 1 && el.type <= 6 && el.value) names.add(el.value);
      if (el.options) for (const o of Object.values(el.options)) walk(o.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).getAst());
  return names;
}

/** Every problem of a set of catalogues against the source files that use them. */
export function catalogueProblems(catalogues: Catalogues, sources: Record<string, string>): string[] {
  const problems: string[] = [];
  const en = catalogues.en ?? {};
  const ids = Object.keys(en);
  for (const id of ids) if (!ID.test(id)) problems.push(`en: "${id}" is not an id like "area.email.part"`);
  const english = new Map<string, Set<string>>();
  for (const id of ids) {
    try {
      english.set(id, placeholders(en[id]!, 'en'));
    } catch (e) {
      problems.push(`en "${id}" is not valid ICU: ${(e as Error).message}`);
    }
  }
  for (const language of LANGUAGES) {
    const cat = catalogues[language] ?? {};
    for (const id of ids) {
      const m = cat[id];
      if (typeof m !== 'string' || !m.trim()) {
        problems.push(`${language} lacks "${id}"`);
        continue;
      }
      let mine: Set<string>;
      try {
        mine = placeholders(m, language);
      } catch (e) {
        problems.push(`${language} "${id}" is not valid ICU: ${(e as Error).message}`);
        continue;
      }
      const base = english.get(id);
      if (!base) continue;
      for (const p of mine) if (!base.has(p)) problems.push(`${language} "${id}" has {${p}}, which the English lacks`);
      for (const p of base) if (!mine.has(p)) problems.push(`${language} "${id}" drops {${p}}`);
    }
    for (const id of Object.keys(cat)) if (!Object.hasOwn(en, id)) problems.push(`${language} has "${id}", which the English lacks`);
  }
  const code = Object.values(sources).join('\n');
  for (const id of ids) if (!code.includes(`'${id}'`)) problems.push(`"${id}" is used nowhere in the code`);
  for (const [file, text] of Object.entries(sources))
    for (const [, id] of text.matchAll(ASKED))
      if (ID.test(id!) && !Object.hasOwn(en, id!)) problems.push(`${file} asks for "${id}", which en.json lacks`);
  return problems;
}

/** The API's source files (tests aside): where the ids are used. */
function apiSources(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(SRC, { recursive: true }) as string[])
    if (f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('node_modules')) out[f] = fs.readFileSync(path.join(SRC, f), 'utf8');
  return out;
}

describe('the mail catalogues', () => {
  const sources = apiSources();

  it('hold every e-mail and SMS sentence the code asks for, in all five languages, with the same placeholders, and nothing unused', () => {
    expect(Object.keys(MAIL_CATALOGUES.en).length).toBeGreaterThan(100);
    expect(catalogueProblems(MAIL_CATALOGUES, sources)).toEqual([]);
  });

  it('fail on planted violations of each rule', () => {
    const planted = (edit: (c: Catalogues, s: Record<string, string>) => void) => {
      const c = structuredClone(MAIL_CATALOGUES) as Catalogues;
      const s = { ...sources };
      edit(c, s);
      return catalogueProblems(c, s);
    };
    expect(
      planted((c) => {
        delete c.ha!['common.signOff'];
      }),
    ).toEqual(['ha lacks "common.signOff"']);
    expect(
      planted((c) => {
        c.yo!['common.hello'] = 'Báwo ni {nam},';
      }),
    ).toEqual(['yo "common.hello" has {nam}, which the English lacks', 'yo "common.hello" drops {name}']);
    expect(
      planted((c) => {
        c.pcm!['common.amount'] = 'Amount: {amount';
      }),
    ).toEqual([expect.stringMatching(/^pcm "common.amount" is not valid ICU/)]);
    expect(
      planted((c) => {
        for (const l of LANGUAGES) c[l]!['payments.nobodySendsThis'] = 'Nobody sends this';
      }),
    ).toEqual(['"payments.nobodySendsThis" is used nowhere in the code']);
    expect(
      planted((c) => {
        c.ig!['payments.onlyIgbo'] = 'Naanị Igbo';
      }),
    ).toEqual(['ig has "payments.onlyIgbo", which the English lacks']);
    expect(
      planted((_c, s) => {
        s['planted.ts'] = "t('payments.receipt.subjct', { amount })";
      }),
    ).toEqual(['planted.ts asks for "payments.receipt.subjct", which en.json lacks']);
    expect(
      planted((c) => {
        for (const l of LANGUAGES) c[l]!['Hello {name},'] = 'Hello {name},';
      }),
    ).toEqual(['en: "Hello {name}," is not an id like "area.email.part"', '"Hello {name}," is used nowhere in the code']);
  });

  it('are ICU the way they read: a message with plain placeholders fills as its text with the values put in', () => {
    // catches an apostrophe ICU would take as a quote, or a "<" it would take as a tag
    const wrong: string[] = [];
    for (const language of LANGUAGES)
      for (const [id, m] of Object.entries(MAIL_CATALOGUES[language])) {
        if (/\{\s*\w+\s*,/.test(m)) continue; // plural or select: checked by its own examples
        const names = [...m.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!);
        const values = Object.fromEntries(names.map((n) => [n, `«${n}»`]));
        const expected = m.replace(/\{(\w+)\}/g, (_, n: string) => `«${n}»`);
        if (mail(id as never, values, language) !== expected) wrong.push(`${language} "${id}"`);
      }
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s keeps the brand and the support address, and names the badge as the page shows it',
    (language) => {
      const shell = JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, language, 'shell.json'), 'utf8'));
      const badge: string = shell['shell/header'].badgeVerified;
      for (const [id, t] of Object.entries(MAIL_CATALOGUES.en)) {
        const mine = MAIL_CATALOGUES[language][id]!;
        for (const kept of ['Ireti', 'support@ireti.ng']) if (t.includes(kept)) expect(mine, id).toContain(kept);
        if (t.includes('VERIFIED')) expect(mine, id).toContain(badge);
      }
    },
  );
});

describe('mail', () => {
  it('writes a receipt in Yorùbá from its ids, the values filled in kept as they are', () => {
    const t = writerIn('yo');
    const lines = [
      t('common.hello', { name: 'Ada' }),
      t('payments.receipt.intro'),
      t('common.amount', { amount: naira(500_000) }),
      t('common.campaign', { title: 'Water for Ikorodu' }),
      t('common.reference', { reference: 'IR-123' }),
      t('payments.receipt.rewardMaterial', { reward: 'Tote bag', type: t('payments.rewardType.material') }),
      t('common.seeCampaign', { url: 'https://ireti.ng/campaign/abc123' }),
      t('common.thanksForTrusting'),
      t('common.signOff'),
    ];
    expect(lines).toEqual([
      'Báwo ni Ada,',
      'A dúpẹ́ fún ọrẹ rẹ. Ìwé-ẹ̀rí ìsanwó rẹ nìyí.',
      'Iye owó: ₦5,000',
      'Ìpolongo: Water for Ikorodu',
      'Nọ́ńbà ìtọ́kasí: IR-123',
      'Ẹ̀bùn: Tote bag (Ohun tí a lè fọwọ́ kàn). Olùpolongo yóò fi ránṣẹ́ sí àdírẹ́sì tí o fún wa fún ìfijíṣẹ́; a ó fi ímeèlì sọ fún ọ nígbà tí ó bá fi ránṣẹ́.',
      'Wo ìpolongo náà: https://ireti.ng/campaign/abc123',
      'A dúpẹ́ pé o gbẹ́kẹ̀lé Ireti.',
      'Ẹgbẹ́ Ireti',
    ]);
  });

  it('writes a moment in the recipient language (Lagos time), English as the e-mails always did', () => {
    const at = new Date('2026-11-28T06:05:00Z');
    expect(mail('common.date', { date: at }, 'en')).toBe('Date: 28 November 2026 at 07:05');
    expect(mail('common.date', { date: at }, 'ig')).toBe('Ụbọchị: 28 Novemba 2026, 07:05');
    expect(mail('common.date', { date: at }, 'pcm')).toBe('Date: 28 Nọvẹ́mba 2026, 07:05');
    expect(mail('common.date', { date: new Date('2025-03-03T09:00:00Z') }, 'yo')).toBe('Ọjọ́: 3 Oṣù Ẹrẹ̀nà 2025, 10:00');
    expect(mail('common.date', { date: new Date('2025-03-03T09:00:00Z') }, 'ha')).toBe('Kwanan wata: 3 Maris, 2025, 10:00');
    // a day alone, for messages that name a day
    expect(mail('common.date', { date: day(new Date('2026-03-01T23:30:00Z')) }, 'en')).toBe('Date: 2 March 2026');
  });

  it('writes naira as the site does, and a translated fragment where the sender puts one', () => {
    const t = writerIn('pcm');
    expect(
      t('payments.refund.body', {
        amount: naira(500_000),
        title: 'Water for Ikorodu',
        reason: t('payments.refund.reason.closedBeforeGoal'),
      }),
    ).toBe('We don refund your payment of ₦5,000 to "Water for Ikorodu" complete, because the campaign close before e reach im target.');
    expect(
      mail(
        'payments.ownerNotice.body',
        { donor: mail('payments.ownerNotice.anonymousDonor', {}, 'ig'), amount: naira(250_050), title: 'Water for Ikorodu' },
        'ig',
      ),
    ).toBe('Otu onye zoro aha ya enyela onyinye ₦2,500.5 na "Water for Ikorodu".');
  });

  it("never rewrites someone's own words: a title that reads like a message, a date or ICU stays as written", () => {
    for (const title of [
      'Thank you for trusting Ireti.',
      'We start on 1 March 2026 at 09:00',
      "{name} and 'quotes' {, plural, one {#}}",
      'Bread & <b>water</b>',
    ])
      expect(mail('common.campaign', { title }, 'ha')).toBe(`Kamfe: ${title}`);
  });

  it('fails the sender of an id the catalogue lacks', () => {
    expect(() => mail('payments.noSuchMessage' as never, {}, 'yo')).toThrow(/No e-mail message "payments.noSuchMessage"/);
  });
});
