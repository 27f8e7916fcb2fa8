import fc from 'fast-check';
import { fillPath, type Operation, type Param } from './openapi.ts';
import { badFor, nearly, plausible, type Known } from './plausible.ts';
import {
  deepArrayText,
  deepObjectText,
  enc,
  encBytes,
  HOSTILE_KEYS,
  HUGE_STRINGS,
  hostileNumber,
  hostileString,
  RAW_URL_PIECES,
  setOwn,
} from './values.ts';

/** Files the upload routes can be sent (real bytes, made once). */
export interface Files {
  png: Buffer;
  pdf: Buffer;
}

/** One generated request, sent as is to each persona (signed-in personas replace `auth`). */
export interface Wire {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** Authorization for the signed-out persona: absent, or a garbage value. */
  auth: string | null;
  body: { bytes: Buffer; chunked: boolean } | null;
  /** The kinds of hostility in this request, for the summary and the report. */
  kinds: string[];
}

const MAX_URL = 12_000; // under Node's 16 KB header limit, as a real client must be

// ─── path ──────────────────────────────────────────────────────────────────────────────────────

function validPath(p: Param, k: Known, op: Operation): fc.Arbitrary<[string, string]> {
  const context = op.path.slice(0, op.path.indexOf(`{${p.name}}`) + p.name.length + 2);
  return plausible(p.schema, p.name, k, { hostility: 0, context }).map((v) => [enc(String(v)), 'path:valid'] as [string, string]);
}

function hostilePath(p: Param, k: Known, op: Operation): fc.Arbitrary<[string, string]> {
  const context = op.path.slice(0, op.path.indexOf(`{${p.name}}`) + p.name.length + 2);
  const good = plausible(p.schema, p.name, k, { hostility: 0, context }).map(String);
  return fc.oneof(
    { weight: 2, arbitrary: validPath(p, k, op) },
    { weight: 4, arbitrary: nearly(good).map((s) => [enc(s), 'path:nearly-valid'] as [string, string]) },
    ...(badFor(p.name).length
      ? [{ weight: 1, arbitrary: fc.constantFrom(...badFor(p.name)).map((s) => [enc(s), 'path:odd-value'] as [string, string]) }]
      : []),
    { weight: 3, arbitrary: hostileString.map((s) => [enc(s), 'path:hostile'] as [string, string]) },
    { weight: 2, arbitrary: hostileNumber.map((n) => [enc(String(n)), 'path:number'] as [string, string]) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((s) => [s, 'path:raw-encoding'] as [string, string]) },
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 12 }).map((b) => [encBytes(b), 'path:bytes'] as [string, string]) },
  );
}

// ─── query ─────────────────────────────────────────────────────────────────────────────────────

const PAGING_HOSTILE = ['-1', '0', '-0', '100001', '999999999999', '1e308', '1.5', 'NaN', ' 2 ', '0x10', '', '1,2', String(2 ** 53 + 1)];
export type Pairs = Array<[string, string]>;

const validValue = (p: Param, k: Known, op: Operation) =>
  plausible(p.schema, p.name, k, { hostility: 0, context: op.path }).map((v) => enc(String(v)));

/** The declared parameters, each valid or absent (required ones always there). */
function validQuery(op: Operation, k: Known): fc.Arbitrary<Pairs> {
  const each = op.queryParams.map((p) =>
    p.required
      ? validValue(p, k, op).map((v) => [[enc(p.name), v]] as Pairs)
      : fc.option(
          validValue(p, k, op).map((v) => [[enc(p.name), v]] as Pairs),
          { freq: 3, nil: [] as Pairs },
        ),
  );
  return fc.tuple(...each).map((lists) => lists.flat());
}

