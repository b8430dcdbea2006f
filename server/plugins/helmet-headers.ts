/**
 * The security headers of every answer, as @fastify/helmet sends them: a strict CSP (the site
 * needs no inline code or eval) and helmet's usual set, with pages never framed by anyone
 * (X-Frame-Options DENY, frame-ancestors 'none'; file-routes.ts lets the site frame its training
 * packages).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Origins the site may frame besides itself: the learning library and video players. */
export function frameSources(learningLibraryUrl: string, videoOrigins: readonly string[]): string[] {
  const origins = new Set(videoOrigins);
  if (/^https:\/\//.test(learningLibraryUrl)) origins.add(new URL(learningLibraryUrl).origin);
  return ["'self'", ...[...origins].sort()];
}

/** A source with a separator or space in it would end its directive and start another. */
const unsafeSource = /[;,\s]/;

/** Typed by what it is, so it fits both the plugin's options and those of helmet's own middleware. */
export function helmetOptions(frameSrc: readonly string[]) {
  const bad = frameSrc.filter((source) => unsafeSource.test(source));
  if (bad.length > 0) throw new Error(`Not a frame source for the Content-Security-Policy: ${bad.join(', ')}`);
  return {
    contentSecurityPolicy: {
      // Only what is listed here: helmet's defaults would add upgrade-insecure-requests, which breaks plain-HTTP demo use.
      useDefaults: false as const,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': [...frameSrc],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' as const },
  };
}

/**
 * The headers helmet sets with helmetOptions(frameSrc), as its middleware writes them on an answer:
 * for the answers no route writes (client-error-answer.ts), computed by the same library with the
 * same options as the plugin's.
 */
export function securityHeaders(frameSrc: readonly string[]): Readonly<Record<string, string>> {
  const request = new IncomingMessage(new Socket());
  const answer = new ServerResponse(request);
  helmet(helmetOptions(frameSrc))(request, answer, () => undefined);
  return Object.freeze(
    Object.fromEntries(Object.entries(answer.getHeaders()).map(([name, value]) => [name, String(value)])),
  );
}

/**
 * The portal is gated and its console private: no answer of either, page, file or refusal, belongs
 * in a search engine's index, even one reached through a link someone published. Only the public
 * instructions for use (`indexable`) are meant to be found.
 */
const robotsHeader = { 'x-robots-tag': 'noindex' } as const;

/**
 * Registers @fastify/helmet and the robots header for every answer but those of the addresses
 * `indexable` names, and keeps both for the answers Node's parser refuses.
 */
export async function registerHelmetHeaders(
  app: FastifyInstance,
  frameSrc: readonly string[],
  indexable: (url: string) => boolean = () => false,
): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(frameSrc));
  app.addHook('onRequest', (request, reply, done) => {
    if (!indexable(request.url)) void reply.headers(robotsHeader);
    done();
  });
  app.decorate('securityHeaders', Object.freeze({ ...securityHeaders(frameSrc), ...robotsHeader }));
}
