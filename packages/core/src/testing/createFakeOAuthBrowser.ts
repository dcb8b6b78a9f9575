import type { KeyValueStorage, OAuthBrowser } from '../session/OAuthBrowser.ts';

/** An {@link OAuthBrowser} for tests, with what the code under test did to it. */
export interface FakeOAuthBrowser extends OAuthBrowser {
  readonly storage: KeyValueStorage & { readonly items: Map<string, string> };
  /** URLs passed to `navigate`, in order. */
  readonly navigations: string[];
  /** URLs passed to `openPopup`, in order. */
  readonly popups: string[];
  /** Sets what `currentUrl()` returns (e.g. the redirect URI with the portal's answer). */
  setUrl(url: string): void;
  /** Sets the window `opener()` returns (popup side). */
  setOpener(opener: EventTarget | null): void;
  /** Makes `openPopup` return null, as a browser that blocks popups. */
  blockPopups(): void;
  readonly closed: () => boolean;
}

/**
 * A browser without a browser: memory storage, a settable URL, recorded navigations and popups,
 * and an `EventTarget` as the window. One instance can play the opener and another the popup,
 * sharing `storage` as a real popup shares `localStorage`.
 *
 * @example
 * const page = createFakeOAuthBrowser('https://hub.test/sites');
 * await beginOAuthSignIn(options, page, deps);
 * page.navigations[0]; // the portal's authorize URL
 */
export function createFakeOAuthBrowser(
  url: string,
  shared?: { readonly storage: FakeOAuthBrowser['storage'] },
): FakeOAuthBrowser {
  const items = shared?.storage.items ?? new Map<string, string>();
  let current = url;
  let opener: EventTarget | null = null;
  let blocked = false;
  let closed = false;
  const navigations: string[] = [];
  const popups: string[] = [];
  return {
    storage: {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    currentUrl: () => current,
    navigate: (target) => void navigations.push(target),
    openPopup: (target) => {
      popups.push(target);
      return blocked ? null : {};
    },
    events: new EventTarget(),
    opener: () => opener,
    close: () => void (closed = true),
    navigations,
    popups,
    setUrl: (next) => void (current = next),
    setOpener: (next) => void (opener = next),
    blockPopups: () => void (blocked = true),
    closed: () => closed,
  };
}
