import type { Locator } from '@playwright/test';

/** A 1×1 PNG, for thumbnail uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses an option of a Calcite select (its native combobox inside). */
export async function chooseOption(select: Locator, value: string): Promise<void> {
  await select.getByRole('combobox').selectOption(value);
}
