import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 18_080);
// The server's database, named once per run: Playwright loads this file again in each worker, which
// inherits the variable, so specs that run the operator CLI against the server's data find it here.
process.env.E2E_DATABASE_PATH ??= join(tmpdir(), `portal-e2e-${process.pid}-${Date.now()}.sqlite`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // On a shared, busy 2-core machine a page can take several times its idle time to draw: waits on a
  // condition get long bounds, and Playwright's 5 s default for expect would fail tests, not pages.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: devices['Desktop Chrome'] },
    { name: 'phone', use: devices['Pixel 7'], grep: /@phone/ },
  ],
  webServer: {
    // The built site and compiled content must exist: `npm test` builds them first.
    command: 'node --import tsx server/server.ts',
    url: `http://127.0.0.1:${port}/api/site`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      EIFU_PASSWORD: 'e2e-eifu-secret',
      NODE_ENV: 'development',
      // The demo hospital's provider on any free port (or E2E_IDP_PORT), so runs side by side never clash.
      DEMO_IDENTITY_PROVIDER_PORT: process.env.E2E_IDP_PORT ?? '0',
    },
  },
});
