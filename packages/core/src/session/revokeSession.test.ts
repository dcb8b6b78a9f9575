import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalRequestError } from '../errors/PortalRequestError.ts';
import { buildSession, SESSION_TEST_PORTAL } from '../testing/buildSession.ts';
import { stubFetchRoutes, type StubRoute } from '../testing/stubFetchRoutes.ts';
import { revokeSession } from './revokeSession.ts';

afterEach(() => vi.unstubAllGlobals());

const portalRevoking = (answer: StubRoute) =>
  stubFetchRoutes({ [`POST ${SESSION_TEST_PORTAL}/oauth2/revokeToken/`]: answer });

describe('revokeSession', () => {
  it('revokes the refresh token when there is one, else the access token', async () => {
    const stub = portalRevoking(() => ({ success: true }));
    vi.stubGlobal('fetch', stub.fetch);
    await revokeSession(buildSession({ clientId: 'plaza-web', refreshToken: 'refresh-1' }));
    await revokeSession(buildSession());
    expect(stub.calls.map((c) => [c.params.get('client_id'), c.params.get('auth_token')])).toEqual([
      ['plaza-web', 'refresh-1'],
      ['', 'token-1'],
    ]);
  });

  it('reports a refusal as a portal error', async () => {
    vi.stubGlobal('fetch', portalRevoking(() => ({ success: false })).fetch);
    await expect(revokeSession(buildSession())).rejects.toBeInstanceOf(PortalRequestError);
  });
});
