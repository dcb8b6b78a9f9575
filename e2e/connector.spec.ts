import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { NO_TRACKING_CHOICE } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';
import { startPlaza, waitForOk, type PlazaProcess } from './support/plazaProcess.ts';

// Issue 41 item 4, connector mode: the same web app with PLAZA_PORTAL_URL pointing at a remote portal — here the
// replay of recorded ArcGIS Online responses (testdata/arcgis) — shows the remote's site on its Plaza hostname and
// searches its catalog. Starts its own replay portal and its own Plaza, on free ports, and stops both.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let replay: ChildProcess | undefined;
let plaza: PlazaProcess | undefined;
let dataDir: string;
let site: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function startReplay(): Promise<{ portalUrl: string }> {
  replay = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/testing/replayPortal/cli.ts', '--port', '0'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    replay!.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n')[0];
      if (text.includes('\n') && line) resolve(JSON.parse(line) as { portalUrl: string });
    });
    replay!.once('exit', (code) => reject(new Error(`The replay portal stopped (${code}).`)));
  });
}

test.beforeAll(async () => {
  // A first start builds the web app and bundles the server when they are stale.
  test.setTimeout(400_000);
  const { portalUrl } = await startReplay();
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-connector-'));
  plaza = startPlaza({
    PORT: String(port),
    DATA_DIR: dataDir,
    PLAZA_PORTAL_URL: portalUrl,
    PLAZA_PORTAL_CLIENT_ID: 'replay-client',
    PLAZA_PORTAL_SITES_DOMAIN: 'hubqa.arcgis.com',
  });
  await waitForOk(`http://localhost:${port}/healthz`, 380_000);
  site = `http://bdd-dc.localhost:${port}`;
});

test.afterAll(async () => {
  plaza?.child.kill('SIGTERM');
  await plaza?.exited;
  replay?.kill('SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a remote portal's recorded site shows on its Plaza hostname, and its catalog search finds its content", async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: site, localStorage: [NO_TRACKING_CHOICE] }] },
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const home = await page.goto(`${site}/`);
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle('BDD - Gold Standard Site');
  await expect(page.locator('.site-header__title')).toHaveText('BDD - Gold Standard Site');
  // The recorded layout (a web map card) and theme (the header colour).
  await expect(page.getByRole('heading', { name: 'New Map' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(28, 102, 166)');
  // Connector mode seeds no demo organisation: none of its events shows on the remote's site.
  await expect(page.getByRole('heading', { name: 'List of Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'River Restoration Workshop' })).toHaveCount(0);
  await waitForHydration(page);
  await page.screenshot({ path: screenshotPath('connector-site-home'), fullPage: true });
  await expectNoSeriousViolations(page);

  await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('PDF');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=PDF/);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('link', { name: 'PDF Item' })).toBeVisible();
  // The remote portal's counts make the facets: the one match's type, counted once.
  await expect(
    page.getByRole('complementary', { name: 'Filter results' }).getByRole('region', { name: 'Type' }),
  ).toContainText(/PDF\D*1/);
  await page.screenshot({ path: screenshotPath('connector-site-search'), fullPage: true });
  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
  await context.close();
});
