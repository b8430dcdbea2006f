/** How the operator commands open the store: the server's settings, under a name of their own. */
import { hostname } from 'node:os';
import type { CommandConfig } from '../config';
import type { StorageConfig } from '../storage/open-storage';

/**
 * Audit rows a command writes name the machine and the command rather than a server's port,
 * unless INSTANCE_ID says otherwise.
 */
export function cliStorageConfig(config: CommandConfig, command: string, env = process.env): StorageConfig {
  return { ...config, instanceId: env.INSTANCE_ID?.trim() ? config.instanceId : `${hostname()}:${command}` };
}
