/**
 * A key/value store such as `localStorage` or `sessionStorage`.
 *
 * @example
 * const storage: KeyValueStorage = window.sessionStorage;
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The browser facilities OAuth sign-in uses, injected so the code never touches `window` and runs
 * (and is tested) anywhere. Each function takes only the members it needs (`Pick<OAuthBrowser, ...>`);
 * {@link oauthBrowserFromWindow} builds all of them from a window.
 *
 * @example
 * const browser: OAuthBrowser = oauthBrowserFromWindow(window);
 * await beginOAuthSignIn(options, browser);
 */
export interface OAuthBrowser {
  /** Holds the OAuth state and PKCE verifier between leaving for the portal and coming back. */
  readonly storage: KeyValueStorage;
  /** The page's current URL (`location.href`). */
  currentUrl(): string;
  /** Leaves the page for `url` (`location.assign`). */
  navigate(url: string): void;
  /** Opens the sign-in popup (`window.open`); returns null when the browser blocked it. */
  openPopup(url: string, name: string, features: string): unknown;
  /** The opening window, where a popup announces its result. */
  readonly events: EventTarget;
  /** In the popup: the window that opened it, or null. */
  opener(): EventTarget | null;
  /** In the popup: closes it. */
  close(): void;
}
