/**
 * The hosted site's hostname: `{subdomain}-{orgKey}.{baseDomain}` (spec 1 §1), lowercased.
 *
 * @example
 * getDefaultHostname('parks', 'Riverside', 'hub.example.org'); // "parks-riverside.hub.example.org"
 */
export function getDefaultHostname(subdomain: string, orgKey: string, baseDomain: string): string {
  return `${subdomain}-${orgKey}.${baseDomain}`.toLowerCase();
}

/**
 * The base domain of hosted sites when none is configured: the host of the hub services (with its port), which
 * is where the domain service answers for `*.{host}` (ADR 0033).
 *
 * @example
 * baseDomainOf('http://localhost:3000'); // "localhost:3000"
 */
export function baseDomainOf(hubUrl: string): string {
  return new URL(hubUrl).host.toLowerCase();
}
