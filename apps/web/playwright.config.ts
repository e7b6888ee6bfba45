import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@studio/chromium';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './e2e/env';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

// Playwright evaluates this file in the runner and again in every worker: the runner chooses the
// port and the data directory once, and the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studio-e2e-'));
// Where the test SMTP server (e2e/serve.mjs) keeps the messages the site sends (e2e/mailbox.ts reads them).
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'studio-e2e-mail-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      SAMPLE_CONTENT: 'true',
      ADMIN_USERNAME: E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      WEB_DIST_DIR: fileURLToPath(new URL('./dist', import.meta.url)),
      LOG_LEVEL: 'warn',
      // Playwright passes the shell's environment on: blank (= unset) the server's other settings, so
      // that a DATABASE_URL exported for a real site never gets the test admin and test content.
      DATABASE_URL: '',
      SESSION_SECRET: '',
      TRUST_PROXY: '',
      PUBLIC_ORIGIN: '',
      SESSION_IDLE_MINUTES: '',
      SESSION_MAX_HOURS: '',
      // Nor does an e-mail ever leave the machine: serve.mjs points SMTP_URL at the tests' own SMTP server.
      SMTP_URL: '',
      MAIL_FROM: '',
    },
  },
});
