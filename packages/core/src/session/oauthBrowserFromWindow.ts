import type { KeyValueStorage, OAuthBrowser } from './OAuthBrowser.ts';

/**
 * The parts of a browser window OAuth sign-in uses; a real `window` fits.
 *
 * @example
 * const win: WindowLike = window;
 */
export interface WindowLike extends EventTarget {
  readonly localStorage: KeyValueStorage;
  readonly location: { readonly href: string; assign(url: string): void };
  open(url: string, target: string, features: string): unknown;
  readonly opener: unknown;
  close(): void;
}

/**
 * The {@link OAuthBrowser} of a browser window, with `localStorage` for the OAuth state (a popup
 * shares it with its opener). Called by the web app with its `window`; core never names it.
 *
 * @example
 * await beginOAuthSignIn(options, oauthBrowserFromWindow(window));
 */
export function oauthBrowserFromWindow(win: WindowLike): OAuthBrowser {
  return {
    storage: win.localStorage,
    currentUrl: () => win.location.href,
    navigate: (url) => win.location.assign(url),
    openPopup: (url, name, features) => win.open(url, name, features),
    events: win,
    opener: () => (isEventTarget(win.opener) ? win.opener : null),
    close: () => win.close(),
  };
}

// The opener lives in another realm, so `instanceof EventTarget` would be false.
function isEventTarget(value: unknown): value is EventTarget {
  return (
    typeof value === 'object' && value !== null && 'dispatchEvent' in value && typeof value.dispatchEvent === 'function'
  );
}
