/**
 * One error handler: validation errors become 400 with a JSON pointer, other client errors
 * keep their status, and anything unexpected is a logged 500 without details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export interface ErrorBody {
  error: string;
  /** Where a validation error is: which part of the request and the JSON pointer inside it. */
  in?: string;
  pointer?: string;
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

function pointerOf(issue: ValidationIssue): string {
  const params = issue.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const child = params.missingProperty ?? params.additionalProperty;
  const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
  return typeof child === 'string' ? `${issue.instancePath}/${escapePointer(child)}` : issue.instancePath || '/';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { error?: unknown }, request, reply) => {
    const first = error.validation?.[0];
    if (first) {
      const pointer = pointerOf(first);
      const where = error.validationContext ?? 'request';
      return reply.code(400).send({
        error: `${where}${pointer === '/' ? '' : pointer} ${first.message ?? 'is invalid'}`,
        in: where,
        pointer,
      } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = typeof error.error === 'string' ? error.error : error.message;
      return reply.code(status).send({ error: message || 'Bad request' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' } satisfies ErrorBody);
  });
}
