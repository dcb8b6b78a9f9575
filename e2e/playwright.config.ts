import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.PLAZA_E2E_PORT ?? 4317);
export const E2E_PASSWORD = 'e2e-password-1';
/** The SMTP server the e2e server sends e-mail to; `notifications.spec.ts` runs one there and reads it (issue 43). */
export const E2E_SMTP_PORT = E2E_PORT + 20_000;
const dataDir = path.join(os.tmpdir(), `plaza-e2e-${E2E_PORT}`);
// Only the runner (not each worker) starts from an empty data folder.
if (process.env.TEST_WORKER_INDEX === undefined) fs.rmSync(dataDir, { recursive: true, force: true });

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every spec starts with the privacy choice made (reject all) on the demo's hosts, so the consent banner (issue 22)
 * does not float over what a spec clicks; `telemetry.spec.ts` starts its visitors with empty storage instead.
 */
export const NO_TRACKING_CHOICE = {
  name: 'PLAZA_PRIVACY_SETTINGS',
  value: JSON.stringify({
    accepted: true,
    performance: false,
    targeting: false,
    functional: false,
    id: 'e2e',
    timestamp: 0,
  }),
};
const CHOSEN_ON = ['localhost', 'data-riverside.localhost'].map((host) => ({
  origin: `http://${host}:${E2E_PORT}`,
  localStorage: [NO_TRACKING_CHOICE],
}));

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    storageState: { cookies: [], origins: CHOSEN_ON },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // An empty DATABASE_URL keeps the server on the embedded database even when CI sets one.
    env: {
      DATABASE_URL: '',
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      PLAZA_DEMO_PASSWORD: E2E_PASSWORD,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PLAZA_MAIL_FROM: 'Plaza <no-reply@plaza.test>',
    },
  },
});
