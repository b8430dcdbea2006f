/**
 * The security headers of every answer, as @fastify/helmet sends them: a strict CSP (the site
 * needs no inline code or eval) and helmet's usual set, with pages never framed by anyone
 * (X-Frame-Options DENY, frame-ancestors 'none'; file-routes.ts lets the site frame its training
 * packages).
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Origins the site may frame besides itself: the learning library and video players. */
export function frameSources(learningLibraryUrl: string, videoOrigins: readonly string[]): string[] {
  const origins = new Set(videoOrigins);
  if (/^https:\/\//.test(learningLibraryUrl)) origins.add(new URL(learningLibraryUrl).origin);
  return ["'self'", ...[...origins].sort()];
}

/** A source with a separator or space in it would end its directive and start another. */
const unsafeSource = /[;,\s]/;

export function helmetOptions(frameSrc: readonly string[]): FastifyHelmetOptions {
  const bad = frameSrc.filter((source) => unsafeSource.test(source));
  if (bad.length > 0) throw new Error(`Not a frame source for the Content-Security-Policy: ${bad.join(', ')}`);
  return {
    contentSecurityPolicy: {
      // Only what is listed here: helmet's defaults would add upgrade-insecure-requests, which breaks plain-HTTP demo use.
      useDefaults: false,
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
    frameguard: { action: 'deny' },
  };
}

/** The headers helmet sets with helmetOptions(frameSrc), learnt by letting it answer one request. */
export async function securityHeaders(frameSrc: readonly string[]): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify();
  await probe.register(helmet, { ...helmetOptions(frameSrc), global: false });
  probe.get('/', async (_request, reply) => {
    reply.helmet();
    return reply.raw.getHeaders();
  });
  const headers = Object.freeze((await probe.inject('/')).json<Record<string, string>>());
  await probe.close();
  return headers;
}

const headersOfApp = new WeakMap<FastifyInstance, Readonly<Record<string, string>>>();

/** The security headers registerHelmetHeaders gave `app`'s answers, for the answers Node's parser refuses (client-error-answer.ts). */
export function securityHeadersOf(app: FastifyInstance): Readonly<Record<string, string>> {
  return headersOfApp.get(app) ?? {};
}

/**
 * Sets helmet's headers on every answer. Registered as is, @fastify/helmet builds helmet's
 * middleware again for every request: about 18 µs a request measured here, where a whole manifest
 * answer takes about 30 µs, for headers that never vary by request. So helmet answers one request
 * at start-up, and every answer gets the headers it set, in one call.
 */
export async function registerHelmetHeaders(app: FastifyInstance, frameSrc: readonly string[]): Promise<void> {
  const headers = await securityHeaders(frameSrc);
  headersOfApp.set(app, headers);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
