import type { Page } from '@playwright/test';

/** From the workspace home, opens the settings pane of the demo site "Riverside Open Data" (its owner is signed in). */
export async function openSiteSettings(page: Page): Promise<void> {
  await page.getByTestId('own-items').getByRole('link', { name: 'Riverside Open Data' }).click();
  await page.waitForURL(/\/workspace\/sites\/[0-9a-f]{32}\/details$/);
  await page
    .getByRole('navigation', { name: 'Sections of Riverside Open Data' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.waitForURL(/\/settings$/);
}
