import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** A trust relationship: the caller's org (`from`) trusts `to`. */
export interface PortalTrustedOrg {
  readonly from?: { readonly orgId: string };
  readonly to: { readonly orgId: string; readonly name?: string; readonly urlKey?: string };
  readonly created?: number;
}

/**
 * The organisations the signed-in user's organisation trusts (`portals/self/trustedOrgs`).
 *
 * @example
 * const ids = (await getTrustedOrgs({ portal, authentication })).map((t) => t.to.orgId);
 */
export async function getTrustedOrgs(options: PortalCallOptions): Promise<readonly PortalTrustedOrg[]> {
  const body = await portalRequest<{ trustedOrgs?: PortalTrustedOrg[] }>('portals/self/trustedOrgs', {
    ...options,
    httpMethod: 'GET',
  });
  return body.trustedOrgs ?? [];
}
