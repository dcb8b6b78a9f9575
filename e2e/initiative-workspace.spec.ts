import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { chooseOption } from './support/formInputs.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 20: the publisher adds a metric to Greener Riverside with the picker (layer → field → statistic → filter),
// sees its live preview agree with the layer, shows it on the initiative's page; joins a project to Safe Streets and
// sees it on both pages; then takes both back.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const TREES = '/arcgis/rest/services/Street_Trees/FeatureServer/0/query';
test.use({ reducedMotion: 'reduce' });

test('a publisher adds a live metric with the picker and it shows on the initiative page', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/initiatives/riverside::greener-riverside/metrics');
  await waitForHydration(page);
  const pane = page.getByRole('region', { name: 'Metrics' });
  await expect(pane.getByRole('row', { name: /Street trees planted in 2025/ })).toBeVisible();
  await expect(pane.getByRole('combobox', { name: 'How Street trees planted in 2025 is shown' })).toHaveValue(
    'featured',
  );

  const expected = await page.evaluate(async (layer) => {
    const params = new URLSearchParams({
      f: 'json',
      where: "Condition IN ('Excellent', 'Good')",
      outStatistics: JSON.stringify([
        { statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'v' },
      ]),
    });
    const body = (await (await fetch(`${layer}?${params}`)).json()) as { features: { attributes: { v: number } }[] };
    return body.features[0]!.attributes.v;
  }, TREES);
  const shown = new Intl.NumberFormat('en').format(expected);

  await pane.getByRole('button', { name: 'Add a metric' }).click();
  const editor = pane.getByRole('form', { name: 'New metric' });
  await editor.getByLabel('Name').fill('Healthy street trees');
  await editor.getByLabel('Layer', { exact: true }).selectOption({ label: 'Street Trees' });
  await expect(editor.getByLabel('Field', { exact: true })).toHaveValue('OBJECTID');
  await expect(editor.getByLabel('Statistic', { exact: true })).toHaveValue('count');
  await editor.getByRole('button', { name: 'Add a filter' }).click();
  const filter = editor.getByRole('group', { name: 'Filter 1' });
  await filter.getByLabel('Field to filter').selectOption('Condition');
  await filter.getByLabel('Any of these values, separated by commas').fill('Excellent, Good');
  // The preview asks the layer live, and agrees with it.
  await expect(editor.locator('.metric-preview .stat-card__number')).toHaveText(shown);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('metric-editor'), fullPage: true });
  await editor.getByLabel('Shown').selectOption('visible');
  await editor.getByRole('button', { name: 'Save the metric' }).click();
  await expect(pane.getByRole('row', { name: /Healthy street trees/ })).toContainText(
    'Count of OBJECTID in Street_Trees, filtered',
  );

  try {
    await page.goto(`${SITE}/initiatives/riverside::greener-riverside`);
    const card = page
      .getByRole('region', { name: 'Progress' })
      .locator('.card--stat')
      .filter({ hasText: 'Healthy street trees' });
    await expect(card.locator('.stat-card__number')).toHaveText(shown);
  } finally {
    await page.goto(`${SITE}/workspace/initiatives/riverside::greener-riverside/metrics`);
    await page.getByRole('button', { name: 'Delete Healthy street trees' }).click();
    await expect(page.getByRole('row', { name: /Healthy street trees/ })).toHaveCount(0);
  }
});

test('a publisher joins a project to an initiative, and each page names the other', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/initiatives/riverside::safe-streets/projects');
  await waitForHydration(page);
  const pane = page.getByRole('region', { name: 'Projects' });
  await expect(pane.getByRole('list', { name: 'Projects' })).toContainText('Protected Bike Lanes on Main Street');
  await pane.getByLabel('Project to add').selectOption({ label: 'Main Library Renovation' });
  await pane.getByRole('button', { name: 'Add the project' }).click();
  await expect(pane.getByRole('list', { name: 'Projects' })).toContainText('Main Library Renovation');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('initiative-projects-pane'), fullPage: true });
  try {
    await page.goto(`${SITE}/initiatives/riverside::safe-streets`);
    await expect(page.getByTestId('work-related').getByRole('link', { name: 'Main Library Renovation' })).toBeVisible();
    await page.goto(`${SITE}/projects/riverside::library-renovation`);
    await expect(page.getByTestId('work-related').getByRole('link', { name: 'Safe Streets' })).toBeVisible();
  } finally {
    await page.goto(`${SITE}/workspace/projects/riverside::library-renovation/initiatives`);
    const initiatives = page.getByRole('region', { name: 'Initiatives' });
    await initiatives.getByRole('button', { name: 'Remove Safe Streets' }).click();
    await expect(initiatives.getByText('This project does not belong to an initiative yet.')).toBeVisible();
  }
  await page.goto(`${SITE}/projects/riverside::library-renovation`);
  await expect(page.getByTestId('work-related').getByRole('link', { name: 'Safe Streets' })).toHaveCount(0);
});

