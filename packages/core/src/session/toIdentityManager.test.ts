import { describe, expect, it } from 'vitest';
import { buildSession, SESSION_TEST_NOW } from '../testing/buildSession.ts';
import { sessionFromIdentityManager } from './sessionFromIdentityManager.ts';
import { toIdentityManager } from './toIdentityManager.ts';

describe('toIdentityManager / sessionFromIdentityManager', () => {
  it('round-trips a session through the client library manager', () => {
    const session = buildSession({
      password: 'pw',
      refreshToken: 'r',
      refreshTokenExpires: SESSION_TEST_NOW + 5,
      clientId: 'plaza-web',
      redirectUri: 'https://hub.test/auth',
      provider: 'github',
      tokenDuration: 90,
      ssl: false,
    });
    const manager = toIdentityManager(session);
    expect(manager.toCredential()).toMatchObject({ token: 'token-1', userId: 'casey', expires: session.tokenExpires });
    const federated = { 'https://maps.test/arcgis': { token: 'f', expires: 1 } };
    expect(sessionFromIdentityManager(manager, { federatedServers: federated })).toEqual({
      ...session,
      federatedServers: federated,
    });
  });

  it('refuses a manager that holds no token', () => {
    const manager = toIdentityManager(buildSession());
    manager.updateToken('', new Date(0));
    expect(() => sessionFromIdentityManager(manager)).toThrow(TypeError);
  });
});
