import { Code, httpStatusOf } from '@ireti/shared';

export interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What a client must be able to rely on in every reply, whatever it sent. */
const KNOWN_CODES = new Set<number>(Object.values(Code));

/** HTTP statuses a code may travel with: its own (status.ts), plus 201 for creations, 415/413 for content type and size. */
function statusesFor(code: number): number[] {
  const own = httpStatusOf[code as Code];
  if (code === Code.OK) return [200, 201];
  if (code === Code.VALIDATION) return [own, 415];
  if (code === Code.UPLOAD_REJECTED) return [own, 413];
  return [own];
}

/** Internals a reply must never show: stack frames, file paths, database errors. */
const LEAKS =
  /node_modules\/|\/src\/[\w/.-]+\.ts|\.ts:\d+:\d+|\bat (?:async )?[\w.$<>]+ \(|SQLSTATE|duplicate key value|violates (?:unique|foreign key|not-null|check) constraint|invalid input syntax for|out of range for type|invalid byte sequence|relation "[^"]+" does not exist|syntax error at or near|column "[^"]+" (?:of relation|does not exist)|drizzle|ECONNREFUSED/i;

/**
 * The problems of one reply, empty when it is fine: never a 5xx; always the JSON envelope
 * `{ status: { code, desc }, entity }` with the HTTP status of its code. Two successes of GET
 * routes are not envelopes by design: a private file sent as it is (200, a non-HTML type, nosniff)
 * and a browser redirect within the site (the Facebook callback).
 */
export function problemsOf(method: string, reply: Reply, publicUrl: string): string[] {
  const problems: string[] = [];
  const status = reply.statusCode;
  const type = String(reply.headers['content-type'] ?? '');
  if (status >= 500) problems.push(`HTTP ${status}`);
  if (LEAKS.test(reply.body)) problems.push(`reply shows internals: ${JSON.stringify(reply.body.match(LEAKS)?.[0])}`);

  if (method === 'GET' && status >= 300 && status < 400) {
    const location = String(reply.headers.location ?? '');
    const sameSite = (location.startsWith('/') && !location.startsWith('//')) || location.startsWith(`${new URL(publicUrl).origin}/`);
    if (!sameSite) problems.push(`redirect to ${JSON.stringify(location.slice(0, 200))}, not within the site`);
    return problems;
  }
  if (method === 'GET' && status === 200 && type && !/json|html/i.test(type) && reply.headers['x-content-type-options'] === 'nosniff') {
    return problems; // a file, sent as it is
  }

  if (!/^application\/json\b/i.test(type)) problems.push(`content-type ${JSON.stringify(type)}, not application/json`);
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    problems.push('body is not JSON');
    return problems;
  }
  const env = body as { status?: { code?: unknown; desc?: unknown }; entity?: unknown } | null;
  if (!env || typeof env !== 'object' || Array.isArray(env)) {
    problems.push('body is not an object');
    return problems;
  }
  if (!env.status || typeof env.status !== 'object') {
    problems.push('no status object');
    return problems;
  }
  const { code, desc } = env.status;
  if (typeof code !== 'number' || !KNOWN_CODES.has(code)) problems.push(`status.code ${JSON.stringify(code)} is not a known code`);
  if (typeof desc !== 'string' || desc.trim() === '') problems.push(`status.desc ${JSON.stringify(desc)} is not a message`);
  if (!('entity' in env)) problems.push('no entity');
  if (typeof code === 'number' && KNOWN_CODES.has(code) && !statusesFor(code).includes(status)) {
    problems.push(`HTTP ${status} does not go with code ${code} (expected ${statusesFor(code).join(' or ')})`);
  }
  return problems;
}

/** The code of a reply for the summary: the envelope's code, or what it was instead. */
export function codeOf(reply: Reply): string {
  try {
    const c = (JSON.parse(reply.body) as { status?: { code?: unknown } })?.status?.code;
    if (typeof c === 'number') return String(c);
  } catch {
    /* not JSON */
  }
  return `HTTP ${reply.statusCode}`;
}
