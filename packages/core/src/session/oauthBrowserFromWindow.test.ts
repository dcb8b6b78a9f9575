import { describe, expect, it } from 'vitest';
import { oauthBrowserFromWindow, type WindowLike } from './oauthBrowserFromWindow.ts';

/** A window-shaped object: an EventTarget with storage, location, open, opener and close. */
function fakeWindow(opener: unknown) {
  const items = new Map<string, string>();
  const done = { assigned: [] as string[], opened: [] as string[][], closed: false };
  const win = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    location: { href: 'https://hub.test/sites', assign: (url: string) => void done.assigned.push(url) },
    open: (url: string, target: string, features: string) => (done.opened.push([url, target, features]), null),
    opener,
    close: () => void (done.closed = true),
  }) satisfies WindowLike;
  return { win, items, done };
}

describe('oauthBrowserFromWindow', () => {
  it('maps storage, URL, navigation, popup, events and close onto the window', () => {
    const { win, items, done } = fakeWindow(null);
    const browser = oauthBrowserFromWindow(win);
    browser.storage.setItem('k', 'v');
    browser.navigate('https://portal.test/authorize');
    expect(browser.openPopup('https://portal.test/authorize', 'oauth-window', 'width=600')).toBeNull();
    browser.close();
    expect(items.get('k')).toBe('v');
    expect(browser.currentUrl()).toBe('https://hub.test/sites');
    expect(done).toEqual({
      assigned: ['https://portal.test/authorize'],
      opened: [['https://portal.test/authorize', 'oauth-window', 'width=600']],
      closed: true,
    });
    expect(browser.events).toBe(win);
    expect(browser.opener()).toBeNull();
  });

  it('takes any object that can receive events as the opener (it lives in another realm)', () => {
    const crossRealm = { dispatchEvent: () => true };
    expect(oauthBrowserFromWindow(fakeWindow(crossRealm).win).opener()).toBe(crossRealm);
    expect(oauthBrowserFromWindow(fakeWindow({ closed: true }).win).opener()).toBeNull();
  });
});
