import { createHash } from 'node:crypto';
import { portalRequest, PortalRequestError } from '@plaza/core';
import { z } from 'zod';
import type { UserCaller } from '../auth/caller.ts';
import { privilegesOf } from '../auth/rolePrivileges.ts';
import type { UserRole } from '../db/schema.ts';
import type { ConnectorConfig } from '../config/readConnectorConfig.ts';

/** How long a remote portal's word on a token is trusted before it is asked again. */
export const REMOTE_CALLER_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const VIEWER_ROLE_ID = 'iAAAAAAAAAAAAAAA';

const communitySelfSchema = z
  .object({
    username: z.string().min(1),
    orgId: z.string().catch(''),
    role: z.string().catch('org_user'),
    roleId: z.string().nullish(),
    groups: z.array(z.object({ id: z.string() }).loose()).catch([]),
    fullName: z.string().catch(''),
    email: z.string().catch(''),
  })
  .loose();

/** Who a remote token stands for: the caller the hub services see, and the profile its local record needs. */
export interface RemoteIdentity {
  readonly caller: UserCaller;
  readonly fullName: string;
  readonly email: string;
  /** The remote org id as the remote spells it (Plaza's is its lower case). */
  readonly remoteOrgId: string;
}

/** Tokens the remote portal vouched for (by their hash), and until when. */
export interface RemoteCallerCache {
  readonly entries: Map<string, { readonly identity: RemoteIdentity | undefined; readonly until: number }>;
}

export function newRemoteCallerCache(): RemoteCallerCache {
  return { entries: new Map() };
}

/**
 * The caller a remote portal's token stands for (connector mode, ADR 0201): the remote's `community/self` answers
 * who it is, in which org, with which role and groups; Plaza's hub services then decide as they do for their own
 * callers (privileges of the role, as `rolePrivileges` gives them). An answer — yes or no — is kept a minute, by the
 * token's hash, so a page's dozen hub calls ask the remote once. Undefined for a token the remote refuses.
 *
 * @example
 * const identity = await resolveRemoteCaller(connector, token, cache, Date.now()); // identity?.caller
 */
export async function resolveRemoteCaller(
  connector: ConnectorConfig,
  token: string,
  cache: RemoteCallerCache,
  now: number,
): Promise<RemoteIdentity | undefined> {
  const key = createHash('sha256').update(token).digest('hex');
  const known = cache.entries.get(key);
  if (known && known.until > now) return known.identity;
  let identity: RemoteIdentity | undefined;
  try {
    const self = communitySelfSchema.parse(
      await portalRequest<unknown>('community/self', { portal: connector.portalUrl, authentication: token }),
    );
    const role = roleOf(self.role, self.roleId);
    identity = {
      caller: {
        kind: 'user',
        username: self.username,
        orgId: self.orgId.toLowerCase(),
        role,
        privileges: privilegesOf(role),
        groupIds: self.groups.map((group) => group.id),
      },
      fullName: self.fullName || self.username,
      email: self.email,
      remoteOrgId: self.orgId,
    };
  } catch (error) {
    // The remote said no (an invalid or expired token): remember that. Anything else (unreachable) is not cached.
    if (!(error instanceof PortalRequestError && error.isAuthError) && !(error instanceof z.ZodError)) throw error;
  }
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
  cache.entries.set(key, { identity, until: now + REMOTE_CALLER_TTL_MS });
  return identity;
}

function roleOf(role: string, roleId: string | null | undefined): UserRole {
  if (roleId === VIEWER_ROLE_ID) return 'viewer';
  return role === 'org_admin' || role === 'org_publisher' || role === 'viewer' ? role : 'org_user';
}
