/**
 * The one scope of routes that serve what only a signed-in account may see: the catalogue and
 * manifests, search, paper copies, acknowledgements and files (and the malformed-address answer, which shares their
 * signed-out limit). Its gate (auth/session-gate.ts) is declared here once for all of them.
 */
import type { FastifyInstance } from 'fastify';
import { registerAcknowledgementRoutes } from './acknowledgements/acknowledgement-routes';
import { gateRoutes } from './auth/session-gate';
import { registerContentRoutes } from './content/content-routes';
import { registerFileRoutes } from './files/file-routes';
import { registerPaperCopyRoute } from './paper-copies/paper-copy-route';
import { registerMalformedRoutes } from './plugins/malformed-routes';
import type { RequestRateLimit } from './plugins/request-rate-limit';
import { registerSearchRoute } from './search/search-route';

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
  registerAcknowledgementRoutes(app);
  registerFileRoutes(app, limits.files);
  registerMalformedRoutes(app);
}
