/**
 * /robots.txt: the portal is gated, so crawlers are asked to fetch nothing of it but the public
 * instructions for use and the label resolver, which are meant to be found (every other answer also
 * carries `X-Robots-Tag: noindex`, plugins/helmet-headers.ts, for the crawlers that fetch anyway).
 */
import type { FastifyInstance } from 'fastify';
import { publicEifuPrefixes } from '../../engine/shared/eifu/eifu-addresses';
import type { Language } from '../../engine/shared/languages';

/** The file for a site in these languages; the longest matching rule wins, so the allowed prefixes win over `/`. */
function robotsTxtOf(languages: readonly Language[]): string {
  const allowed = publicEifuPrefixes(languages).map((prefix) => `Allow: ${prefix}\n`);
  return `User-agent: *\n${allowed.join('')}Disallow: /\n`;
}

export function registerRobotsTxtRoute(app: FastifyInstance, languages: readonly Language[]): void {
  const robotsTxt = robotsTxtOf(languages);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt),
  );
}
