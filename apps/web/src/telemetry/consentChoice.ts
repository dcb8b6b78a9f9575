import { readPrivacyConsent, saveConsentChoice, type ConsentCategories, type PrivacyConsent } from '@plaza/core';

const listeners = new Set<() => void>();

/** Accept all, reject all: the two one-click choices of the banner. */
export const ACCEPT_ALL: ConsentCategories = Object.freeze({ performance: true, targeting: true, functional: true });
export const REJECT_ALL: ConsentCategories = Object.freeze({ performance: false, targeting: false, functional: false });

/**
 * The visitor's stored privacy settings in this browser (core's record under its fixed key), undefined before they
 * chose — or when storage is unavailable (then nothing is tracked).
 *
 * @example
 * if (!storedConsent()) showBanner();
 */
export function storedConsent(): PrivacyConsent | undefined {
  try {
    return readPrivacyConsent(window.localStorage);
  } catch {
    return undefined;
  }
}

/**
 * Records the visitor's choice (spec 3 §4): revoking a category that was allowed reloads the page (a tracker already
 * running is not unloaded any other way); otherwise the trackers are reinitialised under the new choice.
 *
 * @example
 * chooseConsent(ACCEPT_ALL);
 */
export function chooseConsent(choice: ConsentCategories): void {
  const { then } = saveConsentChoice(window.localStorage, choice, { id: crypto.randomUUID(), now: Date.now() });
  if (then === 'reload') {
    window.location.reload();
    return;
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after each choice that reinitialises trackers; returns the unsubscribe. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
