/**
 * /robots.txt: the portal is gated, so crawlers are asked to fetch nothing of it (every answer also
 * carries `X-Robots-Tag: noindex`, plugins/helmet-headers.ts, for the crawlers that fetch anyway).
 */
import type { FastifyInstance } from 'fastify';

const robotsTxt = 'User-agent: *\nDisallow: /\n';

export function registerRobotsTxtRoute(app: FastifyInstance): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt),
  );
}
