import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TEST_NOW } from '../testing/buildSession.ts';
import { createFakeOAuthBrowser } from '../testing/createFakeOAuthBrowser.ts';
import { stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { completeOAuthPopup } from './completeOAuthPopup.ts';
import type { OAuthSignInOptions } from './OAuthSignInOptions.ts';
import { signInWithPopup } from './signInWithPopup.ts';

afterEach(() => vi.unstubAllGlobals());

const PORTAL = 'https://portal.test/sharing/rest';
const options: OAuthSignInOptions = { portal: PORTAL, clientId: 'plaza-web', redirectUri: 'https://hub.test/auth' };
const deps = { now: () => SESSION_TEST_NOW, randomBytes: (n: number) => new Uint8Array(n).fill(3) };

/** An opening page and its popup, sharing storage like a real popup shares localStorage. */
function windows() {
  const opener = createFakeOAuthBrowser('https://hub.test/sites');
  const popup = createFakeOAuthBrowser('about:blank', opener);
  popup.setOpener(opener.events);
  return { opener, popup };
}

/** The popup arriving at the redirect URI with the portal's answer for the state it was sent with. */
function arrive(popup: ReturnType<typeof windows>['popup'], authorizeUrl: string, answer: Record<string, string>) {
  const state = new URL(authorizeUrl).searchParams.get('state')!;
  popup.setUrl(`https://hub.test/auth?${new URLSearchParams({ ...answer, state })}`);
}

describe('signInWithPopup + completeOAuthPopup', () => {
  it('hands the session from the popup to the opener and closes the popup', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({
        [`POST ${PORTAL}/oauth2/token`]: () => ({
          access_token: 'tok',
          expires_in: 600,
          username: 'casey',
          refresh_token: 'r',
        }),
      }).fetch,
    );
    const { opener, popup } = windows();
    const signingIn = signInWithPopup(options, opener, deps);
    await vi.waitFor(() => expect(opener.popups).toHaveLength(1));
    arrive(popup, opener.popups[0]!, { code: 'c' });

    await completeOAuthPopup(options, popup, deps);

    const session = await signingIn;
    expect(session).toMatchObject({
      username: 'casey',
      token: 'tok',
      refreshToken: 'r',
      tokenExpires: SESSION_TEST_NOW + 599_000,
    });
    expect(popup.closed()).toBe(true);
  });

  it("passes the popup's error to the opener", async () => {
    const { opener, popup } = windows();
    const signingIn = signInWithPopup(options, opener, deps);
    await vi.waitFor(() => expect(opener.popups).toHaveLength(1));
    arrive(popup, opener.popups[0]!, { error: 'access_denied', error_description: 'The user denied your request.' });
    await completeOAuthPopup(options, popup, deps);
    await expect(signingIn).rejects.toMatchObject({ code: 'ACCESS_DENIED', message: 'The user denied your request.' });
  });

  it('fails with POPUP_BLOCKED when the browser refuses the popup', async () => {
    const { opener } = windows();
    opener.blockPopups();
    await expect(signInWithPopup(options, opener, deps)).rejects.toMatchObject({ code: 'POPUP_BLOCKED' });
  });

  it('stops waiting with ABORTED when the signal fires', async () => {
    const { opener } = windows();
    const controller = new AbortController();
    const signingIn = signInWithPopup({ ...options, signal: controller.signal }, opener, deps);
    await vi.waitFor(() => expect(opener.popups).toHaveLength(1));
    controller.abort();
    await expect(signingIn).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('fails with "Unable to complete authentication..." when no opener is waiting, and keeps the popup open', async () => {
    const orphan = createFakeOAuthBrowser('https://hub.test/auth?code=c');
    await expect(completeOAuthPopup(options, orphan, deps)).rejects.toMatchObject({
      code: 'POPUP_HANDLER_MISSING',
      message: expect.stringMatching(/^Unable to complete authentication\./),
    });

    const { popup } = windows(); // an opener that never started a popup sign-in
    popup.setUrl('https://hub.test/auth?code=c');
    await expect(completeOAuthPopup(options, popup, deps)).rejects.toMatchObject({ code: 'POPUP_HANDLER_MISSING' });
    expect(popup.closed()).toBe(false);
  });
});
