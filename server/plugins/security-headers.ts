/** Security headers on every answer: a strict CSP (the site needs no inline code or eval) and the usual set. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins the site may frame besides itself: the learning library and video players. */
export function frameSources(learningLibraryUrl: string, videoOrigins: readonly string[]): string[] {
  const origins = new Set(videoOrigins);
  if (/^https:\/\//.test(learningLibraryUrl)) origins.add(new URL(learningLibraryUrl).origin);
  return ["'self'", ...[...origins].sort()];
}

export async function registerSecurityHeaders(app: FastifyInstance, frameSrc: string[]): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      // Only what is listed here: helmet's defaults would add upgrade-insecure-requests, which breaks plain-HTTP demo use.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc,
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
  });
}
