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

/**
 * Creates a site from the workspace home with the "New site" dialog, as the signed-in member of `page`, and returns
 * its id once its details pane is open. A new site is private to its owner until shared.
 */
export async function createSiteInWorkspace(page: Page, name: string): Promise<string> {
  await page.getByTestId('create-site').click();
  const dialog = page.getByTestId('create-dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/sites\/[0-9a-f]{32}\/details$/);
  return /\/workspace\/sites\/([0-9a-f]{32})\//.exec(page.url())![1]!;
}
