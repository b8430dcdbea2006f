/** Builds the app over fixture content with an in-memory store, a movable clock and cheap scrypt. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { authKeyOf } from '../auth/credentials';
import type { ScryptCost } from '../auth/password-hash';
import { sessionCookieName } from '../auth/session-cookie';
import { loadConfig } from '../config';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { type FixtureTree, type HandIndexedFile, writeFixtureTree } from './fixture-content';

/** Far below production strength, only so tests run quickly. */
export const testScryptCost: ScryptCost = { N: 1024, r: 8, p: 1 };

export interface TestApp {
  app: FastifyInstance;
  storage: Storage;
  tree: FixtureTree;
  clock: { now: () => number; advance: (ms: number) => void };
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    build?: Partial<BuildAppOptions>;
    site?: boolean;
    handIndexed?: readonly HandIndexedFile[];
    /** Changes the tree after it is written and before the app reads it. */
    beforeBuild?: (tree: FixtureTree) => void;
  } = {},
): Promise<TestApp> {
  const tree = writeFixtureTree({ site: options.site ?? true, handIndexed: options.handIndexed ?? [] });
  options.beforeBuild?.(tree);
  let time = Date.UTC(2025, 0, 1);
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    CONTENT_DIR: tree.contentDir,
    CONTENT_BUILD_DIR: tree.buildDir,
    SITE_DIR: tree.siteDir,
    DATABASE_PATH: ':memory:',
    ...options.env,
  });
  const storage = options.build?.storage ?? (await openSqliteStorage(':memory:'));
  const app = await buildApp({ config, now: clock.now, scryptCost: testScryptCost, ...options.build, storage });
  return {
    app,
    storage,
    tree,
    clock,
    close: async () => {
      await app.close();
      await storage.close();
      tree.cleanup();
    },
  };
}

/** The `name=value` pair of the session cookie a response sets, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((item) => item.name === sessionCookieName);
  return cookie && cookie.value !== '' ? `${cookie.name}=${cookie.value}` : undefined;
}

async function passwordSignIn(app: FastifyInstance, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf(password) } });
  return { response, cookie: response.statusCode === 200 ? sessionCookieOf(response) : undefined };
}

export async function signIn(app: FastifyInstance, password: string): Promise<string> {
  const { response, cookie } = await passwordSignIn(app, password);
  if (!cookie) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** The session cookie of a password sign-in, or undefined when the portal refuses it. */
export async function trySignIn(app: FastifyInstance, password: string): Promise<string | undefined> {
  return (await passwordSignIn(app, password)).cookie;
}
