import fc from 'fast-check';
import type { JsonSchema } from './openapi.ts';
import { HOSTILE_KEYS, hostileValue, setOwn } from './values.ts';

/**
 * Values that look right for a field, read from its JSON schema, its name and the route around
 * it, with hostile values mixed in at the leaves: most of a body passes validation, so the hostile
 * part reaches the service and the database instead of stopping at the first zod check.
 */
export interface Known {
  /** Real row ids of the test world by kind (user, campaign, reward, application, report). */
  ids: Record<string, number[]>;
  /** Real campaign public ids. */
  publicIds: string[];
  /** Real payment references. */
  refs: string[];
  /** Real users' e-mail addresses. */
  emails: string[];
  /** Every enum value of the document and the shared lists (categories, types). */
  words: string[];
  /** Every field name the document mentions. */
  vocabulary: string[];
  /** The test users' password. */
  password: string;
  /** Bank codes the payout routes accept. */
  bankCodes: string[];
  /** Fixed lists that schemas check by refinement (no enum in the document), by field name. */
  lists: Record<string, string[]>;
}

function idsOfKind(text: string, k: Known): number[] | null {
  const c = text.toLowerCase();
  if (/stateid|(^|[^a-z])state$/.test(c)) return [25];
  if (/lga/.test(c)) return [508, 506, 525];
  if (/reward/.test(c)) return k.ids.reward ?? null;
  if (/report/.test(c)) return k.ids.report ?? null;
  if (/refund/.test(c)) return k.ids.refund?.length ? k.ids.refund : null;
  if (/^volunteers$|application/.test(c)) return k.ids.application ?? null;
  if (/campaign/.test(c)) return k.ids.campaign ?? null;
  if (/user|organi[sz]ation|volunteer|identity|account/.test(c)) return k.ids.user ?? null;
  return null;
}

/**
 * Real ids for a field, by what it talks about: its own name (`userId`, `volunteer_id`) first,
 * then the path segment just before it (`/organizations/{id}`), then the whole route.
 */
export function idsFor(context: string, name: string, k: Known): number[] {
  const before =
    context
      .replace(/\/?\{[^}]*\}[^{]*$/, '')
      .split('/')
      .pop() ?? '';
  for (const text of [name, before, context]) {
    const ids = idsOfKind(text, k);
    if (ids?.length) return ids;
  }
  return [...new Set(Object.values(k.ids).flat())];
}

const digits = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map(String);

/** A regex arbitrary, or null when the pattern is not one fast-check can generate from. */
function matching(pattern: string | undefined, maxLength?: number): fc.Arbitrary<string> | null {
  if (!pattern) return null;
  try {
    const arb = fc.stringMatching(new RegExp(pattern));
    return maxLength === undefined ? arb : arb.filter((s) => s.length <= maxLength);
  } catch {
    return null;
  }
}

const fits = (s: JsonSchema, v: string) =>
  (!s.pattern || new RegExp(s.pattern).test(v)) &&
  (s.maxLength === undefined || v.length <= s.maxLength) &&
  (s.minLength === undefined || v.length >= s.minLength);

