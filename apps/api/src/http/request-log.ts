import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

/**
 * One log line per request (docs/operations.md "Logs"): Fastify's two lines ("incoming request",
 * then "request completed") become the second alone, carrying the request (through the redacting
 * serializer of log-redaction.ts), its status and how long it took. In production it is one JSON
 * object; in development `prettyLogStream` prints it as
 * `[14:32:07] INFO: GET /api/v1/campaigns/all → 200 4ms` (an error keeps its stack below).
 */
export const REQUEST_LINE = 'request completed';

class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const res = { statusCode: reply.statusCode };
    const responseTime = Math.round(reply.elapsedTime);
    if (error) reply.log.error({ req: request, res, err: error, responseTime }, 'request errored');
    else reply.log.info({ req: request, res, responseTime }, REQUEST_LINE);
  }
}

/** Fastify's options for it (app.ts). */
export const requestLogOptions = () => ({ logController: new OneLinePerRequest() });

/**
 * Readable lines for a person at a terminal (`npm run dev`, NODE_ENV=development): pino-pretty in
 * this process (no worker thread), colours only on a terminal. The request's headers, address and
 * id are left out of the line; anything else a line carries (an error and its stack) is printed
 * under it. Secrets are redacted before the line gets here, as for JSON.
 */
export function prettyLogStream(destination: NodeJS.WritableStream | number = 1) {
  return pretty({
    destination,
    colorize: typeof destination === 'number' ? process.stdout.isTTY : false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const req = log.req as { method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      if (req && (log[messageKey] === REQUEST_LINE || log[messageKey] === 'request errored'))
        return `${req.method} ${req.url} → ${res?.statusCode ?? '-'} ${log.responseTime}ms`;
      return String(log[messageKey] ?? '');
    },
    sync: true,
  });
}
