/**
 * Is `err` the database being out of reach — restarting, shutting down, not yet accepting
 * connections, or the network to it cut — rather than a mistake in a query? Those are answered
 * 503 with Retry-After (http/error-handler.ts), never 500. Looks through `cause` (Drizzle wraps
 * the driver's error in DrizzleQueryError) and AggregateError (a connect to several addresses).
 */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped, idle_session_timeout; class 08 is connection_exception. */
const SQLSTATE = new Set(['57P01', '57P02', '57P03', '57P04', '57P05']);
/** What node-postgres throws when its socket ends or a connect times out (no code). */
const MESSAGE =
  /^(?:Connection terminated(?: unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Connection ended unexpectedly)$/;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK.has(code) || SQLSTATE.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof e.message === 'string' && MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
