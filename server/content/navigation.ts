/**
 * Whether a browser opened an address as a page of its own: a link followed, a bookmark, an address
 * typed, a document opened in a new tab. Such a request is answered with something a person can
 * read (the login page for a file that needs a session, a page of the portal for an error), where a
 * script's fetch, a frame or an image keeps the answer it can parse.
 */
import type { FastifyRequest } from 'fastify';

/** The request headers that decide it, for an answer's Vary. */
export const navigationHeaders = ['Sec-Fetch-Dest', 'Accept'] as const;

export function isPageNavigation(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  // Every current browser says what a request is for; a page is `document` (a frame, `iframe`).
  if (typeof destination === 'string') return destination.toLowerCase() === 'document';
  // A browser that does not (Safari before 16.4) asks for HTML by name only when it opens a page;
  // fetch() and curl send */* or the type the script wants, so they keep their answers.
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.toLowerCase().includes('text/html');
}
