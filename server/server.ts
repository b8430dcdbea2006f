/**
 * Starts the portal: read the configuration, build the app, listen. Stops gracefully on
 * SIGTERM/SIGINT: no new connections, in-flight requests finish within a grace period,
 * then the database is closed (the app's onClose hook) and the process exits 0.
 */
import { buildApp, productionLogger } from './app';
import { ConfigError, loadConfig } from './config';
import { ContentLoadError } from './content/compiled-content';

const gracePeriodMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: productionLogger(process.env.LOG_LEVEL ?? 'info') });
  const address = await app.listen({ host: config.host, port: config.port });

  console.log(`Customer-resources portal listening on ${address}`);
  if (config.demoMode) {
    console.log(`Demo mode is ON (NODE_ENV=${config.nodeEnv}): demo accounts and placeholder settings are in use.`);
    if (config.sessionSecret === null) {
      console.log('SESSION_SECRET is not set: using a random secret generated once and kept in the database.');
    }
  } else {
    console.log('Demo mode is off (NODE_ENV=production).');
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests (at most ${gracePeriodMs / 1000} s)…`);
    const force = setTimeout(() => {
      console.error('Grace period over: exiting with requests still open.');
      process.exit(1);
    }, gracePeriodMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ContentLoadError) {
    console.error(`The portal cannot start.\n${error.message}`);
  } else {
    console.error('The portal cannot start:', error);
  }
  process.exit(1);
});
