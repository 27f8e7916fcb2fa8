import fc from 'fast-check';
import type { Operation, Param } from './openapi.ts';
import { plausible, type Known } from './plausible.ts';
import { assemble, describedKeys, json, validBody, withRawBytes, type Body, type Files, type Pairs, type Wire } from './requests.ts';
import { enc } from './values.ts';

/**
 * The deterministic part of a route's fuzz, run before its random requests: a careful request
 * with exactly one field made hostile, for every path parameter, query parameter and top-level
 * body field, with the values that most often get through validation and break the database —
 * a NUL inside an otherwise valid value (PostgreSQL refuses it in text), a number past int4 and
 * bigint, an impossible date. Random runs may miss a field; this does not. Every text value of the
 * body, nested ones too (a reward inside a campaign), also gets a lone surrogate (PostgreSQL cannot
 * store it: issue 23) and the direction and zero-width controls that spoof what others read
 * (`BIDI_SPOOF`: a reply that succeeds must not show them back, fuzz.test.ts).
 */

/** A right-to-left override, an isolate and a zero-width space: "Evil\u202Egnp.exe" reads "Evilexe.png". */
export const BIDI_SPOOF = ['\u202E', '\u2067', '\u200B'] as const;
const LONE_SURROGATES = ['\ud800', '\udfff'] as const;

/** Every string leaf of a JSON value, as its path of keys and indexes (at most `depth` levels down). */
function textLeaves(value: unknown, path: Array<string | number> = [], depth = 3): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([k, v]) => textLeaves(v, [...path, k], depth - 1));
}

/** A deep copy of `value` with the string at `path` replaced by `make(old)`. */
function withLeaf(value: unknown, path: Array<string | number>, make: (old: string) => string): unknown {
  if (!path.length) return make(value as string);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withLeaf(v, rest, make) : v));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = withLeaf(copy[head as string], rest, make);
  return copy;
}
export function sweepOf(op: Operation, k: Known, files: Files, seed: number): Wire[] {
  const one = <T>(arb: fc.Arbitrary<T>, salt: number): T => fc.sample(arb, { seed: seed + salt, numRuns: 1 })[0]!;
  const contextOf = (p: Param) => op.path.slice(0, op.path.indexOf(`{${p.name}}`) + p.name.length + 2);
  const goodOf = (p: Param, salt: number, context = op.path) =>
    String(one(plausible(p.schema, p.name, k, { hostility: 0, context }), salt));
  const nul = (s: string) => {
    const at = Math.ceil(s.length / 2);
    return `${s.slice(0, at)}\u0000${s.slice(at)}`;
  };

  const goodPath = op.pathParams.map((p, i) => goodOf(p, i, contextOf(p)));
  const carefulPath = goodPath.map((v) => [enc(v), 'path:valid'] as [string, string]);
  const required: Pairs = op.queryParams.filter((p) => p.required).map((p, i) => [enc(p.name), enc(goodOf(p, 100 + i))]);
  const value = op.body
    ? one(plausible(op.body, 'body', k, { hostility: 0, context: op.path, described: describedKeys(op, k) }), 200)
    : undefined;
  const carefulBody: Body | null = value !== undefined ? json(value, 'json:valid-looking') : one(validBody(op, k, files), 200);

  const out: Wire[] = [];
  const add = (kind: string, parts: { path?: Array<[string, string]>; pairs?: Pairs; body?: Body | null }) =>
    out.push(
      assemble(op, {
        path: parts.path ?? carefulPath,
        pairs: parts.pairs ?? required,
        body: parts.body === undefined ? carefulBody : parts.body,
        kinds: [`sweep:${kind}`],
      }),
    );

  op.pathParams.forEach((p, i) => {
    const withValue = (raw: string, kind: string) => add(kind, { path: carefulPath.map((c, j) => (j === i ? [raw, `path:${kind}`] : c)) });
    withValue(enc(nul(goodPath[i]!)), `nul(${p.name})`);
    withValue('9223372036854775808', `overflow(${p.name})`);
  });

  op.queryParams.forEach((p, i) => {
    const others = required.filter(([key]) => key !== enc(p.name));
    add(`nul(?${p.name})`, { pairs: [...others, [enc(p.name), enc(nul(goodOf(p, 300 + i)))]] });
    add(`overflow(?${p.name})`, { pairs: [...others, [enc(p.name), '99999999999999999999']] });
    if (/date|_on$|_at$|from|to$|since|until/i.test(p.name))
      add(`impossible-date(?${p.name})`, { pairs: [...others, [enc(p.name), '2026-02-30']] });
  });

  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const props = op.body?.properties ?? {};
    const keys = [...new Set([...Object.keys(props), ...Object.keys(obj)])];
    const withField = (key: string, v: unknown, kind: string) =>
      add(`${kind}(${key})`, { body: json({ ...obj, [key]: v }, 'json:one-field') });
    for (const key of keys) {
      const schema = props[key] ?? {};
      const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean);
      const current = obj[key];
      const stringy = typeof current === 'string' || types.includes('string') || (!types.length && typeof current !== 'number');
      const numeric = typeof current === 'number' || types.includes('number') || types.includes('integer');
      if (stringy) withField(key, nul(typeof current === 'string' && current ? current : 'Ada Obi'), 'nul');
      if (numeric || !types.length) {
        withField(key, 2147483648, 'overflow-int4');
        // Past bigint, as JSON text (a JS number cannot hold it).
        const text = JSON.stringify({ ...obj, [key]: 'Q9BIGQ9' }).replace('"Q9BIGQ9"', '9223372036854775808');
        add(`overflow-bigint(${key})`, { body: { bytes: Buffer.from(text), type: 'application/json', kind: 'json:one-field' } });
      }
      if (/date|_on$|_at$/i.test(key)) withField(key, '2026-02-30', 'impossible-date');
    }
    // Lone surrogates and spoofing controls in every text value, nested ones included; a key too.
    const middle = (v: string, insert: string) => {
      const at = Math.ceil(v.length / 2);
      return `${v.slice(0, at)}${insert}${v.slice(at)}`;
    };
    for (const path of textLeaves(obj)) {
      const name = path.join('.');
      LONE_SURROGATES.forEach((half, i) =>
        add(`lone-surrogate${i}(${name})`, {
          body: json(
            withLeaf(obj, path, (v) => middle(v || 'Ada', half)),
            'json:one-field',
          ),
        }),
      );
      add(`bidi(${name})`, {
        body: json(
          withLeaf(obj, path, (v) => `${BIDI_SPOOF[0]}${middle(v || 'Ada', BIDI_SPOOF[1])}${BIDI_SPOOF[2]}`),
          'json:one-field',
        ),
      });
    }
    for (const key of keys.filter((k) => typeof obj[k] === 'string'))
      add(`lone-surrogate(${key})`, { body: json({ ...obj, [key]: `${String(obj[key])}\ud83d` }, 'json:one-field') });
    add('lone-surrogate-key', { body: json({ ...obj, 'x\udc00': 'Ada' }, 'json:one-field') });
    add('invalid-utf8', {
      body: { bytes: withRawBytes(obj, Buffer.from([0xc3, 0x28])), type: 'application/json', kind: 'json:invalid-utf8' },
    });
  }
  return out;
}
