import fc from 'fast-check';
import type { JsonSchema } from './openapi.ts';
import { HOSTILE_KEYS, hostileValue, setOwn } from './values.ts';

/**
 * Values that look right for a field, read from its JSON schema and its name, with hostile values
 * mixed in at the leaves: most of a body passes validation, so the hostile part reaches the
 * service and the database instead of stopping at the first zod check.
 */
export interface Known {
  /** Real row ids of the test world (users, campaigns, rewards), and real reference ids. */
  ints: number[];
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

/** A plausible string for a field of this name (and pattern), real ids and addresses first. */
export function stringByName(name: string, k: Known, schema: JsonSchema = {}): fc.Arbitrary<string> {
  const n = name.toLowerCase();
  const pat = matching(schema.pattern, schema.maxLength);
  const real = [...k.publicIds, ...k.refs].filter((s) => !schema.pattern || new RegExp(schema.pattern).test(s));
  if (pat) return real.length ? fc.oneof(fc.constantFrom(...real), pat) : pat;
  if (/e-?mail/.test(n)) return fc.oneof(fc.constantFrom(...k.emails), fc.emailAddress(), fc.stringMatching(/^[a-f0-9]{6}$/).map((h) => `fuzz-${h}@example.ng`));
  if (/pass/.test(n)) return fc.constantFrom(k.password, 'N3wPassw0rd!', 'Sup3rSecret!x');
  if (/mobile|phone/.test(n)) return fc.oneof(fc.constant('+2348012345678'), digits(1_000_000_000, 9_999_999_999).map((d) => `+234${d}`), fc.constant('08012345678'));
  if (/campaign|public|slug/.test(n)) return fc.oneof(fc.constantFrom(...k.publicIds), fc.stringMatching(/^[a-z0-9]{6,32}$/));
  if (/facebook|twitter|instagram|url|link|website/.test(n)) return fc.constantFrom('https://www.facebook.com/ada.obi', 'https://x.com/adaobi', 'https://www.instagram.com/adaobi', 'https://ireti.ng');
  if (/date|_on$|_at$|^on$/.test(n)) return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (/state|lga|grade|goal|amount|donation|price|(^|_)id$|^id|number$/.test(n))
    return fc.oneof(fc.constantFrom(...k.ints.map(String)), digits(1, 1_000_000), fc.constantFrom('25', '508', '5000', '250,000'));
  if (/^n$|^num|index|position/.test(n)) return fc.constantFrom('0', '1', '2', '3', '4');
  if (/otp|pin/.test(n)) return digits(100_000, 999_999);
  if (/card/.test(n)) return fc.constantFrom('4084084084084081', '5078505078505078', '4111111111111111');
  if (/ref/.test(n) && k.refs.length) return fc.oneof(fc.constantFrom(...k.refs), fc.stringMatching(/^[A-Za-z0-9]{10,30}$/));
  if (/token|code|ref|key|secret|hash|social/.test(n)) return fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/);
  if (/category|type|kind|status|decision|action|filter|time|gender|sort/.test(n)) return fc.constantFrom(...k.words);
  if (/first|last|name/.test(n)) return fc.constantFrom('Ada', 'Obi', 'Hope Foundation', 'Chidi Okafor', 'Zainab');
  if (/title/.test(n)) return fc.constantFrom('Help Amaka finish nursing school', 'Clean water for Ikorodu');
  if (/address/.test(n)) return fc.constant('12 Allen Avenue, Ikeja, Lagos');
  return fc.lorem({ maxCount: 12 }).map((s) => s || 'Thank you');
}

/** A plausible number for a field of this name within the schema's bounds. */
export function numberByName(name: string, k: Known, schema: JsonSchema = {}): fc.Arbitrary<number> {
  const n = name.toLowerCase();
  const integer = schema.type === 'integer' || /id|state|lga|grade|page/.test(n);
  let min = schema.minimum ?? (integer ? 0 : -1e6);
  let max = schema.maximum ?? 2_000_000_000;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  const inRange = (xs: number[]) => xs.filter((x) => x >= min && x <= max);
  const hinted = /state/.test(n) ? [25, 15, 20] : /lga/.test(n) ? [508, 506, 525] : /grade/.test(n) ? [1, 3, 4, 5] : /goal|amount|donation|price/.test(n) ? [100, 5_000, 250_000, 1_000_000] : /page/.test(n) ? [0, 1, 2] : [];
  const choices = [...inRange(hinted), ...inRange(k.ints)];
  const ranged = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return choices.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: ranged }) : ranged;
}

interface Options {
  /** Weight of a hostile value against 6 for a plausible one, at each leaf. */
  hostility: number;
  depth?: number;
}

/** A value for `schema` that looks right, hostile values mixed in at the leaves. */
export function plausible(schema: JsonSchema | undefined, name: string, k: Known, o: Options): fc.Arbitrary<unknown> {
  const depth = o.depth ?? 0;
  const s = schema ?? {};
  const leaf = (good: fc.Arbitrary<unknown>) =>
    o.hostility > 0 ? fc.oneof({ weight: 6, arbitrary: good }, { weight: o.hostility, arbitrary: hostileValue }) : good;
  if (depth > 6) return leaf(fc.constant(null));
  if (s.enum?.length) return leaf(fc.constantFrom(...s.enum));
  if (s.const !== undefined) return leaf(fc.constant(s.const));
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => plausible(b, name, k, { ...o, depth: depth + 1 })));
  if (s.allOf?.length) return plausible(s.allOf[0], name, k, { ...o, depth: depth + 1 });
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const nullable = (a: fc.Arbitrary<unknown>) => (s.nullable ? fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) }) : a);
  switch (type) {
    case 'string':
      return nullable(leaf(stringByName(name, k, s)));
    case 'integer':
    case 'number':
      return nullable(leaf(numberByName(name, k, s)));
    case 'boolean':
      return nullable(leaf(fc.boolean()));
    case 'array': {
      const item = plausible(s.items, name, k, { ...o, depth: depth + 1 });
      return nullable(leaf(fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) })));
    }
    case 'object':
      return nullable(objectOf(s, k, { ...o, depth: depth + 1 }));
    default:
      // No type: a field the route reads itself (an amount, a free-form value). Numbers and text both.
      return leaf(fc.oneof(numberByName(name, k), stringByName(name, k), fc.constant(null)));
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
        required.has(key) ? fc.constant([key, v] as const) : fc.option(fc.constant([key, v] as const), { freq: 3, nil: null }),
      ),
    );
    base = fc.tuple(...fields).map((pairs) => {
      const out: Record<string, unknown> = {};
      for (const p of pairs) if (p) setOwn(out, p[0], p[1]);
      return out;
    });
  } else if (s.additionalProperties) {
    const sub = typeof s.additionalProperties === 'object' ? s.additionalProperties : {};
    base = fc.uniqueArray(fc.constantFrom(...k.vocabulary), { maxLength: 8 }).chain((keys) =>
      fc.tuple(...keys.map((key) => plausible(sub, key, k, o))).map((vals) => {
        const out: Record<string, unknown> = {};
        keys.forEach((key, i) => setOwn(out, key, vals[i]));
        return out;
      }),
    );
  } else {
    base = fc.constant({});
  }
  if (o.hostility <= 0) return base;
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.constantFrom(...k.vocabulary)), hostileValue), { maxLength: 3 });
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
