import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TEST_PORTAL } from '../testing/buildSession.ts';
import { stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { SessionError } from './SessionError.ts';
import { signInWithPassword } from './signInWithPassword.ts';

afterEach(() => vi.unstubAllGlobals());

const expires = Date.UTC(2026, 0, 15);

describe('signInWithPassword', () => {
  it('generates a token for 20160 minutes with the referer, then reads the user', async () => {
    const stub = stubFetchRoutes({
      [`POST ${SESSION_TEST_PORTAL}/generateToken`]: () => ({ token: 'tok', expires, ssl: true }),
      [`GET ${SESSION_TEST_PORTAL}/community/self`]: (r) => ({ username: 'casey', token: r.params.get('token') }),
    });
    vi.stubGlobal('fetch', stub.fetch);

    const session = await signInWithPassword(
      { portal: `${SESSION_TEST_PORTAL}/`, username: 'casey', password: 'pw' },
      { referer: 'https://hub.test' },
    );

    const generate = stub.calls[0]!;
    expect(generate.params.get('username')).toBe('casey');
    expect(generate.params.get('expiration')).toBe('20160');
    expect(generate.params.get('client')).toBe('referer');
    expect(generate.params.get('referer')).toBe('https://hub.test');
    expect(stub.calls[1]!.params.get('token')).toBe('tok');
    expect(session).toEqual({
      portal: SESSION_TEST_PORTAL,
      username: 'casey',
      token: 'tok',
      tokenExpires: expires,
      ssl: true,
      provider: 'arcgis',
      tokenDuration: 20160,
      federatedServers: {},
      password: 'pw',
    });
  });

  it('asks for the token duration given', async () => {
    const stub = stubFetchRoutes({
      [`POST ${SESSION_TEST_PORTAL}/generateToken`]: () => ({ token: 'tok', expires }),
      [`GET ${SESSION_TEST_PORTAL}/community/self`]: () => ({ username: 'casey' }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const session = await signInWithPassword({
      portal: SESSION_TEST_PORTAL,
      username: 'casey',
      password: 'pw',
      tokenDuration: 60,
    });
    expect(stub.calls[0]!.params.get('expiration')).toBe('60');
    expect(session.tokenDuration).toBe(60);
    expect(session.ssl).toBe(true); // not reported: the portal is https
  });

  it('fails with SIGN_IN_FAILED and the portal message on wrong credentials', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({
        [`POST ${SESSION_TEST_PORTAL}/generateToken`]: () => ({
          error: { code: 400, messageCode: 'GWM_0001', message: 'Unable to generate token.', details: [] },
        }),
        [`GET ${SESSION_TEST_PORTAL}/community/self`]: () => ({
          error: { code: 499, message: 'Token Required', details: [] },
        }),
      }).fetch,
    );
    const failure = signInWithPassword({ portal: SESSION_TEST_PORTAL, username: 'casey', password: 'nope' });
    await expect(failure).rejects.toBeInstanceOf(SessionError);
    await expect(failure).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: 'Unable to generate token.',
      status: 400,
    });
  });
});
