import http from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 20: the demo initiative's page shows its progress live — values computed from the hosted demo layers (each
// checked against the same statistic asked of the layer directly), a chart with its table — its timeline and its
// projects; a project that joined it names it back; a metric whose layer does not answer shows "--" and why.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const TREES = '/arcgis/rest/services/Street_Trees/FeatureServer/0/query';
const BIKES = '/arcgis/rest/services/Bike_Lanes_and_Trails/FeatureServer/0/query';

test('the initiative shows live metrics, a chart with its table, its timeline and its projects', async ({ page }) => {
  await page.goto(`${SITE}/initiatives/riverside::greener-riverside`);
  await waitForHydration(page);
  const direct = await page.evaluate(
    async ({ trees, bikes }) => {
      const stat = async (layer: string, where: string, type: string, field: string) => {
        const params = new URLSearchParams({
          f: 'json',
          where,
          outStatistics: JSON.stringify([{ statisticType: type, onStatisticField: field, outStatisticFieldName: 'v' }]),
        });
        const body = (await (await fetch(`${layer}?${params}`)).json()) as {
          features: { attributes: { v: number } }[];
        };
        return body.features[0]!.attributes.v;
      };
      const months = [];
      for (let m = 1; m <= 12; m++) {
        const mm = String(m).padStart(2, '0');
        const last = new Date(Date.UTC(2025, m, 0)).getUTCDate();
        months.push(
          await stat(
            trees,
            `Planted >= timestamp '2025-${mm}-01 00:00:00' AND Planted <= timestamp '2025-${mm}-${last} 23:59:59'`,
            'count',
            'OBJECTID',
          ),
        );
      }
      return {
        planted2025: await stat(
          trees,
          "Planted >= timestamp '2025-01-01 00:00:00' AND Planted <= timestamp '2025-12-31 23:59:59'",
          'count',
          'OBJECTID',
        ),
        bikeMiles: await stat(bikes, 'Year_Opened >= 2020', 'sum', 'Miles'),
        months,
      };
    },
    { trees: TREES, bikes: BIKES },
  );
  const number = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
  const progress = page.getByRole('region', { name: 'Progress' });
  const card = (title: string) => progress.locator('.card--stat').filter({ hasText: title });
  await expect(card('Street trees planted in 2025').locator('.stat-card__number')).toHaveText(
    number(direct.planted2025),
  );
  await expect(card('Miles of bike lanes opened since 2020').locator('.stat-card__number')).toHaveText(
    number(direct.bikeMiles),
  );
  await expect(card('New trees by 2035: the goal').locator('.stat-card__number')).toHaveText('10,000');
  // A hidden metric is not shown.
  await expect(card('Street trees in the city')).toHaveCount(0);

  // The chart is drawn in the first paint, and its figures open as a table.
  const chart = progress.getByRole('figure', { name: 'Street trees planted each month of 2025' });
  await expect(chart.getByRole('img')).toBeVisible();
  await expect(chart.getByRole('img').locator('.chart-card__bars rect')).toHaveCount(12);
  await chart.getByText('Show the figures as a table').click();
  const rows = chart.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(rows.first()).toHaveText(`Jan${number(direct.months[0]!)}`);
  const values = await rows.locator('td').allTextContents();
  expect(values).toEqual(direct.months.map(number));
  expect(direct.months.reduce((a, b) => a + b, 0)).toBe(direct.planted2025);
  await expect(progress.getByRole('figure', { name: 'Street trees by condition' }).locator('path')).not.toHaveCount(0);

  const html = await page.evaluate(async () =>
    (await fetch(location.pathname, { headers: { accept: 'text/html' } })).text(),
  );
  expect(html).toContain(`>${number(direct.planted2025)}<`);
  expect(html).toContain('chart-card__bars');

  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'trees@riverside.example' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location' })).toBeVisible();
  const projects = page.getByTestId('work-related');
  await expect(projects.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(projects.getByRole('link', { name: 'Riverbank Restoration' })).toBeVisible();
  await expect(projects.getByRole('link', { name: 'Protected Bike Lanes on Main Street' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('initiative-page'), fullPage: true });

  await projects.getByRole('link', { name: 'Riverbank Restoration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riverbank Restoration' })).toBeVisible();
  const partOf = page.getByTestId('work-related');
  await expect(partOf.getByRole('heading', { name: 'Part of' })).toBeVisible();
  await expect(partOf.getByRole('link', { name: 'Greener Riverside' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a metric whose layer does not answer in time shows "--" and why', async ({ page }) => {
  // A "feature service" on another origin that never answers: the visitor's browser asks it, and gives up in time.
  const silent = http.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}/arcgis/rest/services/Late/FeatureServer`;
  await page.goto(`${SITE}/robots.txt`);
  const change = async (add: boolean) =>
    page.evaluate(
      async ({ password, url, add }) => {
        const form = (fields: Record<string, string>) => new URLSearchParams({ f: 'json', ...fields });
        const signedIn = await fetch('/sharing/rest/generateToken', {
          method: 'POST',
          body: form({ username: 'publisher_riverside', password, client: 'referer', referer: location.origin }),
        });
        const { token } = (await signedIn.json()) as { token: string };
        const q = 'type:"Hub Project" AND title:"Main Library Renovation"';
        const found = await fetch(`/sharing/rest/search?${form({ q, token })}`);
        const item = ((await found.json()) as { results: { id: string; owner: string }[] }).results[0]!;
        const data = (await (await fetch(`/sharing/rest/content/items/${item.id}/data?${form({ token })}`)).json()) as {
          view?: { metricDisplays?: unknown[] };
        };
        // A project's metrics are kept in its item properties (ADR 0199), their displays in its data.
        const stored = (await (await fetch(`/sharing/rest/content/items/${item.id}?${form({ token })}`)).json()) as {
          properties?: { metrics?: unknown[] } | null;
        };
        const metrics = stored.properties?.metrics ?? [];
        const late = {
          id: 'late',
          name: 'Books lent this year',
          entityInfo: { id: item.id, name: 'Main Library Renovation', type: 'Hub Project' },
          source: { type: 'service-query', serviceUrl: url, layerId: 0, field: 'OBJECTID', statistic: 'count' },
        };
        const displays = data.view?.metricDisplays ?? [];
        const next = add
          ? {
              metrics: [...metrics, late],
              data: {
                ...data,
                view: {
                  ...data.view,
                  metricDisplays: [
                    ...displays,
                    { metricId: 'late', displayType: 'stat-card', visibility: 'featured', serverTimeout: 1500 },
                  ],
                },
              },
            }
          : {
              metrics: metrics.filter((m) => (m as { id: string }).id !== 'late'),
              data: {
                ...data,
                view: {
                  ...data.view,
                  metricDisplays: displays.filter((d) => (d as { metricId: string }).metricId !== 'late'),
                },
              },
            };
        const saved = await fetch(`/sharing/rest/content/users/${item.owner}/items/${item.id}/update`, {
          method: 'POST',
          body: form({
            token,
            text: JSON.stringify(next.data),
            properties: JSON.stringify({ ...stored.properties, metrics: next.metrics }),
          }),
        });
        return saved.status;
      },
      { password: E2E_PASSWORD, url: silentUrl, add },
    );
  expect(await change(true)).toBe(200);
  try {
    await page.goto(`${SITE}/projects/riverside::library-renovation`);
    await waitForHydration(page);
    const card = page.locator('.card--stat').filter({ hasText: 'Books lent this year' });
    await expect(card.locator('.stat-card__number')).toHaveText('--', { timeout: 15_000 });
    await expect(card.locator('.stat-card__number')).toHaveAttribute(
      'title',
      /The layer did not answer within 1\.5 s\./,
    );
    await expect(card).toContainText('The layer did not answer within 1.5 s.');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath('metric-timeout'), fullPage: false });
  } finally {
    await change(false);
    silent.closeAllConnections();
    silent.close();
  }
});
