/**
 * The console's built pages (its own Vite entry, written to `console/` beside the site's build
 * folder: build/console for the default SITE_DIR build/site) under /admin/, with any other page
 * address under /admin/ answered with its index.html (history fallback), and / sent to /admin/.
 * Unknown API addresses, file-looking addresses and requests that accept only other types stay
 * 404 JSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleBase } from '../../engine/shared/console/console-api';
import { assetsFolder, immutableCacheControl } from '../content/site-files';

/** Where the console's build is read from: beside the site's. */
export function consoleDirOf(siteDir: string): string {
  return join(dirname(resolve(siteDir)), 'console');
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (!path.startsWith(`${consoleBase}/`) || path.startsWith(`${consoleBase}/api/`)) return false;
  if (/\.[^/]*$/.test(path)) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.trim() === '' || accept.includes('text/html') || accept.includes('*/*');
}

export async function registerConsolePages(app: FastifyInstance, consoleDir: string): Promise<void> {
  const root = resolve(consoleDir);
  const index = join(root, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: `${consoleBase}/`,
      index: ['index.html'],
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(join(root, assetsFolder)) ? immutableCacheControl : 'no-cache');
      },
    });
  } else {
    app.log.warn(`${index} not found: run \`npm run build\` to serve the operators' console`);
  }
  const page = built ? readFileSync(index, 'utf8') : '';

  const sendPage = (reply: FastifyReply) =>
    built
      ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page)
      : reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send("The operators' console is not built yet: run `npm run build`.");

  app.get('/', (_request, reply) => reply.redirect(`${consoleBase}/`, 302));
  app.get(consoleBase, (_request, reply) => reply.redirect(`${consoleBase}/`, 302));
  if (!built) app.get(`${consoleBase}/`, (_request, reply) => sendPage(reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send({ error: 'Not found' });
    return sendPage(reply);
  });
}
