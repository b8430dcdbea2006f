/**
 * The one scope of routes that serve what only a signed-in account may see: the catalogue and
 * manifests, search, paper copies and files (and the malformed-address answer, which shares their
 * signed-out limit). Its gate (auth/session-gate.ts) is declared here once for all of them.
 */
import type { FastifyInstance } from 'fastify';
import { gateRoutes } from '../auth/session-gate';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import { registerContentRoutes } from './content-routes';
import { registerFileRoutes } from './file-routes';
import { registerMalformedRoutes } from './malformed-routes';
import { registerPaperCopyRoute } from './paper-copy-route';
import { registerSearchRoute } from './search-route';

export interface GatedRouteLimits {
  /** Requests per address of a signed-out client, on each route. */
  signedOut: RequestRateLimit;
  /** Requests per session: searches, and files of every file route together. */
  searches: RequestRateLimit;
  files: RequestRateLimit;
}

export async function gatedRoutes(app: FastifyInstance, limits: GatedRouteLimits): Promise<void> {
  gateRoutes(app, limits.signedOut);
  registerContentRoutes(app);
  registerSearchRoute(app, limits.searches);
  registerPaperCopyRoute(app);
  registerFileRoutes(app, limits.files);
  registerMalformedRoutes(app);
}
