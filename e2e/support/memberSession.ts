import AxeBuilder from '@axe-core/playwright';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from '../playwright.config.ts';
import { waitForHydration } from './pageChecks.ts';

/**
 * Where screenshots go, to look at after a run: outside the test-results folder, which Playwright empties on every
 * run (`PLAZA_E2E_SCREENSHOTS` overrides it).
 */
export function screenshotPath(name: string): string {
  const dir = process.env.PLAZA_E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'plaza-e2e-screenshots');
  return path.join(dir, `${name}.png`);
}

/**
 * Signs a member in through the real flow: the sign-in page of the site, the portal's own form (code + PKCE), back to
 * `returnTo` on the same site.
 */
export async function signInAs(page: Page, site: string, username: string, returnTo = '/workspace'): Promise<void> {
  await page.goto(`${site}/auth/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Plaza');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === new URL(returnTo, site).pathname);
}

/**
 * axe on the page: no serious or critical violation, each one listed with the elements it found (so a failure says
 * where to look).
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
