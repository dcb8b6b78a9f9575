import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { stringParam, type PortalParams } from '../../http/portalParams.ts';
import { seesPrivateFields } from '../users/userVisibility.ts';

/**
 * `searchUserAccess=groupMember` with an optional `searchUserName` on a group search (spec 3 §7,
 * ADR 0105): only the groups that user (the caller when no name is given) belongs to. A user's
 * memberships are private fields: only the user and their org's administrators may ask, anyone else
 * gets the 403 a private field gives, and a signed-out caller the 499 "Token Required". An unknown
 * user answers the same 403, so names cannot be probed.
 * Without `searchUserAccess` the search is unscoped and `searchUserName` alone is refused as a 400.
 *
 * @example
 * const member = await readMembershipScope(db, caller, params); // 'ana' or undefined
 */
export async function readMembershipScope(db: Db, caller: Caller, params: PortalParams): Promise<string | undefined> {
  const access = stringParam(params, 'searchUserAccess')?.trim() ?? '';
  const name = stringParam(params, 'searchUserName')?.trim() ?? '';
  if (access === '') {
    if (name !== '') throw portalErrors.badRequest('searchUserName is used only with searchUserAccess=groupMember.');
    return undefined;
  }
  if (access.toLowerCase() !== 'groupmember') {
    throw portalErrors.badRequest(`searchUserAccess must be "groupMember", not "${access.slice(0, 40)}".`);
  }
  if (caller.kind !== 'user') throw portalErrors.tokenRequired();
  if (name === '' || name.toLowerCase() === caller.username.toLowerCase()) return caller.username;
  const user = await findUserByUsername(db, name);
  if (!user || !seesPrivateFields(caller, user)) throw portalErrors.forbidden();
  return user.username;
}
