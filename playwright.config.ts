import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './e2e/support/paths';
// Debian's Chromium and the flags this machine needs, shared with the benchmarks and scripts.
import chromiumLaunch from './e2e/support/chromium.json';
import { E2E_CLOCK_START } from './e2e/support/clock';

// The server script and the tests agree on one DATA_DIR, so tests can read the e-mail outbox.
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
process.env.E2E_PORT = String(E2E_PORT);
// The controlled clock (e2e/support/clock.ts): the server's reads E2E_CLOCK_START at this real
// instant and moves on with real time; the workers (which inherit this environment) install
// the same clock in every browser context. Set once, by the runner, before it starts the server.
process.env.E2E_CLOCK_STARTED_AT ??= new Date().toISOString();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    // Debian's Chromium: Playwright never downloads a browser here.
    launchOptions: {
      executablePath: chromiumLaunch.executablePath,
      args: chromiumLaunch.args,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Only this server gets the shifted clock (merged into the runner's environment).
    env: { CLOCK_START: E2E_CLOCK_START, CLOCK_STARTED_AT: process.env.E2E_CLOCK_STARTED_AT },
  },
});