function hostilePairs(p: Param, k: Known, op: Operation): fc.Arbitrary<Pairs> {
  const valid = validValue(p, k, op);
  const good = plausible(p.schema, p.name, k, { hostility: 0, context: op.path }).map(String);
  const special = badFor(p.name);
  const hostile = fc.oneof(
    nearly(good).map(enc),
    ...(special.length ? [fc.constantFrom(...special).map(enc)] : []),
    hostileString.map(enc),
    hostileNumber.map((n) => enc(String(n))),
    fc.constantFrom(...PAGING_HOSTILE).map(enc),
    fc.constantFrom(...RAW_URL_PIECES),
  );
  const name = enc(p.name);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((v) => [[name, v]] as Pairs) },
    { weight: 1, arbitrary: fc.constant([] as Pairs) },
    { weight: 4, arbitrary: hostile.map((v) => [[name, v]] as Pairs) },
    // Duplicated keys: page=1&page=2 arrives as an array.
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.oneof(valid, hostile)).map(
        ([a, b]) =>
          [
            [name, a],
            [name, b],
          ] as Pairs,
      ),
    },
    // Bracket arrays and objects, as other frameworks read them.
    {
      weight: 1,
      arbitrary: valid.map(
        (v) =>
          [
            [`${name}[]`, v],
            [`${name}[0]`, v],
            [`${name}[__proto__][x]`, v],
          ] as Pairs,
      ),
    },
    { weight: 1, arbitrary: fc.constant([[name, '']] as Pairs) },
    { weight: 1, arbitrary: fc.constant([[name, enc('x'.repeat(5_000))]] as Pairs) },
  );
}

function hostileQuery(op: Operation, k: Known): fc.Arbitrary<[Pairs, string[], string]> {
  const declared = fc.tuple(...op.queryParams.map((p) => hostilePairs(p, k, op)));
  const extraKey = fc.oneof(
    fc.constantFrom(...HOSTILE_KEYS),
    fc.constantFrom(...k.vocabulary),
    fc.constantFrom('page', 'per_page', 'sort', 'limit'),
  );
  const extra = fc.array(fc.tuple(extraKey.map(enc), fc.oneof(hostileString.map(enc), fc.constantFrom(...PAGING_HOSTILE).map(enc))), {
    minLength: op.queryParams.length ? 0 : 1,
    maxLength: 3,
  });
  const noise = fc.constantFrom('', '', '', '&&', '&=', '&=x', '&x', '&%', '&a=%zz');
  return fc.tuple(declared, extra, noise, fc.boolean()).map(([lists, more, junk, reverse]) => {
    const pairs = [...lists.flat(), ...more];
    if (reverse) pairs.reverse();
    const kinds: string[] = ['query:hostile'];
    if (more.length) kinds.push('query:extra-keys');
    if (new Set(pairs.map(([key]) => key)).size < pairs.length) kinds.push('query:duplicate-keys');
    if (junk) kinds.push('query:junk');
    return [pairs, kinds, junk];
  });
}

const queryText = (pairs: Pairs, junk = '') => {
  const qs = pairs.map(([key, v]) => `${key}=${v}`).join('&') + junk;
  return qs ? `?${qs}` : '';
};

// ─── headers ───────────────────────────────────────────────────────────────────────────────────

const token43 = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

/** Authorization values a signed-out client might send: none, or garbage. */
function authHeader(k: Known & { revokedToken: string }): fc.Arbitrary<string | null> {
  const latin1 = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 60 });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    {
      weight: 4,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          'Bearer',
          'Bearer ',
          'Bearer null',
          'Bearer undefined',
          'Basic YWRtaW46YWRtaW4=',
          'Token abcdefghijklmnopqrstuvwxyz',
          'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.',
          "Bearer ' OR '1'='1' --------------",
          `Bearer ${'a'.repeat(201)}`,
          `Bearer ${'a'.repeat(8_000)}`,
          `Bearer ${k.revokedToken}`,
          `bearer ${k.revokedToken}`,
          `Bearer ${k.revokedToken}, Bearer ${k.revokedToken}`,
        ),
        token43.map((t) => `Bearer ${t}`),
        token43.map((t) => `BEARER   ${t}   `),
        latin1.map((s) => `Bearer ${s}`),
      ),
    },
  );
}

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .subarray(
    [
      ['accept', 'text/html'],
      ['accept', 'application/xml;q=1, */*;q=0'],
      ['accept-language', 'yo-NG,ha;q=0.9,*;q=0.1,' + 'x'.repeat(500)],
      ['accept-encoding', 'gzip, br, zstd, identity;q=0'],
      ['user-agent', '<script>alert(1)</script>'.repeat(200)],
      ['x-forwarded-for', "1.1.1.1, ' OR 1=1, ::ffff:999.1.1.1"],
      ['x-real-ip', '999.999.999.999'],
      ['cookie', 'ireti_fb_state=%00%FF; session=__proto__; a=' + 'b'.repeat(3_000)],
      ['origin', 'https://evil.example'],
      ['referer', 'javascript:alert(1)'],
      ['x-paystack-signature', 'f'.repeat(128)],
      ['x-http-method-override', 'DELETE'],
      ['range', 'bytes=99999999999-'],
      ['if-none-match', '*'],
      ['expect', '100-continue'],
    ] as Array<[string, string]>,
    { maxLength: 4 },
  )
  .map((pairs) => Object.fromEntries(pairs));