/** Known-good values for a field of this name (fixed ones first), and a generator of more. */
function hint(name: string, k: Known, context: string): { values: string[]; gen?: fc.Arbitrary<string> } {
  const n = name.toLowerCase();
  if (/e-?mail/.test(n))
    return { values: k.emails.slice(0, 2), gen: fc.stringMatching(/^[a-f0-9]{8}$/).map((h) => `fuzz-${h}@example.ng`) };
  if (/pass/.test(n)) return { values: [k.password, k.password, k.password, 'N3wPassw0rd!'] };
  if (/organi[sz]ation_mobile|secondary_mobile/.test(n)) return { values: ['08012345678', '07031234567', '9091234567'] };
  if (/mobile|phone/.test(n))
    return { values: ['+2348012345678', '+2347031234567'], gen: digits(10_000_000, 99_999_999).map((d) => `+23481${d}`) };
  if (/bank_code|bank$/.test(n)) return { values: k.bankCodes };
  if (/account_number|nuban/.test(n)) return { values: ['0123456789', '0690000031'], gen: fc.stringMatching(/^\d{10}$/) };
  if (/^campaign(_?id)?$|public|slug/.test(n)) return { values: k.publicIds, gen: fc.stringMatching(/^[a-z0-9]{6,32}$/) };
  if (/ref/.test(n)) return { values: k.refs, gen: fc.stringMatching(/^[A-Za-z0-9]{10,30}$/) };
  if (k.lists[n]) return { values: k.lists[n]! };
  if (/facebook/.test(n)) return { values: ['https://www.facebook.com/ada.obi', 'ada.obi'] };
  if (/twitter/.test(n)) return { values: ['https://x.com/adaobi', 'https://twitter.com/adaobi', 'adaobi'] };
  if (/instagram/.test(n)) return { values: ['https://www.instagram.com/adaobi', 'adaobi'] };
  if (/url|link|website/.test(n)) return { values: ['https://ireti.ng', 'https://example.ng/about'] };
  if (/date|_on$|_at$|^on$/.test(n))
    return {
      values: [],
      gen: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    };
  if (/^n$|^num|index|position/.test(n)) return { values: ['0', '1', '2', '3'] };
  if (/stateid|^state$|lga|grade|goal|amount|donation|price|(^|_)id$|^id|number$/.test(n)) {
    const ints = idsFor(context, name, k).map(String);
    const money = /goal|amount|donation|price/.test(n) ? ['5000', '250000', '1,000', '100'] : [];
    return { values: [...ints, ...money], gen: digits(1, 100_000) };
  }
  if (/otp|pin|^code$/.test(n))
    return { values: ['123456'], gen: fc.oneof(digits(100_000, 999_999), fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/)) };
  if (/card/.test(n)) return { values: ['4084084084084081', '4084 0840 8408 4081', '5078505078505078'] };
  if (/token|code|key|secret|hash|social/.test(n)) return { values: [], gen: fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/) };
  if (/category|type|kind|status|decision|action|filter|time|gender|sort/.test(n)) return { values: k.words };
  if (/first|last|name/.test(n)) return { values: ['Ada', 'Obi', 'Hope Foundation', 'Chidi Okafor', 'Zainab'] };
  if (/title/.test(n)) return { values: ['Help Amaka finish nursing school', 'Clean water for Ikorodu'] };
  if (/address/.test(n)) return { values: ['12 Allen Avenue, Ikeja, Lagos'] };
  return { values: ['Thank you', 'Fees for the final year'], gen: fc.lorem({ maxCount: 6 }).map((s) => s || 'Thank you') };
}

/** Bad values that only make sense for a field of this kind: impossible dates, odd amounts and numbers. */
export function badFor(name: string): string[] {
  const n = name.toLowerCase();
  if (/date|_on$|_at$|^on$/.test(n))
    return [
      '2026-02-30',
      '2026-13-01',
      '0000-00-00',
      '99999-12-31',
      '-infinity',
      'infinity',
      'epoch',
      'today',
      '1899-12-31',
      '2026-1-1',
      '2026-01-01T25:61:00Z',
      '20260101',
    ];
  if (/goal|amount|donation|price/.test(n))
    return ['1e308', '-0', '0.001', '100.5', '99999999999999999999', '1,00,0', '₦5,000', '5000 naira', '0x1388'];
  if (/mobile|phone/.test(n))
    return ['+234', '+2348012345678901234', '+234 801 234 5678', '080-1234-5678', '+2340000000000', '٠٨٠١٢٣٤٥٦٧٨'];
  if (/e-?mail/.test(n))
    return [
      'ADA@DEMO.IRETI.NG',
      ' ada@demo.ireti.ng ',
      'ada+tag@demo.ireti.ng',
      'ada@demo.ireti.ng.',
      'ada@xn--80ak6aa92e.com',
      'Ọmọ@ireti.ng',
    ];
  if (/(^|_)id$|^id|number$|state|lga|grade/.test(n)) return ['0', '-1', '2147483648', '9007199254740993', '1e3', '1.0', '01', ' 1'];
  return [];
}

