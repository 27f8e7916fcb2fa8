import fc from 'fast-check';

/**
 * Hostile values for the API fuzz (fuzz.test.ts): what a careless client, a scanner or an attacker
 * sends. Strings are JS strings (JSON-encoded or percent-encoded by the caller); `RAW_URL_PIECES`
 * are already percent-encoded, to put broken encodings on the wire as they are.
 */

const long = (n: number, unit = 'x') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r ',
  '\u0000',
  'Ada\u0000Obi',
  '\u0000'.repeat(64),
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(0)--',
  "\\'; select 1; --",
  '%',
  '_',
  '%_%',
  '$1',
  // markup and templates
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}<%= 7*7 %>',
  // paths and protocols
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  // header and mail injection
  'Ada\r\nSet-Cookie: session=stolen',
  'ada@example.ng\r\nBcc: everyone@example.ng',
  // unicode: direction marks, zero-width, combining, emoji, other scripts, lone surrogates
  '\u202Egnp.exe',
  '\u200F\u200E\u202A\u202B\u202C\u2066\u2069',
  '\u200B\u200C\u200D\uFEFF',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359\u035A',
  '💰🇳🇬👩‍👩‍👧‍👦🏽',
  'Ọmọ́ Ìrètí Àdìgún',
  'عربي עברית 中文',
  '\uD800',
  'a\uDFFFb',
  // issue 23: a lone half in an address, a trailing high half, a spoofed file name
  'a\uD800@example.ng',
  'Ada\uD83D',
  '\uDC00\uD800',
  'Evil\u202Egnp.exe\u200B',
  '\u2066Obi\u2069\u2067x\u2068',
  '\uFFFF\uFFFE',
  // numbers as text
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e-324',
  '-0',
  '0x1F',
  '0b101',
  '1_000',
  '1,000,000',
  ' 5000 ',
  '５０００',
  '٥٠٠٠',
  '99999999999999999999999999999999999999',
  long(400, '9'),
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  // emails
  'ada@demo.ireti.ng',
  'ADMIN@DEMO.IRETI.NG',
  `${long(250, 'a')}@example.ng`,
  'a@b',
  '@example.ng',
  'ada@@example.ng',
  '"ada"@example.ng',
  // sizes
  long(256),
  long(5_000, 'Ọ'),
  long(70_000, 'ab '),
];

/** Long strings, kept out of the common pool because each costs a lot to send and check. */
export const HUGE_STRINGS: readonly string[] = [long(200_000), long(60_000, '💰'), long(250_000, '<b>x</b>')];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  1e21,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
];

/** Keys that poison prototypes or confuse lookups. */
export const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  '$where',
  '$gt',
  'a.b',
  'a[b]',
  'role',
  'is_admin',
  'id',
  'user_id',
  'status',
  long(300, 'k'),
];

/** Already-encoded pieces for URLs (path segments and query strings), broken encodings included. */
export const RAW_URL_PIECES: readonly string[] = [
  '%00',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F%92%B0',
  '%',
  '%2',
  '%zz',
  '%25',
  '%2F',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%3B',
  ';',
  '%0D%0ASet-Cookie:%20x=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%20'1'='1",
  '+',
  '%20',
  '~',
  long(199, 'a'),
  long(201, 'a'),
  long(2000, '9'),
];

/** Percent-encodes the UTF-8 bytes of `s` (lone surrogates become U+FFFD, as a browser would). */
export function enc(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Percent-encodes arbitrary bytes (invalid UTF-8 included). */
export const encBytes = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

export const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS)).map(([a, b]) => `Ada ${a} ${b}`),
  },
);

export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** Any JSON leaf or small structure that is probably the wrong type for where it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [[]], [null], { $gt: '' }, { $ne: null }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      ...HUGE_STRINGS.slice(0, 1),
      Array.from({ length: 5_000 }, (_, i) => i),
    ),
  },
);

/** Sets `key` as an own property even when it is `__proto__`, so JSON.stringify writes it. */
export function setOwn(o: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}

/** JSON text nested `depth` levels deep, built as text (no recursion on our side). */
export const deepObjectText = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
export const deepArrayText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
