/**
 * /.well-known/security.txt (RFC 9116): where security researchers report a problem, from the
 * SECURITY_CONTACT and SECURITY_TXT_EXPIRES settings.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const yearMs = 365 * 86_400_000;

export function securityTxtOf(config: Config, startedAt: number): string {
  const expires = config.securityTxtExpires ?? new Date(startedAt + yearMs);
  return [
    `Contact: ${config.securityContact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

export function registerSecurityTxtRoute(app: FastifyInstance, body: string): void {
  app.get('/.well-known/security.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body),
  );
}
