/**
 * Security headers on every answer: a strict CSP (the site needs no inline code or eval) and the
 * usual set, the values helmet gives for this policy. They never vary by request, so they are
 * built once at start-up and set in one call per request (helmet rebuilt them for every answer).
 */
import type { FastifyInstance } from 'fastify';

/** Origins the site may frame besides itself: the learning library and video players. */
export function frameSources(learningLibraryUrl: string, videoOrigins: readonly string[]): string[] {
  const origins = new Set(videoOrigins);
  if (/^https:\/\//.test(learningLibraryUrl)) origins.add(new URL(learningLibraryUrl).origin);
  return ["'self'", ...[...origins].sort()];
}

/** A source with a separator or space in it would end its directive and start another. */
const unsafeSource = /[;,\s]/;

function contentSecurityPolicy(frameSrc: readonly string[]): string {
  // Only what is listed here: helmet's defaults would add upgrade-insecure-requests, which breaks plain-HTTP demo use.
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': frameSrc,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const bad = frameSrc.filter((source) => unsafeSource.test(source));
  if (bad.length > 0) throw new Error(`Not a frame source for the Content-Security-Policy: ${bad.join(', ')}`);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * What a page served from the content folder (a training package's, the learning library's, an
 * SVG image opened alone) may do: run its scripts, send its forms, show dialogs, open popups
 * (outside the sandbox, so links to other sites and PDFs open as usual) and save downloads.
 * Without allow-same-origin it runs in an opaque origin of its own: it can read neither the
 * portal's cookies nor its storage, nor call the portal's API as the signed-in user.
 */
export const contentPageSandbox = [
  'allow-scripts',
  'allow-forms',
  'allow-modals',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-downloads',
] as const;

/**
 * Types a browser shows as a page that may run scripts: HTML, and XML such as SVG or XHTML. Other
 * files get no sandbox: Chromium's viewer refuses to show a sandboxed PDF.
 */
const pageType = /^\s*(text\/html|text\/xml|application\/xml|[\w.-]+\/[\w.-]+\+xml)\s*(;|$)/i;

export function isPageType(contentType: string): boolean {
  return pageType.test(contentType);
}

/** A policy with the content-page sandbox added. */
export function sandboxed(policy: string): string {
  return `${policy};sandbox ${contentPageSandbox.join(' ')}`;
}

/** Every security header of an answer, by lower-case name. */
export function securityHeaders(frameSrc: readonly string[]): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(frameSrc),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

export function registerSecurityHeaders(app: FastifyInstance, frameSrc: readonly string[]): void {
  const headers = securityHeaders(frameSrc);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
