import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 20: live stat cards on Parks and Trails, computed from the hosted Street Trees layer when the page is rendered,
// each checked against the same statistic asked of the layer directly.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const LAYER = '/arcgis/rest/services/Street_Trees/FeatureServer/0/query';

test('live stat cards show what the layer says, in the first paint', async ({ page }) => {
  await page.goto(`${SITE}/pages/riverside::parks-and-trails`);
  await waitForHydration(page);
  const direct = await page.evaluate(async (layer) => {
    const stat = async (where: string, type: string, field: string) => {
      const params = new URLSearchParams({
        f: 'json',
        where,
        outStatistics: JSON.stringify([{ statisticType: type, onStatisticField: field, outStatisticFieldName: 'v' }]),
      });
      const body = (await (await fetch(`${layer}?${params}`)).json()) as { features: { attributes: { v: number } }[] };
      return body.features[0]!.attributes.v;
    };
    return {
      planted2025: await stat(
        "Planted >= timestamp '2025-01-01 00:00:00' AND Planted <= timestamp '2025-12-31 23:59:59'",
        'count',
        'OBJECTID',
      ),
      since2020: await stat("Planted >= timestamp '2020-01-01 00:00:00'", 'count', 'OBJECTID'),
      healthyDbh: await stat("Condition = 'Good'", 'avg', 'DBH'),
    };
  }, LAYER);
  const number = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
  const card = (title: string) => page.locator('.card--stat').filter({ hasText: title });
  await expect(card('Street trees planted in 2025').locator('.stat-card__number')).toHaveText(
    number(direct.planted2025),
  );
  await expect(card('Planted since 2020').locator('.stat-card__number')).toHaveText(number(direct.since2020));
  // A card stored as the old summary statistic card, migrated when shown.
  await expect(card('Average trunk of healthy trees').locator('.stat-card__number')).toHaveText(
    number(direct.healthyDbh),
  );
  // Computed on the server: the values are in the HTML itself.
  const html = await page.evaluate(async () =>
    (await fetch(location.pathname, { headers: { accept: 'text/html' } })).text(),
  );
  expect(html).toContain(`>${number(direct.planted2025)}<`);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('live-stat-cards'), fullPage: true });
});

test('a page may call a layer on another origin (a remote feature service)', async ({ page }) => {
  // 127.0.0.1 is another origin than the site's host: the browser asks it as it would ask any remote service, and
  // both the page's Content-Security-Policy and the service's CORS must let it (ADR 0159).
  await page.goto(`${SITE}/pages/riverside::parks-and-trails`);
  await waitForHydration(page);
  const remote = `http://127.0.0.1:${E2E_PORT}${LAYER}?f=json&where=1%3D1&returnCountOnly=true`;
  const answer = await page.evaluate(async (url) => {
    try {
      return ((await (await fetch(url)).json()) as { count: number }).count;
    } catch (error) {
      return String(error);
    }
  }, remote);
  expect(answer).toBe(8000);
});
