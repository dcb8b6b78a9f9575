import type { PortalApp } from './registerApp.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * The OAuth app registered against an item (`GET content/items/{id}/registeredAppInfo`), for its owner or an
 * administrator. A site that lost its app's id (a save that failed after the app was registered) finds it again.
 *
 * @example
 * const app = await getRegisteredAppInfo(site.id, { portal, authentication });
 * app.client_id;
 */
export function getRegisteredAppInfo(itemId: string, options: PortalCallOptions): Promise<PortalApp> {
  return portalRequest<PortalApp>(`content/items/${encodeURIComponent(itemId)}/registeredAppInfo`, options);
}
