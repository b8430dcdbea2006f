/** Document files, training packages and secure downloads, all through deliverFile. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureDownloadPath, trainingPrefix } from '../../engine/shared/documents/links';
import { audit } from '../audit/audit-request';
import { serverText } from '../languages/languages';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import { errorSchema } from '../plugins/schemas';
import { sessionRateLimit } from '../plugins/session-rate-limit';
import { deliverFile } from './deliver-file';

const fileResponses = { 400: errorSchema, 404: errorSchema, 416: errorSchema, 429: errorSchema };
/** The session is checked in deliverFile, after the requested path, right before the bytes go out. */
const checksSessionItself = { checksSessionItself: true };
const wildcardParams = { type: 'object', properties: { '*': { type: 'string', maxLength: 2048 } } } as const;

/** Other methods on a file route get a clear 405 (and no bytes), never the file and never a 404 page. */
const otherMethods = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function registerFileRoutes(app: FastifyInstance, sessionLimit: RequestRateLimit): void {
  // One budget per session for every file route: a package's files, documents and downloads together.
  const perSession = sessionRateLimit(app, sessionLimit);
  for (const url of ['/public/*', `${trainingPrefix}/*`, secureDownloadPath]) {
    app.route({
      method: [...otherMethods],
      url,
      onRequest: perSession,
      config: checksSessionItself,
      schema: { response: { 405: errorSchema, 429: errorSchema } },
      handler: async (request, reply) => {
        await audit(
          request,
          'access-denied',
          `${request.method} ${request.url.split(/[?#]/)[0]} (method not allowed)`,
          {
            collapse: true,
          },
        );
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .header('cache-control', 'no-store')
          .send({
            error: serverText(request, 'methodNotAllowed'),
          });
      },
    });
  }

  app.get<{ Params: { '*': string } }>(
    '/public/*',
    { onRequest: perSession, config: checksSessionItself, schema: { params: wildcardParams, response: fileResponses } },
    (request, reply) => deliverFile(request, reply, { kind: 'public', requested: request.params['*'] }),
  );

  // The more specific prefix wins in Fastify's router, so training files never reach the public table.
  app.get<{ Params: { '*': string } }>(
    `${trainingPrefix}/*`,
    {
      onRequest: perSession,
      config: checksSessionItself,
      schema: { params: wildcardParams, response: fileResponses },
      onSend: allowFramingBySite,
    },
    (request, reply) => deliverFile(request, reply, { kind: 'training', requested: request.params['*'] }),
  );

  app.get<{ Querystring: { file: string } }>(
    secureDownloadPath,
    {
      onRequest: perSession,
      config: checksSessionItself,
      schema: {
        querystring: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', minLength: 1, maxLength: 2048 } },
        },
        response: fileResponses,
      },
    },
    (request, reply) => deliverFile(request, reply, { kind: 'secure', requested: request.query.file }),
  );
}

/**
 * Training packages, the learning library and local video players are shown in the site's own
 * frames, so they may be framed by this origin (and only by it); every other answer stays unframeable.
 */
async function allowFramingBySite(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    void reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  }
  void reply.header('x-frame-options', 'SAMEORIGIN');
  return payload;
}
