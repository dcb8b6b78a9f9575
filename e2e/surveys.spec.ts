import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT, NO_TRACKING_CHOICE } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { chooseOption } from './support/formInputs.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 21: staff build a survey with a point question and publish it; a resident answers anonymously with the
// keyboard only; staff see the answer on the results map and the count 1; the survey is closed and refuses answers.
// The answering page and the builder pass axe in English and Arabic.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const SUFFIX = Date.now().toString(36);
const NAME = `Tree wishes ${SUFFIX}`;
/** The demo tree survey's Form item (seed: demoItemId('riverside', 'tree-survey')). */
const DEMO_SURVEY_ID = '9f5938cde72529bfb5ffbcaeb7d06411';
test.use({ reducedMotion: 'reduce' });
/** A new visitor's storage: tracking already declined, as the suite's pages have it. */
const NO_TRACKING = { cookies: [], origins: [{ origin: SITE, localStorage: [NO_TRACKING_CHOICE] }] };

/** Presses Tab until `target` has the focus (the map's own controls come first), failing after a few. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

async function openPane(page: Page, pane: string) {
  await page
    .getByRole('navigation', { name: `Sections of ${NAME}` })
    .getByRole('link', { name: pane })
    .click();
}

test('a survey is built, published, answered anonymously with the keyboard, counted, and closed', async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  await signInAs(page, SITE, 'publisher_riverside');
  await page.getByTestId('create-survey').click();
  await page.getByTestId('create-dialog').getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.getByTestId('create-dialog').getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/surveys\/[0-9a-f]{32}\/details$/);
  const surveyId = /surveys\/([0-9a-f]{32})/.exec(page.url())![1]!;

  // The builder: a heading, a point question (required), a choice question, the area of Riverside.
  const builder = page.getByTestId('survey-builder');
  await builder.getByLabel('Heading').fill('Help us choose where new trees go');
  await builder.getByLabel('Thank-you message').fill('Thanks — the parks team reads every answer.');
  await expect(page.getByTestId('survey-problems')).toContainText('Add at least one question.');
  await builder.getByLabel('Kind of question').selectOption('point');
  await builder.getByRole('button', { name: 'Add question' }).click();
  await builder.getByTestId('survey-q-q1').getByLabel('Question', { exact: true }).fill('Where should a tree go?');
  await builder.getByLabel('Kind of question').selectOption('singleChoice');
  await builder.getByRole('button', { name: 'Add question' }).click();
  const choice = builder.getByTestId('survey-q-q2');
  await choice.getByLabel('Question', { exact: true }).fill('Which kind of tree?');
  await expect(choice.getByText('Give at least one choice.')).toBeVisible();
  await choice.getByLabel('Choices, one per line').fill('Shade tree\nFruit tree');
  const area = builder.getByTestId('survey-area-editor');
  await area.getByLabel('West (longitude)').fill('-117.52');
  await area.getByLabel('South (latitude)').fill('33.85');
  await area.getByLabel('East (longitude)').fill('-117.28');
  await area.getByLabel('North (latitude)').fill('34.02');
  await expect(page.getByTestId('survey-problems')).toHaveCount(0);
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(builder.getByRole('status')).toHaveText('Saved.');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('survey-builder'), fullPage: true });

  // Shared with everyone but still a Draft: its page takes no answers yet.
  await page.getByTestId('access-editor').getByTestId('access-public').click();
  await page.getByTestId('access-editor').getByTestId('access-apply').click();
  await expect(page.getByTestId('access-editor').getByText('Access changed.')).toBeVisible();
  await openPane(page, 'Settings');
  await expect(page.getByTestId('survey-answering')).toContainText('Anyone can answer, signed in or not.');
  const residentContext = await browser.newContext({ storageState: NO_TRACKING });
  const resident = await residentContext.newPage();
  await resident.goto(`${SITE}/feedback/surveys/${surveyId}`);
  await expect(resident.getByTestId('survey-not-open')).toHaveText(
    'This survey is not published yet: it takes no answers.',
  );

  // Publish, with each step ticked off; the builder then fixes its questions.
  await openPane(page, 'Details');
  await page.getByTestId('survey-publish').getByRole('button', { name: 'Publish survey' }).click();
  await expect(page.getByTestId('survey-builder').getByText(/^Published: its answers are stored/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('survey-q-q1').getByLabel('Kind')).toBeDisabled();

  // A resident answers with the keyboard only: the map's arrow keys and "Use the centre of the map", a radio, Enter.
  await resident.goto(`${SITE}/feedback/surveys/${surveyId}`);
  await waitForHydration(resident);
  await expect(resident.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expectNoSeriousViolations(resident);
  await resident.getByRole('button', { name: 'Send my answer' }).focus();
  await resident.keyboard.press('Enter');
  await expect(resident.getByTestId('answer-q1').getByText('Answer this question.')).toBeVisible();
  await expect(resident.getByLabel('Latitude')).toBeFocused();
  await resident.screenshot({ path: screenshotPath('survey-answer-errors'), fullPage: true });
  const map = resident.getByRole('region', { name: 'Map for the question: Where should a tree go?' });
  await map.focus();
  await resident.keyboard.press('ArrowRight');
  await tabTo(resident, resident.getByRole('button', { name: 'Use the centre of the map' }));
  await resident.keyboard.press('Enter');
  await expect(resident.getByLabel('Latitude')).not.toHaveValue('');
  await resident.getByLabel('Longitude').focus();
  await resident.keyboard.press('Tab');
  await expect(resident.getByRole('radio', { name: 'Shade tree' })).toBeFocused();
  await resident.keyboard.press('Space');
  await expect(resident.getByRole('radio', { name: 'Shade tree' })).toBeChecked();
  await resident.keyboard.press('Tab');
  await expect(resident.getByRole('button', { name: 'Send my answer' })).toBeFocused();
  await resident.keyboard.press('Enter');
  await expect(resident.getByTestId('survey-thanks')).toContainText('Thanks — the parks team reads every answer.');
  await expect(resident.getByRole('heading', { name: 'Thank you' })).toBeFocused();
  await resident.screenshot({ path: screenshotPath('survey-thanks'), fullPage: true });

  // Staff see the answer: the count, the point on the results map, the table.
  await openPane(page, 'Dashboard');
  await expect(page.getByTestId('survey-answer-count')).toHaveText('1');
  await expect(page.getByTestId('survey-results-map')).toBeVisible();
  await expect(page.getByTestId('survey-results-table')).toContainText('Shade tree');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('survey-results'), fullPage: true });

  // Closed: the page says so and the service refuses an answer sent anyway.
  await openPane(page, 'Settings');
  await page.getByTestId('survey-answering').getByRole('button', { name: 'Close the survey' }).click();
  await expect(page.getByTestId('survey-open-state')).toHaveText('The survey is closed: it takes no answers.');
  await resident.goto(`${SITE}/feedback/surveys/${surveyId}`);
  await expect(resident.getByTestId('survey-not-open')).toHaveText('This survey is closed: it takes no more answers.');
  const serviceUrl = `/arcgis/rest/services/survey_${surveyId}/FeatureServer/0/addFeatures`;
  // (Node's resolver does not know *.localhost: the service answers on every host.)
  const refused = await resident.request.post(`http://localhost:${E2E_PORT}${serviceUrl}`, {
    form: {
      f: 'json',
      features: JSON.stringify([{ attributes: { q2: 'Fruit tree' }, geometry: { x: -117.4, y: 33.95 } }]),
    },
  });
  expect(((await refused.json()) as { error?: { message?: string } }).error?.message).toBe(
    'The survey is closed: it takes no more answers.',
  );
  expect(errors).toEqual([]);
  await residentContext.close();
});

test('the demo survey is answered from its card, reads right to left in Arabic, and its results and builder pass axe', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ storageState: NO_TRACKING });
  const survey = await context.newPage();
  // The survey card on the Parks and Trails page: the form, answered right there.
  await survey.goto(`${SITE}/pages/riverside::parks-and-trails`);
  await waitForHydration(survey);
  const card = survey.getByTestId('survey-card');
  await expect(card.getByRole('link', { name: 'Where should Riverside plant trees?' })).toBeVisible();
  await card.screenshot({ path: screenshotPath('survey-card') });
  await card.getByLabel('Latitude').fill('33.95');
  await card.getByLabel('Longitude').fill('-117.40');
  await card.getByRole('radio', { name: 'Native oak' }).check();
  await card.getByRole('button', { name: 'Send my answer' }).click();
  await expect(card.getByTestId('survey-thanks')).toContainText('The parks team reads every answer');

  await survey.goto(`${SITE}/feedback/surveys/riverside::tree-survey?lang=ar`);
  await waitForHydration(survey);
  await expect(survey.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(survey.getByRole('button', { name: 'إرسال إجابتي' })).toBeVisible();
  await expectNoSeriousViolations(survey);
  await survey.screenshot({ path: screenshotPath('survey-answer-ar'), fullPage: true });
  await context.close();

  await signInAs(page, SITE, 'publisher_riverside');
  await page.goto(`${SITE}/workspace/surveys/riverside::tree-survey/dashboard?lang=ar`);
  await expect(page.getByTestId('survey-answer-count')).toHaveText(/^(25|٢٥)$/);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('survey-results-ar'), fullPage: true });
  await page.goto(`${SITE}/workspace/surveys/riverside::tree-survey/details?lang=ar`);
  await expect(page.getByTestId('survey-builder')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the layout editor adds a survey card picked from the list, and its preview shows the form', async ({ page }) => {
  await signInAs(page, SITE, 'admin_riverside', '/pages/riverside::about-the-data/edit');
  await page.getByTestId('add-section').click();
  const section = page.getByTestId('outline-section').last();
  await chooseOption(section.getByTestId('card-type'), 'survey');
  await section.getByTestId('add-card').click();
  await section.getByTestId('outline-card').first().click();
  const settings = page.getByTestId('card-settings');
  await chooseOption(settings.getByTestId('setting-survey-pick'), DEMO_SURVEY_ID);
  const card = page.getByTestId('site-preview').getByTestId('survey-card');
  await expect(card.getByRole('link', { name: 'Where should Riverside plant trees?' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send my answer' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
