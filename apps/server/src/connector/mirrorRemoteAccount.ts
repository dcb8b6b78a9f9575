import { portalRequest } from '@plaza/core';
import { ROLE_LICENSE_TYPE } from '../auth/rolePrivileges.ts';
import type { Db } from '../db/database.ts';
import { upsertImportedOrg, upsertImportedUser } from '../db/repositories/importWriteRepository.ts';
import { findOrgById, findOrgByUrlKey } from '../db/repositories/orgRepository.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import type { ConnectorConfig } from '../config/readConnectorConfig.ts';
import type { RemoteIdentity } from './remoteCaller.ts';

/** No password: a mirrored account signs in at its own portal, never here. */
const NO_PASSWORD = 'connector$no-password';

/**
 * Keeps the local records the hub services' data hangs on (an event's organisation and creator, a post's author, a
 * registration's attendee) for a remote caller (connector mode, ADR 0201): the remote organisation and the account,
 * written the first time they call, never with a password. A local account of another organisation with the same
 * name is refused (409) rather than spoken for.
 *
 * @example
 * await mirrorRemoteAccount(db, connector, identity, token, Date.now());
 */
export async function mirrorRemoteAccount(
  db: Db,
  connector: ConnectorConfig,
  identity: RemoteIdentity,
  token: string,
  now: number,
): Promise<void> {
  const { caller } = identity;
  const existing = await findUserByUsername(db, caller.username);
  if (existing) {
    if (existing.org_id !== caller.orgId) {
      throw new HubApiError(
        409,
        'Conflict',
        `The account name ${caller.username} belongs to another organisation here.`,
      );
    }
    return;
  }
  if (!(await findOrgById(db, caller.orgId))) {
    const self = await portalRequest<Record<string, unknown>>('portals/self', {
      portal: connector.portalUrl,
      authentication: token,
    });
    const wanted = (typeof self.urlKey === 'string' ? self.urlKey : caller.orgId).toLowerCase();
    let urlKey = wanted;
    for (let n = 2; await findOrgByUrlKey(db, urlKey); n += 1) urlKey = `${wanted}-${n}`;
    const hub = (self.portalProperties as { hub?: { enabled?: unknown } } | undefined)?.hub;
    await upsertImportedOrg(db, {
      id: caller.orgId,
      url_key: urlKey,
      name: typeof self.name === 'string' ? self.name : urlKey,
      description: '',
      is_default: false,
      is_portal: self.isPortal === true,
      hub_enabled: hub?.enabled === true,
      properties: JSON.stringify({}),
      created: now,
      modified: now,
    });
  }
  await upsertImportedUser(db, {
    username: caller.username,
    org_id: caller.orgId,
    full_name: identity.fullName,
    email: identity.email,
    role: caller.role,
    user_license_type: ROLE_LICENSE_TYPE[caller.role],
    password_hash: NO_PASSWORD,
    created: now,
    modified: now,
    last_login: null,
  });
}
