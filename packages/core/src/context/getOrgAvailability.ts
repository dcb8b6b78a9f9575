import type { PortalSelf } from '../portal/getPortalSelf.ts';

/**
 * Built-in alpha organisation ids used when the portal's properties carry no `alphaOrgs` list. The spec
 * builds in ten ids of the original vendor's organisations without reproducing them; they mean nothing to a
 * Plaza deployment, so the built-in list is empty (ADR 0024).
 *
 * @example
 * DEFAULT_ALPHA_ORG_IDS.length; // 0
 */
export const DEFAULT_ALPHA_ORG_IDS: readonly string[] = Object.freeze([]);

/**
 * Whether an organisation is an alpha or beta organisation (spec 1 §6): its id is in the portal's
 * `properties.alphaOrgs` (default {@link DEFAULT_ALPHA_ORG_IDS}) or `properties.betaOrgs` list.
 *
 * @example
 * getOrgAvailability({ id: 'o1', name: 'Org', isPortal: false, properties: { alphaOrgs: ['o1'] } }, 'o1');
 * // { isAlphaOrg: true, isBetaOrg: false }
 */
export function getOrgAvailability(
  portal: PortalSelf,
  orgId: string | undefined,
): { readonly isAlphaOrg: boolean; readonly isBetaOrg: boolean } {
  if (orgId === undefined) return { isAlphaOrg: false, isBetaOrg: false };
  const alphaOrgs = idList(portal.properties?.alphaOrgs) ?? DEFAULT_ALPHA_ORG_IDS;
  const betaOrgs = idList(portal.properties?.betaOrgs) ?? [];
  return { isAlphaOrg: alphaOrgs.includes(orgId), isBetaOrg: betaOrgs.includes(orgId) };
}

function idList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : undefined;
}
