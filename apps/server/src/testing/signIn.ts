import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import { issueAccessToken } from '../auth/issueAccessToken.ts';
import type { Db } from '../db/database.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';

/** Usernames the demo seed creates, for tests: `admin_riverside`, ..., `viewer_hillcrest`. */
export const SEEDED_USERS = {
  riverside: {
    admin: 'admin_riverside',
    publisher: 'publisher_riverside',
    user: 'user_riverside',
    viewer: 'viewer_riverside',
  },
  hillcrest: {
    admin: 'admin_hillcrest',
    publisher: 'publisher_hillcrest',
    user: 'user_hillcrest',
    viewer: 'viewer_hillcrest',
  },
} as const;

/**
 * A valid access token for a seeded (or created) user, issued straight into the suite's database
 * (no password hashing, so it is quick). Use it as `?token=`, a body `token` or `Authorization: Bearer`.
 *
 * @example
 * const token = await signIn(t, 'publisher_riverside');
 * await t.app.request('/sharing/rest/community/self?f=json', { headers: bearer(token) });
 */
export async function signIn(
  t: { readonly db: Db },
  username: string,
  options: { readonly minutes?: number; readonly now?: number } = {},
): Promise<string> {
  const user = await findUserByUsername(t.db, username);
  if (!user) throw new Error(`signIn: no user "${username}" in the test database`);
  const issued = await issueAccessToken(t.db, {
    username: user.username,
    now: options.now ?? Date.now(),
    expirationMinutes: options.minutes ?? 60,
    source: 'password',
  });
  return issued.token;
}

/** `Authorization: Bearer <token>` headers. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/**
 * A signed-in client session, as the ArcGIS client library holds one: a fresh token (see {@link signIn}) for a
 * listening server's portal. Core's calls take it as `authentication`.
 *
 * @example
 * const authentication = await identityOf(t, 'publisher_riverside', `${origin}/sharing/rest`);
 */
export async function identityOf(
  t: { readonly db: Db },
  username: string,
  portal: string,
): Promise<ArcGISIdentityManager> {
  const token = await signIn(t, username);
  return new ArcGISIdentityManager({ username, token, tokenExpires: new Date(Date.now() + 3_600_000), portal });
}
