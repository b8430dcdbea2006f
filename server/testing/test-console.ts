/**
 * The operators' console over the same fixture content, store and clock as a test portal
 * (testing/test-app.ts), with helpers to add an operator and sign in as one.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { type BuildAdminAppOptions, buildAdminApp } from '../console/admin-app';
import { hashOperatorPassword } from '../console/operator-password';
import { newOperatorSecrets } from '../console/operator-secrets';
import type { OperatorRole } from '../storage/records';
import type { Storage } from '../storage/storage';
import { createTestApp, type TestApp, testScryptCost } from './test-app';

/** The origin app.inject's requests reach the console at (its default Host, localhost:80). */
export const consoleOrigin = 'http://localhost';

export interface TestConsole {
  app: FastifyInstance;
  portal: TestApp;
  storage: Storage;
  clock: TestApp['clock'];
  close(): Promise<void>;
}

export async function createTestConsole(
  options: {
    portal?: Parameters<typeof createTestApp>[0];
    env?: Record<string, string>;
    build?: Partial<BuildAdminAppOptions>;
  } = {},
): Promise<TestConsole> {
  const portal = await createTestApp({ ...options.portal, ...(options.env ? { env: options.env } : {}) });
  const app = await buildAdminApp({
    config: portal.app.config,
    storage: portal.storage,
    content: portal.app.content,
    now: portal.clock.now,
    scryptCost: testScryptCost,
    ...options.build,
  });
  return {
    app,
    portal,
    storage: portal.storage,
    clock: portal.clock,
    close: async () => {
      await app.close();
      await portal.close();
    },
  };
}

export interface TestOperator {
  name: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
}

export async function addOperator(
  storage: Storage,
  name: string,
  role: OperatorRole,
  now: number,
): Promise<TestOperator> {
  const secrets = await newOperatorSecrets(name, testScryptCost);
  const password = `${name} keeps the pumps running`;
  await storage.operators.create({
    name,
    role,
    passwordHash: await hashOperatorPassword(password, testScryptCost),
    totpSecret: secrets.totpSecret,
    recoveryCodeHashes: secrets.recoveryCodeHashes,
    now,
  });
  return { name, password, totpSecret: secrets.totpSecret, recoveryCodes: secrets.recoveryCodes };
}

/** The code an authenticator app shows at `time` (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, time: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: time,
  });
}

/** The Cookie header that carries every cookie the response set. */
export function cookiesOf(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface ConsoleSignIn {
  cookie: string;
  csrfToken: string;
}

export function signInRequest(operator: TestOperator, factor: { code?: string; recoveryCode?: string }) {
  return {
    method: 'POST' as const,
    url: '/admin/api/sign-in',
    headers: { origin: consoleOrigin },
    payload: { name: operator.name, password: operator.password, ...factor },
  };
}

export async function signInOperator(
  test: TestConsole,
  operator: TestOperator,
  factor: { code?: string; recoveryCode?: string } = { code: totpCode(operator.totpSecret, test.clock.now()) },
): Promise<ConsoleSignIn> {
  const response = await test.app.inject(signInRequest(operator, factor));
  if (response.statusCode !== 200) throw new Error(`Console sign-in failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookiesOf(response), csrfToken: response.json<{ csrfToken: string }>().csrfToken };
}

/** Headers of a state-changing request from the console's own page. */
export function changing(signedIn: ConsoleSignIn): Record<string, string> {
  return { cookie: signedIn.cookie, 'csrf-token': signedIn.csrfToken, origin: consoleOrigin };
}
