/**
 * The built site's files, served from SITE_DIR by the static-file plugin, with the `.br` and `.gz`
 * copies the build wrote. Vite puts a hash of the content in each name under `assets/`, so those
 * bytes never change: they are cached for good, and answered alike to everyone, so no session is
 * looked up for them. Anything else is revalidated.
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const assetsFolder = 'assets';
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** `preCompressed` only while every compressed copy matches its file: the plugin itself would send a stale one. */
export async function registerSiteFiles(app: FastifyInstance, root: string, preCompressed: boolean): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    // The best encoding accepted is sent, with Vary.
    preCompressed,
    // A page answer has set its own cache-control, private when it names the account's preloads.
    setHeaders: (reply, path) => {
      if (path.startsWith(join(root, assetsFolder))) reply.header('cache-control', immutableCacheControl);
      else if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    },
  });
  app.get(`/${assetsFolder}/*`, { config: { withoutSession: true } }, (request, reply) =>
    reply.sendFile(`${assetsFolder}/${(request.params as { '*': string })['*']}`),
  );
}
