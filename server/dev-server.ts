/**
 * Development only: `npm run dev` (scripts/dev.ts) starts this instead of server.ts, with an IPC
 * channel. It is the same app, plus one message, `reload-content`, that swaps the loaded compiled
 * content after the dev process has rewritten build/content, so a content save shows without a
 * restart. Production starts server.ts, which never opens such a channel, and this entry refuses
 * to run outside demo mode.
 *
 * Messages: parent → child `{ type: 'reload-content', id }`; child → parent
 * `{ type: 'listening', address, demoHospital }` once (who signs in at the demo hospital it started), and `{ type: 'content-reloaded', id, error? }` per reload.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { seedDemoAccounts } from './auth/demo-accounts';
import { loadConfig } from './config';
import { loadCompiledContent } from './content/compiled-content';
import { productionLogger } from './plugins/request-log';
import { demoStaffLine } from './sso/demo-hospital';
import { startDemoHospital } from './sso/demo-identity-provider';

const send = (message: object) => process.send?.(message);

/** Loads build/content again; the demo accounts follow the catalogue, so a new product line is visible at once. */
async function reloadContent(app: FastifyInstance): Promise<void> {
  const content = loadCompiledContent(app.config.contentBuildDir);
  app.content = content;
  await seedDemoAccounts(app.storage, app.secret, content.catalogue, app.now(), app.config.scryptCost ?? undefined);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.demoMode || !process.send) {
    throw new Error('server/dev-server.ts is started by `npm run dev` only; run `npm start` or `npm run serve`.');
  }
  // Demo mode's hospital, whose provider the demo account signs in through (PUBLIC_ORIGIN is Vite's).
  const demoHospital = await startDemoHospital(config.demoIdentityProviderPort, config.publicOrigin);
  const app = await buildApp({
    config,
    logger: productionLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn'),
    demoHospital: demoHospital.signIn,
  });
  app.addHook('onClose', () => demoHospital.close());
  const address = await app.listen({ host: config.host, port: config.port });
  process.on('message', (message: { type?: string; id?: number }) => {
    if (message.type !== 'reload-content') return;
    reloadContent(app).then(
      () => send({ type: 'content-reloaded', id: message.id }),
      // Content that fails to load leaves the previous content in place, so the page keeps working.
      (error: unknown) => send({ type: 'content-reloaded', id: message.id, error: (error as Error).message }),
    );
  });
  // Ctrl+C reaches the whole process group; the parent going away (a crash) ends this process too.
  const stop = () => void app.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  send({ type: 'listening', address, demoHospital: demoStaffLine(demoHospital.signIn.issuer) });
}

main().catch((error: unknown) => {
  console.error(`The API server cannot start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
