import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 44 item 4: a page with each of the spec's nine chart components (action bar, bar, bar-line, box plot, gauge,
// histogram, line, pie, scatter plot) over the demo's street trees, each drawn in the server's HTML with its table and
// reachable by keyboard, and stat cards with their scale, unit, unit position and source link.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const API = `http://localhost:${E2E_PORT}`;
const OWNER = 'admin_riverside';
const STAMP = Date.now().toString(36);
const TREES = '/arcgis/rest/services/Street_Trees/FeatureServer';
const MONTHS_2025 = { field: 'Planted', bin: 'month', from: '2025-01-01', to: '2025-12-31' };
const BY_CONDITION = { field: 'Condition', limit: 6 };

const CHARTS = [
  { type: 'action-bar', title: 'Trees by condition, ranked', category: BY_CONDITION },
  { type: 'bar', title: 'Trees planted by month (bars)', category: MONTHS_2025 },
  { type: 'bar-line', title: 'Trees planted by month and in all', category: MONTHS_2025 },
  { type: 'box-plot', title: 'How many trees a month: the spread', category: MONTHS_2025 },
  { type: 'gauge', title: 'Trees planted in 2025 (gauge)', category: MONTHS_2025 },
  { type: 'histogram', title: 'Months by trees planted', category: MONTHS_2025 },
  { type: 'line', title: 'Trees planted by month (line)', category: MONTHS_2025 },
  { type: 'pie', title: 'Trees by condition (pie)', category: BY_CONDITION },
  { type: 'scatter', title: 'Trees planted by month (dots)', category: MONTHS_2025 },
] as const;

const dynamicMetric = { serviceUrl: TREES, layerId: 0, field: 'OBJECTID', statistic: 'count' };
const card = (name: string, settings: Record<string, unknown>, width = 6) => ({
  width,
  component: { name, settings },
});

/** The page: three stat cards in a row, then the nine charts two to a row. */
function layout() {
  const stats = [
    card(
      'stat-card',
      {
        type: 'static',
        cardTitle: 'Tree canopy',
        value: 31.5,
        unit: '%',
        unitPosition: 'after',
        scale: 'm',
        sourceLink: 'https://data.example/canopy-2025',
        sourceTitle: 'Canopy survey 2025',
      },
      4,
    ),
    card(
      'stat-card',
      { type: 'static', cardTitle: 'Planting budget', value: 1200000, unit: '$', unitPosition: 'before', scale: 's' },
      4,
    ),
    card(
      'stat-card',
      {
        type: 'dynamic',
        cardTitle: 'Street trees',
        dynamicMetric: { ...dynamicMetric, sourceLink: '/search?q=trees', sourceTitle: 'Street trees layer' },
        unit: 'trees',
        unitPosition: 'below',
      },
      4,
    ),
  ];
  const charts = CHARTS.map((chart) =>
    card('chart-card', {
      cardTitle: chart.title,
      chartType: chart.type,
      valueName: 'Trees',
      dynamicMetric,
      category: chart.category,
    }),
  );
  const rows = [{ cards: stats }];
  for (let i = 0; i < charts.length; i += 2) rows.push({ cards: charts.slice(i, i + 2) });
  return { sections: [{ containment: 'fixed', rows }] };
}

