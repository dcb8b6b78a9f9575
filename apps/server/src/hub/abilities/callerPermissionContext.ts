import { createContext, type ContextUser, type PermissionContext } from '@plaza/core';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { findMembershipsOfUser } from '../../db/repositories/groupMemberRepository.ts';
import { findGroupsByIds } from '../../db/repositories/groupRepository.ts';
import { findDefaultOrg, findOrgById, findTrustedOrgs } from '../../db/repositories/orgRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { presentPortalSelf } from '../../presenters/portalSelfPresenter.ts';
import { HUB_FEATURE_FLAGS } from './hubFeatureFlags.ts';

/** Where the request came in and what it asked for. */
export interface PermissionRequest {
  /** The portal REST root as the caller sees it (`{origin}/sharing/rest`). */
  readonly portal: string;
  readonly baseDomain: string;
  /** The page's `pe`/`pd`/`sol`/`sna` parameters, forwarded by the web app (ADR 0024). */
  readonly searchParams: URLSearchParams;
}

/**
 * The permission context of a caller, built with core's `createContext` from the same records the portal
 * serves (`portals/self`, `community/self` with the user's groups, trusted orgs), so the server's checks and the
 * web app's agree: one engine, one input (ADR 0091).
 *
 * @example
 * const context = await callerPermissionContext(db, caller, { portal, baseDomain, searchParams });
 * checkPermission('hub:project:create', context).access;
 */
export async function callerPermissionContext(
  db: Db,
  caller: Caller,
  request: PermissionRequest,
): Promise<PermissionContext> {
  const org = caller.kind === 'user' ? await findOrgById(db, caller.orgId) : await findDefaultOrg(db);
  if (!org) throw new HubApiError(503, 'Service Unavailable', 'The portal has no organisation yet.');
  const portalSelf = presentPortalSelf(org, request.baseDomain);
  const base = {
    portal: request.portal,
    portalSelf,
    featureFlags: HUB_FEATURE_FLAGS,
    searchParams: request.searchParams,
  };
  if (caller.kind === 'anonymous') return createContext(base);

  const [memberships, trusted] = await Promise.all([
    findMembershipsOfUser(db, caller.username),
    findTrustedOrgs(db, caller.orgId),
  ]);
  const groups = await findGroupsByIds(
    db,
    memberships.map((membership) => membership.group_id),
  );
  const memberTypes = new Map(memberships.map((membership) => [membership.group_id, membership.member_type]));
  const currentUser: ContextUser = {
    username: caller.username,
    orgId: caller.orgId,
    role: caller.role,
    privileges: [...caller.privileges],
    groups: groups.map((group) => ({
      id: group.id,
      title: group.title,
      isViewOnly: group.is_view_only,
      userMembership: { memberType: memberTypes.get(group.id) ?? 'member' },
    })),
  };
  return createContext({
    ...base,
    currentUser,
    trustedOrgs: trusted.map((other) => ({ from: { orgId: caller.orgId }, to: { orgId: other.id } })),
  });
}
