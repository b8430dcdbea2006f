/**
 * Starts the portal: read the configuration, build the app, listen. Stops gracefully on
 * SIGTERM/SIGINT: new requests are answered 503 (Retry-After, Connection: close) while the
 * requests in flight finish within SHUTDOWN_GRACE_SECONDS; then the server closes, the
 * database is closed (the app's onClose hook) and the process exits 0. When the grace period
 * runs out first, the remaining connections are cut and the process exits 1.
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogueEntry } from '../engine/shared/types';
import { buildApp } from './app';
import { demoAccounts } from './auth/demo-accounts';
import { ConfigError, loadConfig } from './config';
import { buildAdminApp } from './console/admin-app';
import { isLoopbackHost } from './console/loopback-host';
import { ContentLoadError } from './content/compiled-content';
import { productionLogger } from './plugins/request-log';
import { demoStaffLine } from './sso/demo-hospital';
import { StorageUnavailableError } from './storage/storage';
import { unsupportedNodeProblem } from './supported-node';

/** Writes out what the app's logger still holds (its lines are batched, request-log.ts). */
function flushLog(app: FastifyInstance): Promise<void> {
  const logger = app.log as FastifyInstance['log'] & { flush?: (done: () => void) => void };
  return new Promise((resolve) => (logger.flush ? logger.flush(() => resolve()) : resolve()));
}

/** The demo accounts' passwords and what each sees, for a person trying the portal. */
function demoPasswordsLine(catalogue: readonly CatalogueEntry[]): string {
  const accounts = demoAccounts(catalogue).map(({ password, models }) => {
    const sees =
      models.length === catalogue.length
        ? 'every product line'
        : catalogue.flatMap((entry) => (models.includes(entry.model) ? [entry.title] : [])).join(', ');
    return `"${password}" (${sees})`;
  });
  return `Demo passwords: ${accounts.join(', ')}`;
}

async function main(): Promise<void> {
  const nodeProblem = unsupportedNodeProblem();
  if (nodeProblem) {
    console.error(`The portal cannot start: ${nodeProblem}`);
    process.exit(1);
  }
  const config = loadConfig();
  // Demo mode's hospital, whose provider the demo account signs in through; never in production.
  const demoHospital = config.demoMode
    ? await (await import('./sso/demo-identity-provider')).startDemoHospital(
        config.demoIdentityProviderPort,
        config.publicOrigin,
      )
    : undefined;
  const app = await buildApp({ config, logger: productionLogger(config.logLevel), demoHospital: demoHospital?.signIn });
  app.addHook('onClose', async () => demoHospital?.close());
  // The console shares the portal's store and content: opened and validated once.
  const consoleApp = config.admin
    ? await buildAdminApp({
        config,
        storage: app.storage,
        content: app.content,
        hashing: app.hashing,
        logger: productionLogger(config.logLevel),
      })
    : undefined;
  const address = await app.listen({ host: config.host, port: config.port });
  const consoleAddress =
    config.admin && (await consoleApp?.listen({ host: config.admin.host, port: config.admin.port }));

  // Fastify's own lines about listening go first, so what is printed last is what a person needs:
  // the addresses and the demo passwords.
  await Promise.all([app, consoleApp].map((instance) => instance && flushLog(instance)));
  if (config.demoMode) {
    console.log(`Demo mode is ON (NODE_ENV=${config.nodeEnv}): demo accounts and placeholder settings are in use.`);
    if (config.sessionSecret === null) {
      console.log('SESSION_SECRET is not set: using a random secret generated once and kept in the database.');
    }
  } else {
    console.log('Demo mode is off (NODE_ENV=production).');
  }
  // The portal's address first: scripts and tests read the first address printed as the portal's.
  console.log(`Customer-resources portal listening on ${address}`);
  if (config.demoMode) console.log(`  ${demoPasswordsLine(app.content.catalogue)}`);
  if (demoHospital) console.log(`  ${demoStaffLine(demoHospital.signIn.issuer)}`);
  console.log(`  Public instructions for use (no password): ${address}/eifu`);
  if (config.demoMode && config.smtpUrl === null) {
    console.log(`  E-mail updates are written to ${config.mailDir} (no SMTP_URL)`);
  }
  if (consoleAddress) {
    console.log(`Operators' console listening on ${consoleAddress}/admin/`);
    if (config.admin && !isLoopbackHost(config.admin.host)) {
      console.warn(
        `Warning: ADMIN_HOST=${config.admin.host} is not a loopback address: every machine that reaches this port can try the console's sign-in. Keep ADMIN_HOST=127.0.0.1 and use an SSH tunnel or nginx (deploy/nginx/sites-available/customer-resources-console), or let only the proxy in front reach it.`,
      );
    }
    console.log('  First operator: npm run accounts -- operator-add --name <you> --role admin');
  } else {
    console.log("Operators' console is off (ADMIN_PORT=0).");
  }

  const gracePeriodMs = config.shutdownGraceSeconds * 1000;
  const { drain } = app;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    drain.begin();
    console.log(
      `${signal} received: ${drain.inFlight()} request(s) in flight; finishing them (at most ${config.shutdownGraceSeconds} s), new requests get 503…`,
    );
    const finished = await drain.settled(gracePeriodMs);
    if (!finished) console.error(`Grace period over: cutting ${drain.inFlight()} request(s) still open.`);
    // Closes idle keep-alive connections (Fastify's forceCloseConnections: 'idle'), then the database.
    app.server.closeAllConnections();
    // The console first: the portal's app closes the store they share.
    consoleApp?.server.closeAllConnections();
    await consoleApp?.close();
    await app.close();
    process.exit(finished ? 0 : 1);
  };
  const onSignal = (signal: string) => {
    stop(signal).catch((error: unknown) => {
      console.error('Shutdown failed:', error);
      process.exit(1);
    });
  };
  // Not once: under `npm start` Ctrl+C arrives twice (from the terminal and passed on by
  // scripts/start.ts), and a second signal without a listener would cut the downloads short.
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ContentLoadError) {
    console.error(`The portal cannot start.\n${error.message}`);
  } else if (error instanceof StorageUnavailableError) {
    // One line naming the database server (never its password), before anything listens.
    console.error(`The portal cannot start: ${error.message}`);
  } else {
    console.error('The portal cannot start:', error);
  }
  process.exit(1);
});
