import { cleanUrl } from '@esri/arcgis-rest-request';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { serializedSessionSchema } from './serializedSessionSchema.ts';

/**
 * Restores a session written by {@link serializeSession}, only while its token has not expired
 * (spec 1 §4). Returns `undefined` for nothing stored, a value that is not a session, or an expired
 * token: the caller treats that as signed out and clears its stored copy. Expired federated
 * server tokens are dropped.
 *
 * @example
 * const session = restoreSession(store.getItem('plaza:session'));
 * if (!session) store.removeItem('plaza:session');
 */
export function restoreSession(
  serialized: string | null | undefined,
  deps: Partial<SessionDeps> = {},
): Session | undefined {
  if (!serialized) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(serialized);
  } catch {
    return undefined;
  }
  const parsed = serializedSessionSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const stored = parsed.data;
  const now = resolveSessionDeps(deps).now();
  if (stored.tokenExpires <= now) return undefined;
  const portal = cleanUrl(stored.portal);
  return {
    portal,
    username: stored.username,
    token: stored.token,
    tokenExpires: stored.tokenExpires,
    ssl: stored.ssl ?? portal.startsWith('https:'),
    provider: stored.provider,
    tokenDuration: stored.tokenDuration,
    federatedServers: Object.fromEntries(
      Object.entries(stored.federatedServers).filter(([, entry]) => entry.expires > now),
    ),
    ...(stored.refreshToken !== undefined ? { refreshToken: stored.refreshToken } : {}),
    ...(stored.refreshTokenExpires !== undefined ? { refreshTokenExpires: stored.refreshTokenExpires } : {}),
    ...(stored.clientId !== undefined ? { clientId: stored.clientId } : {}),
    ...(stored.redirectUri !== undefined ? { redirectUri: stored.redirectUri } : {}),
  };
}
