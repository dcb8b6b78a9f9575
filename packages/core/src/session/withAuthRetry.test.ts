import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPortalSelf } from '../portal/getPortalSelf.ts';
import { buildSession, SESSION_TEST_NOW, SESSION_TEST_PORTAL } from '../testing/buildSession.ts';
import { stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { createSessionHandle } from './createSessionHandle.ts';
import { isAuthError } from './isAuthError.ts';
import { withAuthRetry } from './withAuthRetry.ts';

afterEach(() => vi.unstubAllGlobals());

const deps = { now: () => SESSION_TEST_NOW };
const portalError = (code: number, message: string, messageCode?: string) => ({
  error: { code, message, details: [], ...(messageCode ? { messageCode } : {}) },
});

/** A portal whose portals/self answers with the given bodies in turn; refresh always works. */
function portalAnswering(...answers: unknown[]) {
  let issued = 1;
  return stubFetchRoutes({
    [`POST ${SESSION_TEST_PORTAL}/generateToken`]: () => ({
      token: `token-${++issued}`,
      expires: SESSION_TEST_NOW + 60_000,
    }),
    [`GET ${SESSION_TEST_PORTAL}/portals/self`]: () => answers.shift() ?? portalError(498, 'Invalid token.'),
  });
}

const selfOf = (handle: ReturnType<typeof createSessionHandle>) =>
  withAuthRetry(handle, (authentication) => getPortalSelf({ portal: handle.portal, authentication }));

describe('withAuthRetry', () => {
  it('refreshes and retries after an authentication error, with the fresh token', async () => {
    const stub = portalAnswering(portalError(498, 'Invalid token.'), portalError(499, 'Token Required'), {
      id: 'org',
      name: 'Riverside',
    });
    vi.stubGlobal('fetch', stub.fetch);
    const handle = createSessionHandle(buildSession({ password: 'pw' }), { deps });
    expect(await selfOf(handle)).toMatchObject({ name: 'Riverside' });
    const sent = stub.calls.filter((c) => c.url.endsWith('/portals/self')).map((c) => c.params.get('token'));
    expect(sent).toEqual(['token-1', 'token-2', 'token-3']);
  });

  it('gives up after 3 retries and throws the last authentication error', async () => {
    const stub = portalAnswering();
    vi.stubGlobal('fetch', stub.fetch);
    const handle = createSessionHandle(buildSession({ password: 'pw' }), { deps });
    await expect(selfOf(handle)).rejects.toMatchObject({ status: 498 });
    expect(stub.calls.filter((c) => c.url.endsWith('/portals/self'))).toHaveLength(4);
    expect(stub.calls.filter((c) => c.url.endsWith('/generateToken'))).toHaveLength(3);
  });

  it('does not retry other errors', async () => {
    const stub = portalAnswering(
      portalError(403, 'You do not have permissions to access this resource or perform this operation.'),
    );
    vi.stubGlobal('fetch', stub.fetch);
    await expect(selfOf(createSessionHandle(buildSession({ password: 'pw' }), { deps }))).rejects.toMatchObject({
      status: 403,
    });
    expect(stub.calls).toHaveLength(1);
  });

  it('throws the refresh failure when the session cannot be refreshed', async () => {
    vi.stubGlobal('fetch', portalAnswering(portalError(498, 'Invalid token.')).fetch);
    await expect(selfOf(createSessionHandle(buildSession(), { deps }))).rejects.toMatchObject({
      code: 'TOKEN_REFRESH_FAILED',
      message: 'Unable to refresh token.',
    });
  });
});

describe('isAuthError', () => {
  it('recognises 498, 499, GWM_0003 and "Unable to generate token." only', async () => {
    const failures = [
      portalError(498, 'Invalid token.'),
      portalError(499, 'Token Required'),
      portalError(403, 'Token not valid for this resource', 'GWM_0003'),
      portalError(400, 'Unable to generate token.', 'GWM_0001'),
      portalError(400, 'Invalid parameter'),
      portalError(404, 'Item does not exist or is inaccessible.'),
    ];
    const verdicts: boolean[] = [];
    for (const body of failures) {
      vi.stubGlobal('fetch', stubFetchRoutes({ [`GET ${SESSION_TEST_PORTAL}/portals/self`]: () => body }).fetch);
      verdicts.push(await getPortalSelf({ portal: SESSION_TEST_PORTAL }).then(() => false, isAuthError));
    }
    expect(verdicts).toEqual([true, true, true, true, false, false]);
  });
});
