/**
 * Request logging for the running server: one JSON line per answer, written when it is done, with
 * the request id, method, address (credentials redacted, log-redaction.ts), client address,
 * status and time, instead of Fastify's two lines (one on arrival, one on completion). Failures
 * and cut-off streams are still logged as Fastify does.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
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

/** Logger settings for the running server: credentials are redacted from request logs. */
export function productionLogger(level = 'info'): FastifyServerOptions['logger'] {
  return { level, serializers: { req: requestSerializer } };
}
