/** Document files, training packages and secure downloads, all through deliverFile. */
import type { FastifyInstance } from 'fastify';
import { secureDownloadPath, trainingPrefix } from '../../engine/documents/links';
import { deliverFile } from '../files/deliver-file';
import { errorSchema } from './schemas';

const fileResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 416: errorSchema };
const wildcardParams = { type: 'object', properties: { '*': { type: 'string', maxLength: 2048 } } } as const;

export function registerFileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>(
    '/public/*',
    { schema: { params: wildcardParams, response: fileResponses } },
    (request, reply) =>
      deliverFile(request, reply, { kind: 'public', requested: request.params['*'], whenSignedOut: 'unauthorized' }),
  );

  // The more specific prefix wins in Fastify's router, so training files never reach the public table.
  app.get<{ Params: { '*': string } }>(
    `${trainingPrefix}/*`,
    { schema: { params: wildcardParams, response: fileResponses } },
    (request, reply) =>
      deliverFile(request, reply, { kind: 'training', requested: request.params['*'], whenSignedOut: 'unauthorized' }),
  );

  app.get<{ Querystring: { file: string } }>(
    secureDownloadPath,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', minLength: 1, maxLength: 2048 } },
        },
        response: fileResponses,
      },
    },
    (request, reply) =>
      deliverFile(request, reply, {
        kind: 'secure',
        requested: request.query.file,
        whenSignedOut: 'redirect-to-login',
      }),
  );
}
