/**
 * The server secret keys the HMAC that finds accounts, so it must stay the same across
 * restarts. Production sets SESSION_SECRET; demo mode without one generates a random
 * secret once and keeps it in the database beside the accounts it protects. It also keys the
 * encryption of the secrets the server keeps sealed (auth/sealed-secrets.ts), which in demo mode
 * therefore protects them from nothing a database copy lacks.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Storage } from '../storage/storage';

const demoSecretKey = 'demo-session-secret';

export async function resolveSessionSecret(
  config: Pick<Config, 'sessionSecret' | 'demoMode'>,
  storage: Storage,
): Promise<string> {
  if (config.sessionSecret !== null) return config.sessionSecret;
  if (!config.demoMode) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  return storage.settings.getOrInsert(demoSecretKey, randomBytes(32).toString('hex'));
}
