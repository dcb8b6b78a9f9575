import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** Which limit to read; the one Plaza uses is `Groups` / `MaxNumUserGroups`. */
export interface PortalLimitName {
  readonly limitsType: string;
  readonly limitName: string;
}

/**
 * The value of an organisation limit (`portals/{orgId}/limits`), by default the maximum number of
 * groups per user. Failures are thrown; falling back (to 512) is the caller's decision.
 *
 * @example
 * const maxGroups = await getPortalLimits(orgId, { portal, authentication });
 */
export async function getPortalLimits(
  orgId: string,
  options: PortalCallOptions & { readonly limit?: PortalLimitName },
): Promise<number> {
  const { limit = { limitsType: 'Groups', limitName: 'MaxNumUserGroups' }, ...call } = options;
  const body = await portalRequest<{ limitValue: number }>(`portals/${encodeURIComponent(orgId)}/limits`, {
    ...call,
    httpMethod: 'GET',
    params: { limitsType: limit.limitsType, limitName: limit.limitName },
  });
  return body.limitValue;
}
