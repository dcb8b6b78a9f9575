import type { PortalEnvironment } from './Context.ts';

/**
 * The cloud portal's domain: a portal whose host contains it is a cloud portal (spec 1 §1).
 *
 * @example
 * new URL(portalUrl).hostname.includes(CLOUD_DOMAIN); // cloud portal
 */
export const CLOUD_DOMAIN = 'arcgis.com';

/** One cloud environment of spec 3 §9: its name, host suffix and portal subdomain. */
export interface CloudEnvironment {
  readonly name: 'dev' | 'qa' | 'prod';
  /** Empty for prod, otherwise the environment name. */
  readonly suffix: '' | 'dev' | 'qa';
  /** `www` for prod, otherwise the suffix plus `ext`. */
  readonly portalSubdomain: 'www' | 'devext' | 'qaext';
}

/**
 * The cloud environments keyed by the {@link PortalEnvironment} they are detected as (spec 3 §9).
 *
 * @example
 * CLOUD_ENVIRONMENTS.qaext.portalSubdomain; // "qaext"
 */
export const CLOUD_ENVIRONMENTS: Readonly<Record<Exclude<PortalEnvironment, 'enterprise'>, CloudEnvironment>> =
  Object.freeze({
    devext: Object.freeze({ name: 'dev', suffix: 'dev', portalSubdomain: 'devext' }),
    qaext: Object.freeze({ name: 'qa', suffix: 'qa', portalSubdomain: 'qaext' }),
    production: Object.freeze({ name: 'prod', suffix: '', portalSubdomain: 'www' }),
  });

/**
 * True when the portal URL's host contains the cloud domain (a substring match, spec 3 §9).
 *
 * @example
 * isCloudPortalUrl('https://myorg.maps.arcgis.com/sharing/rest'); // true
 */
export function isCloudPortalUrl(portalUrl: string): boolean {
  return hostOf(portalUrl).includes(CLOUD_DOMAIN);
}

/**
 * The environment of a portal (spec 2 §6): `devext` / `qaext` / `production` by the cloud host, else
 * `enterprise` for an enterprise portal. A cloud-edition portal on another host (Plaza's own, self-hosted)
 * is its own main cloud, `production` (ADR 0023).
 *
 * @example
 * getPortalEnvironment('https://myorg.maps.arcgis.com', false); // "production"
 * getPortalEnvironment('https://qaext.arcgis.com', false); // "qaext"
 * getPortalEnvironment('https://myorg.mapsqa.arcgis.com', false); // "qaext"
 * getPortalEnvironment('https://gis.city.gov/portal', true); // "enterprise"
 */
export function getPortalEnvironment(portalUrl: string, isPortal: boolean): PortalEnvironment {
  const host = hostOf(portalUrl);
  // Organisation portals of the dev and qa clouds are `{org}.mapsdevext.arcgis.com` / `{org}.mapsqa.arcgis.com`.
  if (host.includes(`${CLOUD_ENVIRONMENTS.devext.portalSubdomain}.${CLOUD_DOMAIN}`)) return 'devext';
  if (host.includes(`mapsdevext.${CLOUD_DOMAIN}`) || host.includes(`mapsdev.${CLOUD_DOMAIN}`)) return 'devext';
  if (host.includes(`${CLOUD_ENVIRONMENTS.qaext.portalSubdomain}.${CLOUD_DOMAIN}`)) return 'qaext';
  if (host.includes(`mapsqa.${CLOUD_DOMAIN}`)) return 'qaext';
  if (host.includes(CLOUD_DOMAIN)) return 'production';
  return isPortal ? 'enterprise' : 'production';
}

/**
 * Where the hub services live: `https://hub{suffix}.arcgis.com` for a cloud environment on the cloud
 * domain, the portal's own origin for a self-hosted cloud-edition portal (Plaza serves `/api/...` itself),
 * and none on an enterprise portal (spec 1 §7: no domain service there).
 *
 * @example
 * getHubUrl('https://devext.arcgis.com/sharing/rest', 'devext', false); // "https://hubdev.arcgis.com"
 * getHubUrl('http://localhost:3000/sharing/rest', 'production', false); // "http://localhost:3000"
 */
export function getHubUrl(portalUrl: string, environment: PortalEnvironment, isPortal: boolean): string | undefined {
  if (isPortal || environment === 'enterprise') return undefined;
  if (isCloudPortalUrl(portalUrl)) return `https://hub${CLOUD_ENVIRONMENTS[environment].suffix}.${CLOUD_DOMAIN}`;
  return originOf(portalUrl);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
