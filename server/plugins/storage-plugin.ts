/**
 * The store (open-storage.ts) as `app.storage`: the one the config names, opened here and closed
 * with the app, or one the caller opened and closes itself.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openStorage } from '../storage/open-storage';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

interface StoragePluginOptions {
  storage?: Storage;
}

async function storagePlugin(app: FastifyInstance, options: StoragePluginOptions): Promise<void> {
  const owned = options.storage === undefined;
  // Pool errors come from idle connections the database ended; the pool replaces them, so a line suffices.
  const storage =
    options.storage ??
    (await openStorage(app.config, (error) => console.warn(`Database connection lost while idle: ${error.message}`)));
  app.decorate('storage', storage);
  if (owned) app.addHook('onClose', () => storage.close());
}

export default fp(storagePlugin, { name: 'storage', decorators: { fastify: ['config'] } });
