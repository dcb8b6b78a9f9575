import type { HubService } from '@plaza/core';
import { SERVER_ROOT_PATH } from '../../portal/info/authInfo.ts';

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
