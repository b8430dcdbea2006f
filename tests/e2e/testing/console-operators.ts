/**
 * Operators for the console's browser tests, created in the e2e server's own database as
 * `accounts operator-add` creates them, and the authenticator codes they sign in with: a code is
 * good once, so each sign-in takes a time step later than the one before.
 */
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { OperatorRole } from '../../../engine/shared/console/console-api';
import { hashOperatorPassword } from '../../../server/console/operator-password';
import { newOperatorSecrets } from '../../../server/console/operator-secrets';
import { openStorage } from '../../../server/storage/open-storage';

export interface TestOperator {
  name: string;
  role: OperatorRole;
  password: string;
  totp: TOTP;
  recoveryCodes: string[];
  lastStep: number;
}

const databasePath = () => {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error('E2E_DATABASE_PATH is not set: run the specs through playwright.config.ts');
  return path;
};

export async function createOperators(roles: OperatorRole[]): Promise<TestOperator[]> {
  const storage = await openStorage({
    databaseUrl: null,
    databasePath: databasePath(),
    databasePoolSize: 1,
    databaseStatementTimeoutMs: 10_000,
    instanceId: 'e2e:operator-add',
  });
  try {
    const stamp = Date.now().toString(36);
    const operators: TestOperator[] = [];
    for (const role of roles) {
      const name = `e2e-${role}-${stamp}`;
      const password = `Lantern-${role}-Harbour-${stamp}-Quarry`;
      const secrets = await newOperatorSecrets(name);
      await storage.operators.create({
        name,
        role,
        passwordHash: await hashOperatorPassword(password),
        totpSecret: secrets.totpSecret,
        recoveryCodeHashes: secrets.recoveryCodeHashes,
        now: Date.now(),
      });
      // The code comes from the otpauth:// address, as an authenticator app reads it from the QR code.
      const parsed = new TOTP({ secret: Secret.fromBase32(secrets.totpSecret) });
      operators.push({ name, role, password, totp: parsed, recoveryCodes: secrets.recoveryCodes, lastStep: 0 });
    }
    return operators;
  } finally {
    await storage.close();
  }
}

const stepOf = (ms: number) => Math.floor(ms / 30_000);

/** A code not used yet: this step's, or the next one's (the server accepts one step either side). */
async function freshCode(operator: TestOperator): Promise<string> {
  await expect.poll(() => stepOf(Date.now()) + 1 > operator.lastStep, { timeout: 65_000 }).toBe(true);
  const step = Math.max(stepOf(Date.now()), operator.lastStep + 1);
  operator.lastStep = step;
  return operator.totp.generate({ timestamp: step * 30_000 });
}

/** Where the e2e server's console listens: ADMIN_PORT when the run sets one (the server reads it too), else the server's default. */
export const consoleBaseUrl = () =>
  `http://127.0.0.1:${Number(process.env.ADMIN_PORT ?? Number(process.env.E2E_PORT ?? 18_080) + 1000)}/admin`;

/** Signs in with a fresh authenticator code, or with one of the recovery codes (each is good once). */
export async function signInOperator(
  page: Page,
  operator: TestOperator,
  { path = '/accounts', recovery = false } = {},
): Promise<void> {
  await page.goto(`${consoleBaseUrl()}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Name').fill(operator.name);
  await page.getByLabel('Password').fill(operator.password);
  const recoveryCode = recovery ? operator.recoveryCodes.shift() : undefined;
  if (recoveryCode) {
    await page.getByLabel('Use a recovery code').check();
    await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCode);
  } else {
    await page.getByLabel(/Code from your authenticator/).fill(await freshCode(operator));
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`${operator.name} (${operator.role})`)).toBeVisible();
}