async function publishChartsPage(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post(`${API}/sharing/rest/generateToken`, {
    form: { username: OWNER, password: E2E_PASSWORD, client: 'referer', referer: API, f: 'json' },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const added = await request.post(`${API}/sharing/rest/content/users/${OWNER}/addItem`, {
    form: {
      f: 'json',
      token,
      title: `Street trees in charts ${STAMP}`,
      type: 'Hub Page',
      snippet: 'Every kind of chart.',
      text: JSON.stringify({ values: { layout: layout() } }),
    },
    headers: { referer: API },
  });
  const { id } = (await added.json()) as { id: string };
  const shared = await request.post(`${API}/sharing/rest/content/items/${id}/share`, {
    form: { f: 'json', token, everyone: 'true', org: 'true' },
    headers: { referer: API },
  });
  expect(shared.ok()).toBe(true);
  return id;
}

/** The figures of a chart's table as numbers (its second column). */
async function tableValues(chart: Locator): Promise<number[]> {
  const cells = await chart.locator('tbody tr td:first-of-type').allTextContents();
  return cells.map((text) => Number(text.replace(/[^\d.-]/g, '')));
}

test('a page draws the nine charts with their tables and keyboard access, and stat cards with unit, scale and source', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await publishChartsPage(request);
  const errors = collectPageErrors(page);

  await page.goto(`${SITE}/pages/${id}`);
  await waitForHydration(page);

  // Every chart is in the server's HTML: drawn before any script runs.
  const html = await page.evaluate(async () =>
    (await fetch(location.pathname, { headers: { accept: 'text/html' } })).text(),
  );
  for (const chart of CHARTS) expect(html, chart.type).toContain(`chart-card--${chart.type}`);
  for (const drawing of ['action-bar', 'bar-line', 'box-plot', 'gauge', 'histogram', 'scatter'])
    expect(html, drawing).toContain(`chart-card__svg--${drawing}`);
  expect(html).toContain('stat-card--scale-m');

  const figure = (title: string) => page.getByRole('figure', { name: title });

  // Bars by month: 12 months; the other monthly charts draw the same 12 figures their own way.
  const bars = figure('Trees planted by month (bars)');
  await expect(bars.locator('.chart-card__svg--wide .chart-card__bars rect')).toHaveCount(12);
  const monthly = await tableValues(bars);
  expect(monthly).toHaveLength(12);
  const planted = monthly.reduce((a, v) => a + v, 0);
  expect(planted).toBeGreaterThan(0);

  await expect(figure('Trees planted by month (line)').locator('.chart-card__svg--wide circle')).toHaveCount(12);
  await expect(
    figure('Trees planted by month (dots)').locator('.chart-card__svg--wide .chart-card__dots circle'),
  ).toHaveCount(12);

  // Bar-line: 12 bars, and a line of the running total on its own axis, which the table lists too.
  const barLine = figure('Trees planted by month and in all');
  await expect(barLine.locator('.chart-card__svg--wide .chart-card__bars rect')).toHaveCount(12);
  await expect(barLine.locator('.chart-card__svg--wide .chart-card__line--second circle')).toHaveCount(12);
  await expect(barLine.locator('thead th').last()).toHaveText('Running total');
  await expect(barLine.locator('tbody tr').last().locator('td').last()).toHaveText(
    new Intl.NumberFormat('en').format(planted),
  );

  // Box plot: one box, its five figures written out, the median that of the 12 months.
  const sorted = [...monthly].sort((a, b) => a - b);
  const median = (sorted[5]! + sorted[6]!) / 2;
  const box = figure('How many trees a month: the spread');
  await expect(box.locator('.chart-card__svg--wide .chart-card__box rect')).toHaveCount(1);
  await expect(box.locator('.chart-card__note')).toContainText(
    `median ${new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(median)}`,
  );

  // Gauge: the year's total in its middle.
  const gauge = figure('Trees planted in 2025 (gauge)');
  await expect(gauge.locator('.chart-card__gauge-figure')).toHaveText(new Intl.NumberFormat('en').format(planted));
  await expect(gauge.getByRole('img')).toHaveAccessibleName(
    new RegExp(`^${new Intl.NumberFormat('en').format(planted)} on a scale of 0 to`),
  );

  // Histogram: its table counts each month once.
  const histogram = figure('Months by trees planted');
  await histogram.getByText('Show the figures as a table').click();
  const counts = await tableValues(histogram);
  expect(counts.reduce((a, v) => a + v, 0)).toBe(12);
  await expect(histogram.locator('.chart-card__svg--wide .chart-card__bars rect')).toHaveCount(counts.length);

  // Action bar and pie over the conditions: one bar or slice per row of the table, the bars largest first.
  const ranked = figure('Trees by condition, ranked');
  const conditions = await tableValues(ranked);
  expect(conditions.length).toBeGreaterThan(1);
  await expect(ranked.locator('.chart-card__bars rect')).toHaveCount(conditions.length);
  const widths = await ranked
    .locator('.chart-card__bars rect')
    .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('width'))));
  expect(widths).toEqual([...widths].sort((a, b) => b - a));
  await expect(figure('Trees by condition (pie)').locator('path')).toHaveCount(conditions.filter((v) => v > 0).length);

  // Keyboard: each drawing takes focus and says what it shows; its table opens from the keyboard.
  const drawing = box.getByRole('img');
  await drawing.focus();
  await expect(drawing).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(box.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box.getByRole('table')).toBeVisible();

  // Stat cards: scale, unit before / after / below, and the source link.
  const stat = (title: string) => page.locator('.card--stat').filter({ hasText: title });
  const canopy = stat('Tree canopy');
  await expect(canopy).toHaveClass(/stat-card--scale-m/);
  await expect(canopy.locator('.stat-card__value')).toHaveText('31.5 %');
  await expect(canopy.getByRole('link', { name: 'Canopy survey 2025' })).toHaveAttribute(
    'href',
    'https://data.example/canopy-2025',
  );
  const budget = stat('Planting budget');
  await expect(budget).toHaveClass(/stat-card--scale-s/);
  await expect(budget.locator('.stat-card__value')).toHaveText('$1,200,000');
  const trees = stat('Street trees');
  await expect(trees).toHaveClass(/stat-card--scale-l/);
  await expect(trees.locator('.stat-card__unit--below')).toHaveText('trees');
  await expect(trees.getByRole('link', { name: 'Street trees layer' })).toHaveAttribute('href', '/search?q=trees');
  const count = Number((await trees.locator('.stat-card__number').textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(planted);

  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('charts-en-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('charts-en-phone'), fullPage: true });

  // In Arabic, right to left: the same drawings, the words translated.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SITE}/pages/${id}?lang=ar`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.chart-card__svg--box-plot')).toHaveCount(2);
  await expect(page.locator('.stat-card__source').first()).toContainText('المصدر:');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('charts-ar-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('charts-ar-phone'), fullPage: true });
  expect(errors).toEqual([]);
});
