import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalRequestError } from '../errors/PortalRequestError.ts';
import { buildSession, SESSION_TEST_NOW, SESSION_TEST_PORTAL } from '../testing/buildSession.ts';
import { stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { exchangeSessionToken } from './exchangeSessionToken.ts';
import { signInWithPlatformSelf } from './signInWithPlatformSelf.ts';
import { validateSessionAppAccess } from './validateSessionAppAccess.ts';

afterEach(() => vi.unstubAllGlobals());

const app = { portal: SESSION_TEST_PORTAL, clientId: 'plaza-web', redirectUri: 'https://hub.test/auth' };

describe('the portal OAuth app calls', () => {
  it('exchanges the session token for a token of another client', async () => {
    const stub = stubFetchRoutes({
      [`POST ${SESSION_TEST_PORTAL}/oauth2/exchangeToken`]: () => ({ token: 'app-token', expires_in: 7200 }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    expect(await exchangeSessionToken(buildSession(), 'survey-app')).toBe('app-token');
    expect(stub.calls[0]!.params.get('client_id')).toBe('survey-app');
    expect(stub.calls[0]!.params.get('token')).toBe('token-1');
  });

  it('validates app access, and reports refusals as portal errors', async () => {
    const answers = [
      { valid: true, viewOnlyUserTypeApp: false },
      { error: { code: 498, message: 'Invalid token.', details: [] } },
    ];
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({ [`POST ${SESSION_TEST_PORTAL}/oauth2/validateAppAccess`]: () => answers.shift() }).fetch,
    );
    expect(await validateSessionAppAccess(buildSession(), 'plaza-web')).toEqual({
      valid: true,
      viewOnlyUserTypeApp: false,
    });
    const refused = validateSessionAppAccess(buildSession(), 'plaza-web');
    await expect(refused).rejects.toBeInstanceOf(PortalRequestError);
    await expect(refused).rejects.toMatchObject({ status: 498, isAuthError: true });
  });

  it('signs in from the portal session with platformSelf (client id and redirect URI as headers)', async () => {
    const stub = stubFetchRoutes({
      [`POST ${SESSION_TEST_PORTAL}/oauth2/platformSelf`]: () => ({
        username: 'casey',
        token: 'self-token',
        expires_in: 7200,
      }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const session = await signInWithPlatformSelf(app, { now: () => SESSION_TEST_NOW });
    expect(stub.calls[0]!.headers.get('X-Esri-Auth-Client-Id')).toBe('plaza-web');
    expect(stub.calls[0]!.headers.get('X-Esri-Auth-Redirect-Uri')).toBe('https://hub.test/auth');
    expect(session).toMatchObject({
      username: 'casey',
      token: 'self-token',
      tokenExpires: SESSION_TEST_NOW + 7_199_000,
      clientId: 'plaza-web',
    });
    expect(session.refreshToken).toBeUndefined();
  });

  it('fails platformSelf sign-in with SIGN_IN_FAILED when the portal has no session for the browser', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({
        [`POST ${SESSION_TEST_PORTAL}/oauth2/platformSelf`]: () => ({
          error: { code: 400, message: 'Not signed in.', details: [] },
        }),
      }).fetch,
    );
    await expect(signInWithPlatformSelf(app)).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: 'Not signed in.',
      status: 400,
    });
  });
});
