import type { PortalSelf } from '../portal/getPortalSelf.ts';
import type { HubLicense } from './Context.ts';

/**
 * The licence tier of an organisation (spec 1 §6): an enterprise portal gives `enterprise-sites`, a
 * hub-enabled organisation (`properties.hub.enabled`, or the older `portalProperties.hub.enabled`) gives
 * `hub-premium`, anything else `hub-basic`.
 *
 * @example
 * getHubLicense({ id: 'o', name: 'Org', isPortal: false, properties: { hub: { enabled: true } } }); // "hub-premium"
 */
export function getHubLicense(portal: PortalSelf, isPortal: boolean = portal.isPortal): HubLicense {
  if (isPortal) return 'enterprise-sites';
  const withLegacy = portal as PortalSelf & { readonly portalProperties?: Readonly<Record<string, unknown>> };
  return hubEnabled(portal.properties) || hubEnabled(withLegacy.portalProperties) ? 'hub-premium' : 'hub-basic';
}

function hubEnabled(properties: Readonly<Record<string, unknown>> | undefined): boolean {
  const hub = properties?.hub;
  return typeof hub === 'object' && hub !== null && (hub as { enabled?: unknown }).enabled === true;
}
