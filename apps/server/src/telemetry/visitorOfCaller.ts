import { classifyVisitor, isInternalUser, type TelemetryUserType } from '@plaza/core';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { findOrgById, type OrgRow } from '../db/repositories/orgRepository.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';

/** Who a batch's sender is to a site's analytics: their class and whether they are an internal user. */
export interface TelemetryVisitor {
  readonly userType: TelemetryUserType;
  readonly internal: boolean;
}

const orgIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((entry) =>
        typeof entry === 'object' && entry !== null && typeof (entry as { orgId?: unknown }).orgId === 'string'
          ? [(entry as { orgId: string }).orgId]
          : [],
      )
    : [];

/**
 * The caller's class on a site of `siteOrg` (spec 3 §1: anonymous, staff, community, companion or other — the
 * community organisation and the companions are the site organisation's `communityOrg` and `companionOrganizations`)
 * and the internal-user flag (an e-mail of the provider's own domains, or an organisation whose account type is In
 * House or Demo and Marketing). Issue 44 item 5, ADR 0242.
 *
 * @example
 * const visitor = await visitorOfCaller(db, caller, siteOrg, config.telemetry.internalDomains);
 */
export async function visitorOfCaller(
  db: Db,
  caller: Caller,
  siteOrg: OrgRow | undefined,
  internalDomains: readonly string[],
): Promise<TelemetryVisitor> {
  if (caller.kind === 'anonymous') return { userType: 'anonymous', internal: false };
  const properties = siteOrg?.properties ?? {};
  const userType = classifyVisitor(
    { orgId: caller.orgId },
    {
      siteOrgId: siteOrg?.id ?? '',
      communityOrgId: typeof properties.communityOrg?.orgId === 'string' ? properties.communityOrg.orgId : undefined,
      companionOrgIds: orgIds(properties.companionOrganizations),
    },
  );
  const [user, ownOrg] = await Promise.all([
    findUserByUsername(db, caller.username),
    caller.orgId === siteOrg?.id ? siteOrg : findOrgById(db, caller.orgId),
  ]);
  const accountType = ownOrg?.properties.subscriptionType;
  const internal = isInternalUser(
    { email: user?.email, accountType: typeof accountType === 'string' ? accountType : undefined },
    internalDomains,
  );
  return { userType, internal };
}
