/** Public images (logos, cards, icons) from content/images; no session needed, only image files. */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const imageFile = /\.(svg|png|jpe?g|webp|gif|ico|avif)$/i;

export async function registerImageRoutes(app: FastifyInstance, contentDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(contentDir, 'images'),
    prefix: '/images/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1h',
    allowedPath: (pathName) => imageFile.test(pathName),
  });
}
