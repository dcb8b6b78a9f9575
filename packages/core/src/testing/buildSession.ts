import type { Session } from '../session/Session.ts';

/** The fixed "now" session tests are built around: 2026-01-01T00:00:00Z. */
export const SESSION_TEST_NOW = Date.UTC(2026, 0, 1);

/** The portal session factories point at. */
export const SESSION_TEST_PORTAL = 'https://portal.test/sharing/rest';

/**
 * A signed-in session for tests: `casey` on {@link SESSION_TEST_PORTAL}, token valid for an hour
 * after {@link SESSION_TEST_NOW}, no refresh token. Override any field.
 *
 * @example
 * const session = buildSession({ refreshToken: 'r1', clientId: 'plaza-web' });
 */
export function buildSession(overrides: Partial<Session> = {}): Session {
  return {
    portal: SESSION_TEST_PORTAL,
    username: 'casey',
    token: 'token-1',
    tokenExpires: SESSION_TEST_NOW + 60 * 60 * 1000,
    ssl: true,
    provider: 'arcgis',
    tokenDuration: 20160,
    federatedServers: {},
    ...overrides,
  };
}
