import type { HubService } from '@plaza/core';
import { SERVER_ROOT_PATH } from '../../http/authInfo.ts';

/**
 * Where this server answers each hub service of spec 1 §9, or null for one it does not serve (issue 23): the portal,
 * the discussions and events services, metrics (read from the hosted feature services, ADR 0161), search, domains and
 * downloads, and notifications (ADR 0206). The status route answers from this table, and a test holds it to the routes
 * the app mounts.
 *
 * @example
 * SERVED_SERVICES.events; // '/api/events/v1/events'
 */
export const SERVED_SERVICES: Readonly<Record<HubService, string | null>> = Object.freeze({
  portal: '/sharing/rest',
  discussions: '/api/discussions/v1',
  events: '/api/events/v1/events',
  metrics: `${SERVER_ROOT_PATH}/rest/services`,
  notifications: '/api/notifications/v1',
  'hub-search': '/api/search/v1',
  domains: '/api/v3/domains',
  'hub-downloads': '/api/download/v1',
});

/**
 * The services served in connector mode (ADR 0201, 0239): the portal, domains and the services that take the remote's
 * callers stay; hub search and downloads read Plaza's own database, which holds none of the remote portal's items, so
 * they are not offered as if they searched or built the remote's content.
 *
 * @example
 * servedServicesOf(true)['hub-search']; // null
 */
export function servedServicesOf(connector: boolean): Readonly<Record<HubService, string | null>> {
  if (!connector) return SERVED_SERVICES;
  return Object.freeze({ ...SERVED_SERVICES, 'hub-search': null, 'hub-downloads': null });
}
