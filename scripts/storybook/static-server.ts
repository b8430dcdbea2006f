/**
 * A folder served as a static host serves it: its files at their paths, index.html for a folder,
 * 404 for anything else. No fallback page and no rewriting, so an asset a build forgot is a 404.
 */
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `folder` on 127.0.0.1 at `port` (0: any free port). */
export async function serveStatic(folder: string, port: number): Promise<StaticServer> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: resolve(folder), index: 'index.html' });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { origin: `http://127.0.0.1:${bound}`, close: () => app.close() };
}
