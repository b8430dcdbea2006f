/**
 * The server secret keys the HMAC that finds accounts, so it must stay the same across
 * restarts. Production sets SESSION_SECRET; demo mode without one generates a random
 * secret once and keeps it in the database beside the accounts it protects.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Storage } from '../storage/storage';

const demoSecretKey = 'demo-session-secret';

export interface ResolvedSecret {
  secret: string;
  source: 'environment' | 'generated for demo mode';
}

export async function resolveSessionSecret(config: Config, storage: Storage): Promise<ResolvedSecret> {
  if (config.sessionSecret !== null) return { secret: config.sessionSecret, source: 'environment' };
  if (!config.demoMode) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  const secret = await storage.settings.getOrInsert(demoSecretKey, randomBytes(32).toString('hex'));
  return { secret, source: 'generated for demo mode' };
}
