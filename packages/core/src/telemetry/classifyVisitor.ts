import type { TelemetryUserType } from './telemetryBatch.ts';

/** The organisations a site's visitors are classed against (spec 1 §1): its own, its community and companions. */
export interface VisitorOrganizations {
  /** The site's organisation. */
  readonly siteOrgId: string;
  /** The organisation's community organisation (`portalProperties.hub.settings.communityOrg.orgId`), if any. */
  readonly communityOrgId?: string | undefined;
  /** The portal's companion organisations (`subscriptionInfo.companionOrganizations[].orgId`). */
  readonly companionOrgIds?: readonly string[] | undefined;
}

/**
 * How analytics class a visitor (spec 3 §1): anonymous when not signed in; staff when of the site's organisation;
 * community when of its community organisation; companion when of one of the portal's companion organisations;
 * other otherwise. Checked in that order, so an organisation that is both the community and a companion counts as
 * community.
 *
 * @example
 * classifyVisitor({ orgId: 'c1' }, { siteOrgId: 'o1', communityOrgId: 'c1' }); // 'community'
 * classifyVisitor(undefined, { siteOrgId: 'o1' }); // 'anonymous'
 */
export function classifyVisitor(
  user: { readonly orgId: string } | undefined,
  orgs: VisitorOrganizations,
): TelemetryUserType {
  if (!user) return 'anonymous';
  if (user.orgId === orgs.siteOrgId) return 'staff';
  if (orgs.communityOrgId && user.orgId === orgs.communityOrgId) return 'community';
  if (orgs.companionOrgIds?.includes(user.orgId)) return 'companion';
  return 'other';
}

/**
 * The organisation subscription types whose users are internal (spec 3 §1).
 *
 * @example
 * INTERNAL_ACCOUNT_TYPES.includes(portal.subscriptionInfo.type); // its users are internal
 */
export const INTERNAL_ACCOUNT_TYPES = Object.freeze(['In House', 'Demo and Marketing'] as const);

/**
 * Whether a signed-in visitor is an internal user (spec 3 §1): the domain of their e-mail is one of the provider's own
 * domains (compared without case; a subdomain of one counts), or their organisation's account type is In House or
 * Demo and Marketing.
 *
 * @example
 * isInternalUser({ email: 'ana@maps.plaza.example', accountType: 'Organization' }, ['plaza.example']); // true
 */
export function isInternalUser(
  user: { readonly email?: string | undefined; readonly accountType?: string | undefined },
  providerDomains: readonly string[],
): boolean {
  if (user.accountType && (INTERNAL_ACCOUNT_TYPES as readonly string[]).includes(user.accountType)) return true;
  const at = user.email?.lastIndexOf('@') ?? -1;
  if (at < 0) return false;
  const domain = user.email!.slice(at + 1).trim().toLowerCase();
  if (!domain) return false;
  return providerDomains.some((own) => {
    const wanted = own.trim().toLowerCase().replace(/^\.+/, '');
    return wanted !== '' && (domain === wanted || domain.endsWith(`.${wanted}`));
  });
}