/** A plausible string for a field of this name, fitting its schema where it can. */
export function stringByName(name: string, k: Known, schema: JsonSchema = {}, context = ''): fc.Arbitrary<string> {
  const h = hint(name, k, context);
  const real = schema.pattern ? [...k.publicIds, ...k.refs] : [];
  const good = [...h.values, ...real].filter((v) => fits(schema, v));
  const pat = matching(schema.pattern, schema.maxLength);
  const more = pat ?? (h.gen && !schema.pattern ? h.gen : null);
  if (!good.length) return more ?? fc.string({ minLength: schema.minLength ?? 1, maxLength: Math.min(schema.maxLength ?? 20, 20) });
  return more ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: more }) : fc.constantFrom(...good);
}

/** A plausible number for a field of this name within the schema's bounds. */
export function numberByName(name: string, k: Known, schema: JsonSchema = {}, context = ''): fc.Arbitrary<number> {
  const n = name.toLowerCase();
  const money = /goal|amount|donation|price/.test(n);
  const integer = schema.type === 'integer' || money || /id|state|lga|grade|page/.test(n);
  let min = schema.minimum ?? (integer ? 0 : -1e6);
  let max = schema.maximum ?? 2_000_000_000;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  const inRange = (xs: number[]) => xs.filter((x) => x >= min && x <= max);
  const hinted = /grade/.test(n)
    ? [1, 3, 4, 5]
    : money
      ? [100, 5_000, 250_000, 1_000_000]
      : /page/.test(n)
        ? [0, 1, 2]
        : idsFor(context, name, k);
  const choices = inRange(hinted);
  const ranged = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, money ? 1_000_000 : max)) })
    : fc.double({ min, max, noNaN: true });
  return choices.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: ranged }) : ranged;
}

/** Characters that break naive code, put inside an otherwise good string (NUL, which PostgreSQL refuses in text, most often). */
const INJECT = [
  '\u0000',
  '\u0000',
  '\u0000',
  '\u0000',
  '\uD800',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '\u202E',
  '\u200B',
  ' ',
  '\n',
  '<',
  '/',
  '../',
  '💰',
  'Ọ',
  '\u0301',
  '\uFEFF',
];

/** A good string with one bad character inside it: passes trims and lengths, reaches the database. */
export const nearly = (good: fc.Arbitrary<string>) =>
  fc.tuple(good, fc.constantFrom(...INJECT), fc.nat()).map(([s, c, i]) => {
    const at = i % (s.length + 1);
    return s.slice(0, at) + c + s.slice(at);
  });

interface Options {
  /** Weight of a hostile value against 6 for a plausible one, at each leaf. */
  hostility: number;
  /** The route path, for ids of the right kind. */
  context?: string;
  /** Field names the route's description gives, for a free-form body. */
  described?: string[];
  depth?: number;
}

