import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import { describe, expect, it } from 'vitest';
import { buildSession, SESSION_TEST_NOW } from '../testing/buildSession.ts';
import { restoreSession } from './restoreSession.ts';
import { serializeSession } from './serializeSession.ts';

const now = () => SESSION_TEST_NOW;
const full = buildSession({
  refreshToken: 'refresh-1',
  refreshTokenExpires: SESSION_TEST_NOW + 10_000,
  clientId: 'plaza-web',
  redirectUri: 'https://hub.test/auth',
  provider: 'google',
  tokenDuration: 60,
  federatedServers: {
    'https://live.test/arcgis': { token: 'live', expires: SESSION_TEST_NOW + 1 },
    'https://stale.test/arcgis': { token: 'stale', expires: SESSION_TEST_NOW },
  },
});

describe('serializeSession / restoreSession', () => {
  it('round-trips every field but the password, dropping expired server tokens', () => {
    const text = serializeSession({ ...full, password: 'secret' });
    expect(text).not.toContain('secret');
    const { ['https://stale.test/arcgis']: _stale, ...live } = full.federatedServers;
    expect(restoreSession(text, { now })).toEqual({ ...full, federatedServers: live });
  });

  it('restores only while the token has not expired', () => {
    const text = serializeSession(full);
    expect(restoreSession(text, { now: () => full.tokenExpires - 1 })).toBeDefined();
    expect(restoreSession(text, { now: () => full.tokenExpires })).toBeUndefined();
  });

  it('returns undefined for nothing stored and for values that are not a session', () => {
    expect(restoreSession(null, { now })).toBeUndefined();
    expect(restoreSession('', { now })).toBeUndefined();
    expect(restoreSession('{not json', { now })).toBeUndefined();
    expect(restoreSession(JSON.stringify({ token: 't' }), { now })).toBeUndefined();
    expect(
      restoreSession(JSON.stringify({ ...JSON.parse(serializeSession(full)), portal: 'nope' }), { now }),
    ).toBeUndefined();
  });

  it('is read by the client library, and reads what the library serializes', () => {
    const manager = ArcGISIdentityManager.deserialize(serializeSession(full));
    expect(manager.token).toBe(full.token);
    expect(manager.tokenExpires.getTime()).toBe(full.tokenExpires);
    expect(manager.refreshToken).toBe('refresh-1');

    const restored = restoreSession(manager.serialize(), { now });
    expect(restored).toMatchObject({
      token: full.token,
      tokenExpires: full.tokenExpires,
      refreshTokenExpires: full.refreshTokenExpires,
      provider: 'arcgis',
      federatedServers: {},
    });
  });
});
