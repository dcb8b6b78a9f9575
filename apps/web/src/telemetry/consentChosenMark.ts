import { PRIVACY_SETTINGS_KEY } from '@plaza/core';

/** Set on `<html>` before the first paint when this browser holds a privacy choice: the stylesheet then hides the banner. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/**
 * Inline script text, run before the page paints (in the page's start script, under its nonce): marks `<html>` when a
 * choice is stored, so the server-rendered consent banner is never shown to a visitor who already chose (ADR 0214).
 * The banner reads the choice itself once hydrated and clears the mark if the stored record is not a valid choice.
 *
 * @example
 * `<script nonce="…">${MARK_CONSENT_CHOSEN}</script>`
 */
export const MARK_CONSENT_CHOSEN = `try{if(localStorage.getItem(${JSON.stringify(PRIVACY_SETTINGS_KEY)}))document.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')}catch(error){}`;