/** A value for `schema` that looks right, hostile values mixed in at the leaves. */
export function plausible(schema: JsonSchema | undefined, name: string, k: Known, o: Options): fc.Arbitrary<unknown> {
  const depth = o.depth ?? 0;
  const ctx = o.context ?? '';
  const s = schema ?? {};
  const special = badFor(name);
  const leaf = (good: fc.Arbitrary<unknown>, near?: fc.Arbitrary<string>) => {
    if (o.hostility <= 0) return good;
    const kinds: fc.Arbitrary<unknown>[] = [hostileValue];
    if (near) kinds.push(nearly(near));
    if (special.length) kinds.push(fc.constantFrom(...special));
    const bad = fc.oneof(...kinds);
    return fc.oneof({ weight: 6, arbitrary: good }, { weight: o.hostility, arbitrary: bad });
  };
  if (depth > 6) return leaf(fc.constant(null));
  if (s.enum?.length) return leaf(fc.constantFrom(...s.enum));
  if (s.const !== undefined) return leaf(fc.constant(s.const));
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => plausible(b, name, k, { ...o, depth: depth + 1 })));
  if (s.allOf?.length) return plausible(s.allOf[0], name, k, { ...o, depth: depth + 1 });
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const nullable = (a: fc.Arbitrary<unknown>) =>
    s.nullable ? fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) }) : a;
  switch (type) {
    case 'string': {
      const str = stringByName(name, k, s, ctx);
      return nullable(leaf(str, str));
    }
    case 'integer':
    case 'number':
      return nullable(leaf(numberByName(name, k, s, ctx)));
    case 'boolean':
      return nullable(leaf(fc.boolean()));
    case 'array': {
      const item = plausible(s.items, name, k, { ...o, depth: depth + 1 });
      return nullable(leaf(fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) })));
    }
    case 'object':
      return nullable(objectOf(s, k, { ...o, depth: depth + 1 }));
    default: {
      // No type: a field the route reads itself (an amount, a free-form value). Numbers and text both.
      const str = stringByName(name, k, {}, ctx);
      return leaf(fc.oneof({ weight: 3, arbitrary: numberByName(name, k, {}, ctx) }, { weight: 1, arbitrary: str }), str);
    }
  }
}

/**
 * An object of the schema: required keys present, optional keys sometimes; free-form objects
 * (additionalProperties only) draw their keys from the document's vocabulary. With hostility, a
 * required key is sometimes dropped and hostile keys (`__proto__`, `constructor`, …) added.
 */
function objectOf(s: JsonSchema, k: Known, o: Options): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  let base: fc.Arbitrary<Record<string, unknown>>;
  if (props.length) {
    const fields = props.map(([key, sub]) =>
      plausible(sub, key, k, o).chain((v) =>
        required.has(key) ? fc.constant([key, v] as const) : fc.option(fc.constant([key, v] as const), { freq: 2, nil: null }),
      ),
    );
    base = fc.tuple(...fields).map((pairs) => {
      const out: Record<string, unknown> = {};
      for (const p of pairs) if (p) setOwn(out, p[0], p[1]);
      return out;
    });
  } else if (s.additionalProperties) {
    const sub = typeof s.additionalProperties === 'object' ? s.additionalProperties : {};
    const described = o.described ?? [];
    const keySets = described.length
      ? fc.oneof(
          { weight: 2, arbitrary: fc.constant(described) },
          { weight: 2, arbitrary: fc.subarray(described) },
          { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...k.vocabulary), { maxLength: 8 }) },
        )
      : fc.uniqueArray(fc.constantFrom(...k.vocabulary), { maxLength: 8 });
    base = keySets.chain((keys) =>
      fc.tuple(...keys.map((key) => plausible(sub, key, k, { ...o, described: undefined }))).map((vals) => {
        const out: Record<string, unknown> = {};
        keys.forEach((key, i) => setOwn(out, key, vals[i]));
        return out;
      }),
    );
  } else {
    base = fc.constant({});
  }
  if (o.hostility <= 0) return base;
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.constantFrom(...k.vocabulary)), hostileValue), {
    maxLength: 3,
  });
  return fc.tuple(base, extra, fc.option(fc.nat(), { freq: 5, nil: null })).map(([obj, more, drop]) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(obj)) setOwn(out, key, obj[key]);
    if (drop !== null && required.size) {
      const keys = [...required];
      delete out[keys[drop % keys.length]!];
    }
    for (const [key, v] of more) setOwn(out, key, v);
    return out;
  });
}