// ─── bodies ────────────────────────────────────────────────────────────────────────────────────

export interface Body {
  bytes: Buffer;
  type: string | null;
  kind: string;
  chunked?: boolean;
  length?: string;
}

export const json = (v: unknown, kind: string, type: string | null = 'application/json'): Body => ({
  bytes: Buffer.from(JSON.stringify(v) ?? 'null'),
  type,
  kind,
});
const text = (s: string, kind: string, type: string | null = 'application/json'): Body => ({ bytes: Buffer.from(s), type, kind });

const INVALID_UTF8: Buffer[] = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0x00]),
];

/** A JSON text of `obj` with raw bytes (invalid UTF-8, NUL) inside its first string value. */
export function withRawBytes(obj: unknown, bytes: Buffer): Buffer {
  const MARK = 'Q9MARKQ9';
  let placed = false;
  const mark = (v: unknown): unknown => {
    if (placed) return v;
    if (typeof v === 'string') {
      placed = true;
      return `Ada${MARK}Obi`;
    }
    if (Array.isArray(v)) return v.map(mark);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v)) setOwn(out, key, mark((v as Record<string, unknown>)[key]));
      return out;
    }
    return v;
  };
  const marked = mark(obj);
  const textOf = placed ? (JSON.stringify(marked) ?? '') : `{"text":"Ada${MARK}Obi"}`;
  const [a, b] = textOf.split(MARK);
  return Buffer.concat([Buffer.from(a!), bytes, Buffer.from(b ?? '')]);
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}
const CRLF = '\r\n';
function multipartBytes(parts: Part[], boundary: string, o: { close?: boolean; dispositions?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}${CRLF}`;
    if (o.dispositions !== false) {
      head += `Content-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}${CRLF}`;
    }
    if (p.type) head += `Content-Type: ${p.type}${CRLF}`;
    chunks.push(Buffer.from(head + CRLF, 'latin1'), p.data, Buffer.from(CRLF));
  }
  if (o.close !== false) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const FILENAMES = [
  'photo.jpg',
  '../../../etc/passwd',
  'a\u0000.png',
  'x.php',
  '💰.png',
  '\u202Egpj.exe',
  'a'.repeat(500),
  '',
  'CON',
  'photo.jpg"; name="evil',
];

const BOUNDARY = '----IretiFuzzBoundary7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function multipart(k: Known, files: Files): fc.Arbitrary<Body> {
  const B = BOUNDARY;
  const type = MULTIPART;
  const filename = fc.constantFrom(...FILENAMES).map((f) => Buffer.from(f, 'utf8').toString('latin1'));
  const field = fc
    .tuple(
      fc.constantFrom('campaign', 'id_type', 'name', 'x', '__proto__', 'constructor', ...k.vocabulary),
      fc.oneof(hostileString, fc.constantFrom(...k.publicIds)),
    )
    .map(([name, value]) => ({ name, data: Buffer.from(value) }) as Part);
  const mb = (kind: string, bytes: Buffer, t: string | null = type): Body => ({ bytes, type: t, kind: `multipart:${kind}` });
  return fc.oneof(
    fc.array(field, { minLength: 0, maxLength: 4 }).map((fields) => mb('no-file', multipartBytes(fields, B))),
    fc
      .tuple(filename, fc.array(field, { maxLength: 2 }))
      .map(([fn, fields]) => mb('png', multipartBytes([...fields, { name: 'file', filename: fn, type: 'image/png', data: files.png }], B))),
    filename.map((fn) => mb('pdf', multipartBytes([{ name: 'file', filename: fn, type: 'application/pdf', data: files.pdf }], B))),
    fc
      .tuple(filename, fc.uint8Array({ maxLength: 4_096 }))
      .map(([fn, data]) =>
        mb('garbage-file', multipartBytes([{ name: 'file', filename: fn, type: 'image/jpeg', data: Buffer.from(data) }], B)),
      ),
    fc.constant(mb('empty-file', multipartBytes([{ name: 'file', filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }], B))),
    fc.constant(
      mb(
        'svg-script',
        multipartBytes(
          [
            {
              name: 'file',
              filename: 'x.svg',
              type: 'image/svg+xml',
              data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            },
          ],
          B,
        ),
      ),
    ),
    fc.constant(
      mb(
        'file-as-text',
        multipartBytes(
          [
            {
              name: 'file',
              data:
                files.png.toString('base64').length > 0
                  ? Buffer.from(`data:image/png;base64,${files.png.toString('base64')}`)
                  : Buffer.alloc(0),
            },
          ],
          B,
        ),
      ),
    ),
    fc.constant(mb('wrong-field', multipartBytes([{ name: 'image', filename: 'photo.png', type: 'image/png', data: files.png }], B))),
    fc.constant(
      mb(
        'two-files',
        multipartBytes(
          [
            { name: 'file', filename: 'a.png', type: 'image/png', data: files.png },
            { name: 'file', filename: 'b.png', type: 'image/png', data: files.png },
          ],
          B,
        ),
      ),
    ),
    fc.constant(
      mb(
        'many-parts',
        multipartBytes(
          Array.from({ length: 15 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })),
          B,
        ),
      ),
    ),
    fc.constant(
      mb(
        'truncated',
        multipartBytes([{ name: 'file', filename: 'a.png', type: 'image/png', data: files.png.subarray(0, 40) }], B, { close: false }),
      ),
    ),
    fc.constant(mb('no-disposition', multipartBytes([{ name: 'file', type: 'image/png', data: files.png }], B, { dispositions: false }))),
    fc.constant(mb('empty-body', Buffer.alloc(0))),
    fc.constant(
      mb(
        'no-boundary',
        multipartBytes([{ name: 'file', filename: 'a.png', type: 'image/png', data: files.png }], B),
        'multipart/form-data',
      ),
    ),
    fc.constant(
      mb('other-boundary', multipartBytes([{ name: 'file', filename: 'a.png', type: 'image/png', data: files.png }], 'not-the-boundary')),
    ),
    fc.constant(mb('garbage', Buffer.from('this is not multipart at all\r\n--\r\n'))),
  );
}

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '{a:1}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '{"a":-0}',
  '{"a":123456789012345678901234567890}',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\u0000"}',
  '{"a":"\n"}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  ' {"__proto__" : null} ',
];

const WRONG_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/jsonx',
  'application/vnd.api+json',
  'application/merge-patch+json',
  '*/*',
  'json',
  ';',
  'image/png',
];

/** What the route would take from a careful client: its JSON body, an upload, or nothing. */
export function validBody(op: Operation, k: Known, files: Files): fc.Arbitrary<Body | null> {
  if (op.body)
    return plausible(op.body, 'body', k, { hostility: 0, context: op.path, described: describedKeys(op, k) }).map((v) =>
      json(v, 'json:valid-looking'),
    );
  if (op.method === 'GET' || op.method === 'DELETE') return fc.constant(null);
  // No JSON body declared: an upload route, or one that takes nothing.
  return fc.oneof(
    fc.constant(null),
    fc.constant({
      bytes: multipartBytes([{ name: 'file', filename: 'photo.png', type: 'image/png', data: files.png }], BOUNDARY),
      type: MULTIPART,
      kind: 'multipart:png',
    } as Body),
    fc.constant({
      bytes: multipartBytes([{ name: 'file', filename: 'bill.pdf', type: 'application/pdf', data: files.pdf }], BOUNDARY),
      type: MULTIPART,
      kind: 'multipart:pdf',
    } as Body),
  );
}

/** Field names a free-form body's description gives (`current_password, new_password …`). */
export function describedKeys(op: Operation, k: Known): string[] {
  const vocabulary = new Set(k.vocabulary);
  return [...new Set(op.text.match(/[a-z][a-z0-9_]*/g) ?? [])].filter((w) => vocabulary.has(w));
}

function hostileBody(op: Operation, k: Known, files: Files): fc.Arbitrary<Body> {
  const schema = op.body ?? { type: 'object', additionalProperties: true };
  const opts = { context: op.path, described: describedKeys(op, k) };
  const good = plausible(schema, 'body', k, { hostility: 0, ...opts });
  const mixed = plausible(schema, 'body', k, { hostility: 1, ...opts });
  const hot = plausible(schema, 'body', k, { hostility: 3, ...opts });
  const polluted = good.map((v) => {
    const o: Record<string, unknown> = v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object) } : {};
    setOwn(o, '__proto__', { polluted: 'yes', role: 'admin', isAdmin: true });
    setOwn(o, 'constructor', { prototype: { polluted: 'yes' } });
    return json(o, 'json:prototype-keys');
  });
  const hugeField = fc.tuple(good, fc.constantFrom(...HUGE_STRINGS)).map(([v, huge]) => {
    const o: Record<string, unknown> = v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object) } : {};
    const key = Object.keys(o)[0] ?? 'text';
    setOwn(o, key, huge);
    return json(o, 'json:huge-string');
  });
  return fc.oneof(
    { weight: 10, arbitrary: mixed.map((v) => json(v, 'json:hostile-leaf')) },
    { weight: 5, arbitrary: hot.map((v) => json(v, 'json:hostile-fields')) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => json(v, 'json:random')) },
    { weight: 2, arbitrary: good.map((v) => json([v, v], 'json:array-not-object')) },
    { weight: 1, arbitrary: fc.oneof(hostileString, hostileNumber, fc.constant(null), fc.boolean()).map((v) => json(v, 'json:primitive')) },
    { weight: 2, arbitrary: polluted },
    { weight: 1, arbitrary: hugeField },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer({ min: 1_000, max: 40_000 }).map((d) => text(deepObjectText(d), 'json:deep-object')),
        fc.integer({ min: 1_000, max: 80_000 }).map((d) => text(deepArrayText(d), 'json:deep-array')),
        fc.constant(text(`[${'0,'.repeat(120_000)}0]`, 'json:huge-array')),
        fc.constant(text(`{${Array.from({ length: 12_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`, 'json:many-keys')),
        fc.constant(text(JSON.stringify({ a: 'x'.repeat(300 * 1024) }), 'json:over-limit')),
      ),
    },
    { weight: 3, arbitrary: fc.constantFrom(...BROKEN_JSON).map((s) => text(s, 'json:broken')) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...INVALID_UTF8))
        .map(([v, bad]) => ({ bytes: withRawBytes(v, bad), type: 'application/json', kind: 'json:invalid-utf8' }) as Body),
    },
    {
      weight: 1,
      arbitrary: good.map(
        (v) => ({ bytes: Buffer.from(JSON.stringify(v) ?? 'null', 'utf16le'), type: 'application/json', kind: 'json:utf16' }) as Body,
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 2_048 })
        .map((b) => ({ bytes: Buffer.from(b), type: 'application/json', kind: 'json:random-bytes' }) as Body),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...WRONG_TYPES))
        .map(([v, t]) => ({ bytes: Buffer.from(JSON.stringify(v) ?? ''), type: t, kind: 'content-type:wrong' }) as Body),
    },
    {
      weight: 1,
      arbitrary: good.map((v) => ({ bytes: Buffer.from(JSON.stringify(v) ?? ''), type: null, kind: 'content-type:missing' }) as Body),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(good, fc.constantFrom('0', '1', '3', '999999999'))
        .map(([v, len]) => ({ ...json(v, `content-length:wrong(${len})`), length: len })),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        good.map((v) => ({ ...json(v, 'chunked:json'), chunked: true })),
        fc.constant({ ...text(JSON.stringify({ a: 'x'.repeat(400 * 1024) }), 'chunked:over-limit'), chunked: true }),
        fc
          .uint8Array({ maxLength: 1_024 })
          .map((b) => ({ bytes: Buffer.from(b), type: 'application/json', kind: 'chunked:bytes', chunked: true }) as Body),
      ),
    },
    { weight: 4, arbitrary: multipart(k, files) },
  );
}

// ─── the request ───────────────────────────────────────────────────────────────────────────────

type Aspect = 'path' | 'query' | 'headers' | 'body';

/**
 * Most requests are a careful client's request with one part made hostile (so the hostile part
 * gets past the rest and reaches the code behind it); some are careful throughout (the happy
 * path under every persona); some are hostile in several parts at once.
 */
export function requestOf(op: Operation, k: Known & { revokedToken: string }, files: Files): fc.Arbitrary<Wire> {
  const aspects: Aspect[] = ['query', 'headers', 'body'];
  if (op.pathParams.length) aspects.push('path', 'path');
  if (op.method !== 'GET') aspects.push('body', 'body');
  const mode = fc.oneof(
    { weight: 2, arbitrary: fc.constant([] as Aspect[]) },
    { weight: 6, arbitrary: fc.constantFrom(...aspects).map((a) => [a]) },
    { weight: 2, arbitrary: fc.subarray([...new Set(aspects)], { minLength: 2 }) },
  );
  return mode.chain((hostile) => {
    const bad = new Set(hostile);
    const path = fc.tuple(...op.pathParams.map((p) => (bad.has('path') ? hostilePath(p, k, op) : validPath(p, k, op))));
    const query: fc.Arbitrary<[Pairs, string[], string]> = bad.has('query')
      ? hostileQuery(op, k)
      : validQuery(op, k).map((pairs) => [pairs, [], '']);
    const auth = bad.has('headers') ? authHeader(k).filter((a) => a !== null) : fc.constant(null);
    const extra = bad.has('headers') ? extraHeaders : fc.constant({});
    const body: fc.Arbitrary<Body | null> = bad.has('body') ? hostileBody(op, k, files) : validBody(op, k, files);
    return fc.tuple(path, query, auth, extra, body).map(([pv, [pairs, qKinds, junk], authValue, headersExtra, b]) =>
      assemble(op, {
        path: pv,
        pairs,
        junk,
        auth: authValue,
        headers: headersExtra,
        body: b,
        kinds: hostile.length ? qKinds : [...qKinds, 'careful'],
      }),
    );
  });
}

/** Puts the parts of a request together: the URL, the headers its body needs, the kinds of hostility. */
export function assemble(
  op: Operation,
  parts: {
    path: Array<[string, string]>;
    pairs: Pairs;
    junk?: string;
    auth?: string | null;
    headers?: Record<string, string>;
    body: Body | null;
    kinds: string[];
  },
): Wire {
  const values: Record<string, string> = {};
  const kinds = new Set<string>(parts.kinds);
  op.pathParams.forEach((p, i) => {
    values[p.name] = parts.path[i]![0];
    kinds.add(parts.path[i]![1]);
  });
  let url = fillPath(op.path, values) + queryText(parts.pairs, parts.junk);
  if (url.length > MAX_URL) url = url.slice(0, MAX_URL);
  const headers: Record<string, string> = { ...parts.headers };
  if (Object.keys(parts.headers ?? {}).length) kinds.add('headers:odd');
  const auth = parts.auth ?? null;
  if (auth !== null) kinds.add('auth:garbage');
  const b = parts.body;
  if (b) {
    kinds.add(b.kind);
    if (b.type !== null) headers['content-type'] = b.type;
    if (b.length !== undefined) headers['content-length'] = b.length;
    if (b.chunked) headers['transfer-encoding'] = 'chunked';
  }
  return {
    method: op.method,
    url,
    headers,
    auth,
    body: b ? { bytes: b.bytes, chunked: b.chunked === true } : null,
    kinds: [...kinds].sort(),
  };
}

/** A short, faithful description of a request for a report (long parts cut, their length kept). */
export function describeWire(w: Wire, persona: string): string {
  const cut = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  const headers = Object.entries(w.headers).map(([key, v]) => `${key}: ${cut(v, 120)}`);
  const body = w.body
    ? `${w.body.chunked ? 'chunked ' : ''}${w.body.bytes.length} bytes: ${cut(JSON.stringify(w.body.bytes.toString('latin1')))}`
    : 'no body';
  return [
    `${w.method} ${cut(w.url, 400)} as ${persona}${persona === 'signedOut' && w.auth !== null ? ` (authorization: ${cut(JSON.stringify(w.auth), 80)})` : ''}`,
    ...headers,
    body,
    `kinds: ${w.kinds.join(', ')}`,
  ].join('\n    ');
}
