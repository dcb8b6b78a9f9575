import { HUB_SERVICES, type HubService } from '../constants.ts';
import type { ServiceStatus } from './Context.ts';

/**
 * The service status an edition starts from (spec 1 §9): every service online on a cloud portal; only the
 * portal online on an enterprise portal, the others `not-available`.
 *
 * @example
 * getDefaultServiceStatus(true).events; // "not-available"
 */
export function getDefaultServiceStatus(isPortal: boolean): Record<HubService, ServiceStatus> {
  const status = {} as Record<HubService, ServiceStatus>;
  for (const service of HUB_SERVICES) status[service] = !isPortal || service === 'portal' ? 'online' : 'not-available';
  return status;
}
