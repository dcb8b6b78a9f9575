const SHARING_REST = '/sharing/rest';

/**
 * The portal's base URL and REST root from either of them (trailing slashes dropped).
 *
 * @example
 * getPortalUrls('https://gis.city.gov/portal/');
 * // { portalUrl: 'https://gis.city.gov/portal', sharingApiUrl: 'https://gis.city.gov/portal/sharing/rest' }
 */
export function getPortalUrls(portal: string): { readonly portalUrl: string; readonly sharingApiUrl: string } {
  const trimmed = portal.replace(/\/+$/, '');
  const sharingApiUrl = trimmed.endsWith(SHARING_REST) ? trimmed : `${trimmed}${SHARING_REST}`;
  return { portalUrl: sharingApiUrl.slice(0, -SHARING_REST.length), sharingApiUrl };
}
