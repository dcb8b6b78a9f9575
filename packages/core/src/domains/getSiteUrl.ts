/**
 * The address of a site. Cloud: `{protocol}//{customHostname or defaultHostname}`, the protocol of the hub
 * services (https in production). Enterprise: `{portal}/apps/sites/#/{subdomain}` (spec 1 §1, §2).
 *
 * @example
 * getSiteUrl({ subdomain: 'parks', defaultHostname: 'parks-riverside.hub.example.org' }, { isPortal: false, hubUrl: 'https://hub.example.org' });
 * // "https://parks-riverside.hub.example.org"
 * getSiteUrl({ subdomain: 'parks', defaultHostname: '' }, { isPortal: true, portalUrl: 'https://gis.city.gov/portal' });
 * // "https://gis.city.gov/portal/apps/sites/#/parks"
 */
export function getSiteUrl(
  site: { readonly subdomain: string; readonly defaultHostname: string; readonly customHostname?: string | undefined },
  where: { readonly isPortal: boolean; readonly portalUrl?: string; readonly hubUrl?: string },
): string {
  if (where.isPortal) return `${(where.portalUrl ?? '').replace(/\/+$/, '')}/apps/sites/#/${site.subdomain}`;
  const protocol = where.hubUrl ? new URL(where.hubUrl).protocol : 'https:';
  return `${protocol}//${site.customHostname || site.defaultHostname}`;
}
