/** What a command of `npm run accounts` is given: its input and output, and the server's parts it works on. */
import type { ScryptCost } from '../auth/password-hash';
import type { CommandConfig } from '../config';
import type { Storage } from '../storage/storage';

export interface CliIo {
  /** A password, or another secret (`label`: what the prompt asks for), from stdin or a prompt. */
  readPassword(purpose: 'new' | 'existing', label?: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

export interface CliDeps {
  config: CommandConfig;
  storage: Storage;
  /** Valid model keys, in catalogue order. */
  modelKeys: string[];
  /** The site's language codes, the default first (a customer's language is one of them); the command line loads them. */
  languages?: readonly string[];
  now: () => number;
  scryptCost?: ScryptCost;
}
