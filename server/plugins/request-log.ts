/**
 * Request logging for the running server: one JSON line per answer, written when it is done, with
 * the request id, method, address (credentials redacted, log-redaction.ts), client address,
 * status and time, instead of Fastify's two lines (one on arrival, one on completion). Failures
 * and cut-off streams are still logged as Fastify does.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import { requestSerializer } from './log-redaction';

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function requestLogController(): LogController {
  return new OneLinePerRequest();
}

/**
 * Logger settings for the running server: credentials are redacted from request logs. Lines go to
 * standard output without blocking, gathered into writes of at least 8 KiB: a synchronous write
 * per request line cost about 40 % of a manifest request's CPU under load. A quiet server's lines
 * are written within a second all the same (the periodic flush), and pino writes what is left when
 * the process exits (signals, errors), so only a kill -9 can lose the last second of lines, never
 * an audit row (those are in the database before the answer).
 */
export function productionLogger(level = 'info'): FastifyServerOptions['logger'] {
  return {
    ...loggerSettings(level),
    stream: pino.destination({ dest: 1, sync: false, minLength: 8192, periodicFlush: 1000 }),
  };
}

/** What the running server's logger is, apart from where its lines go. */
export function loggerSettings(level: string) {
  return { level, serializers: { req: requestSerializer } };
}
