import type { FastifyRequest } from 'fastify';

/**
 * What the request log may not hold: the secret of an e-mailed link (reset, verification),
 * a one-time code or OAuth state in a query, a bearer token or a session cookie. A link's
 * secret is a bearer credential for as long as it lives, and logs are read by more people
 * (and kept longer) than the database.
 */
export const REDACTED = '[REDACTED]';

/** Paths whose next segment is a secret: the web pages of the e-mailed links and the API that checks them. */
const SECRET_PATH = /(\/(?:reset_password|verify_email|resetpassword|unsubscribe|confirm_email)\/)[^/?#]+/gi;
/** Query parameters that carry a secret, whatever the route. */
const SECRET_QUERY = /^(?:token|code|state|access_token|id_token|refresh_token|otp|password|secret|signature|key|sig)$/i;

/** `url` (a path with its query, or an absolute URL) with every secret replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = (q < 0 ? url : url.slice(0, q)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* a malformed name is kept as it came */
      }
      return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-paystack-signature']);

/** The request as logged: no secret in its URL, its referer or its credentials. */
function serializeRequest(req: FastifyRequest) {
  const headers: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) {
    if (SECRET_HEADERS.has(k)) headers[k] = REDACTED;
    else if (k === 'referer' && typeof v === 'string') headers[k] = redactUrl(v);
    else headers[k] = v;
  }
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
    headers,
  };
}

/**
 * Logger options that every logger of the app gets (server.ts, the tests): the request
 * serializer above, and pino's redaction for credentials wherever else they are logged.
 */
export const logRedaction = {
  serializers: { req: serializeRequest },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'res.headers["set-cookie"]',
      '*.headers.authorization',
      '*.headers.cookie',
    ],
    censor: REDACTED,
  },
};