test('the layout editor picks a live stat card and a chart card from a layer; the page shows both in its first paint', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, SITE, 'admin_riverside', '/pages/riverside::about-the-data/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Layout of About the Data' })).toBeVisible();
  const expected = await page.evaluate(async (layer) => {
    const ask = async (extra: Record<string, string>) =>
      (await (await fetch(`${layer}?${new URLSearchParams({ f: 'json', ...extra })}`)).json()) as {
        features: { attributes: Record<string, number | string> }[];
      };
    const stat = JSON.stringify([{ statisticType: 'sum', onStatisticField: 'Height_ft', outStatisticFieldName: 'v' }]);
    const total = await ask({ where: "Condition IN ('Poor')", outStatistics: stat });
    const count = JSON.stringify([
      { statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'v' },
    ]);
    const wards = await ask({
      where: '1=1',
      outStatistics: count,
      groupByFieldsForStatistics: 'Ward',
      orderByFields: 'v DESC',
      resultRecordCount: '8',
    });
    return {
      poorHeight: total.features[0]!.attributes.v as number,
      topWard: wards.features[0]!.attributes,
      wards: wards.features.length,
    };
  }, TREES);

  await page.getByTestId('add-section').click();
  const section = page.getByTestId('outline-section').last();
  await chooseOption(section.getByTestId('card-type'), 'stat');
  await section.getByTestId('add-card').click();
  await section.getByTestId('outline-card').first().click();
  const settings = page.getByTestId('card-settings');
  await settings.getByTestId('setting-cardTitle').getByRole('textbox').fill('Height of poor trees');
  await chooseOption(settings.getByTestId('metric-source'), 'dynamic');
  await settings.getByLabel('Layer', { exact: true }).selectOption({ label: 'Street Trees' });
  await settings.getByLabel('Field', { exact: true }).selectOption('Height_ft');
  await settings.getByLabel('Statistic', { exact: true }).selectOption('sum');
  await settings.getByRole('button', { name: 'Add a filter' }).click();
  await settings.getByRole('group', { name: 'Filter 1' }).getByLabel('Field to filter').selectOption('Condition');
  await settings
    .getByRole('group', { name: 'Filter 1' })
    .getByLabel('Any of these values, separated by commas')
    .fill('Poor');
  const preview = page.getByTestId('site-preview');
  const number = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
  await expect(
    preview.locator('.card--stat').filter({ hasText: 'Height of poor trees' }).locator('.stat-card__number'),
  ).toHaveText(number(expected.poorHeight));

  await chooseOption(section.getByTestId('card-type'), 'chart');
  await section.getByTestId('add-card').click();
  await section.getByTestId('outline-card').nth(1).click();
  await settings.getByTestId('setting-cardTitle').getByRole('textbox').fill('Trees by ward');
  await settings.getByLabel('Layer', { exact: true }).selectOption({ label: 'Street Trees' });
  await settings.getByLabel('By').selectOption('Ward');
  const chart = preview.getByRole('figure', { name: 'Trees by ward' });
  await expect(chart.getByRole('img').locator('.chart-card__bars rect')).toHaveCount(expected.wards);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('layout-editor-metrics'), fullPage: true });
  await page.getByTestId('save-layout').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The public page has both in its HTML, computed when it was rendered.
  const html = await page.evaluate(
    async (address) => (await fetch(address, { headers: { accept: 'text/html' } })).text(),
    `${SITE}/pages/riverside::about-the-data`,
  );
  expect(html).toContain(`>${number(expected.poorHeight)}<`);
  expect(html).toContain('Trees by ward');
  expect(html).toContain('chart-card__bars');
  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${SITE}/pages/riverside::about-the-data`);
  await waitForHydration(visitor);
  const figure = visitor.getByRole('figure', { name: 'Trees by ward' });
  await figure.getByText('Show the figures as a table').click();
  await expect(figure.getByRole('table').locator('tbody tr').first()).toHaveText(
    `${expected.topWard.Ward}${number(Number(expected.topWard.v))}`,
  );
  await expectNoSeriousViolations(visitor);
  await context.close();
});

test("a publisher sets an initiative's place on the map and its contacts; its page shows both", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/initiatives/riverside::safe-streets/details');
  await waitForHydration(page);
  const location = page.getByTestId('location-editor');
  await location.getByLabel('An area on the map').check();
  await expect(location.getByTestId('location-summary')).toHaveText(
    'Move the map to the place, then use the area shown.',
  );
  // The map loads once it is on screen, and reports its area once it has loaded.
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('canvas')).toBeVisible({ timeout: 20_000 });
  const use = location.getByTestId('location-use-view');
  await expect(use).not.toHaveAttribute('disabled', /.*/, { timeout: 20_000 });
  await use.click();
  const summary = await location.getByTestId('location-summary').textContent();
  expect(summary).toMatch(/longitude/);
  await location.getByRole('button', { name: 'Save the location' }).click();
  await expect(location.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const contacts = page.getByTestId('contacts-editor');
  await contacts.getByRole('button', { name: 'Add a contact' }).click();
  await contacts.getByLabel('Name').fill('Sam Ortiz');
  await contacts.getByLabel('Role').fill('Traffic safety engineer');
  await contacts.getByLabel('Email').fill('streets@riverside.example');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('initiative-location-contacts'), fullPage: true });
  await contacts.getByRole('button', { name: 'Save the contacts' }).click();
  await expect(contacts.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.goto(`${SITE}/initiatives/riverside::safe-streets`);
  await expect(page.getByRole('region', { name: 'Location' })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact).toContainText('Sam Ortiz');
  await expect(contact.getByRole('link', { name: 'streets@riverside.example' })).toHaveAttribute(
    'href',
    'mailto:streets@riverside.example',
  );
});
