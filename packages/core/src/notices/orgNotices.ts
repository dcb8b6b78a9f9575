import { getPortalSelf, type PortalSelf } from '../portal/getPortalSelf.ts';
import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';
import { readNotices, type HubNotice } from './hubNotice.ts';

/**
 * An organisation's notices, shown on every site of the organisation (issue 19): `properties.hub.notices` of its
 * portal record; one that does not parse is left out.
 *
 * @example
 * orgNoticesOf(await getPortalSelf({ portal })); // HubNotice[]
 */
export function orgNoticesOf(org: Pick<PortalSelf, 'properties'>): HubNotice[] {
  const hub = org.properties?.hub;
  return readNotices(typeof hub === 'object' && hub !== null ? (hub as { notices?: unknown }).notices : undefined);
}

/**
 * Replaces the signed-in administrator's organisation notices (`portals/self/update` with `properties.hub.notices`,
 * merged into the other properties). Returns them as stored.
 *
 * @example
 * await saveOrgNotices([...notices, outage], { portal, authentication });
 */
export async function saveOrgNotices(notices: readonly HubNotice[], options: PortalCallOptions): Promise<HubNotice[]> {
  await portalRequest('portals/self/update', {
    ...options,
    httpMethod: 'POST',
    params: { properties: JSON.stringify({ hub: { notices } }) },
  });
  return orgNoticesOf(await getPortalSelf(options));
}
