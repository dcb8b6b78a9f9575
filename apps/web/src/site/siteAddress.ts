/**
 * How a request names its site (spec 1 §1, ADR 0080):
 * - `base`: the bare base host (`localhost:3000`, or a loopback alias on the same port): the organisation's home site;
 * - `hosted`: `{subdomain}-{orgKey}.{baseDomain}`;
 * - `custom`: any other hostname (a custom hostname registered with the domain service);
 * - `enterprise`: `/apps/sites/{subdomain}/...` on the base host, the path form of `{portal}/apps/sites/#/{subdomain}`.
 */
export type SiteAddress =
  | { readonly kind: 'base'; readonly host: string }
  | { readonly kind: 'hosted'; readonly host: string; readonly subdomain: string; readonly orgKey: string }
  | { readonly kind: 'custom'; readonly host: string }
  | { readonly kind: 'enterprise'; readonly host: string; readonly subdomain: string };

/** Where the enterprise edition's sites live (spec 1 §2). */
export const ENTERPRISE_SITES_PATH = '/apps/sites';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads the site address of a request URL against the base domain of hosted sites.
 *
 * @example
 * siteAddressOf(new URL('http://data-riverside.localhost:3000/search'), 'localhost:3000');
 * // { kind: 'hosted', host: 'data-riverside.localhost:3000', subdomain: 'data', orgKey: 'riverside' }
 */
export function siteAddressOf(url: URL, baseDomain: string): SiteAddress {
  const host = url.host.toLowerCase().replace(/\.(?=$|:)/, '');
  const base = baseDomain.toLowerCase();
  const enterprise = enterpriseSubdomain(url.pathname);
  if (isBaseHost(host, base)) {
    return enterprise ? { kind: 'enterprise', host, subdomain: enterprise } : { kind: 'base', host };
  }
  const baseHostname = base.split(':')[0] ?? base;
  const hostname = host.split(':')[0] ?? host;
  const basePort = base.split(':')[1] ?? '';
  const port = host.split(':')[1] ?? '';
  if (port === basePort && hostname.endsWith(`.${baseHostname}`)) {
    const label = hostname.slice(0, -baseHostname.length - 1);
    const dash = label.lastIndexOf('-');
    if (!label.includes('.') && dash > 0 && dash < label.length - 1) {
      return { kind: 'hosted', host, subdomain: label.slice(0, dash), orgKey: label.slice(dash + 1) };
    }
  }
  return { kind: 'custom', host };
}

/** The path prefix site-relative links get: empty on a site's own host, `/apps/sites/{subdomain}` otherwise. */
export function basePathOf(address: SiteAddress): string {
  return address.kind === 'enterprise' ? `${ENTERPRISE_SITES_PATH}/${address.subdomain}` : '';
}

function isBaseHost(host: string, base: string): boolean {
  if (host === base) return true;
  const [hostname = '', port = ''] = splitHost(host);
  const [baseHostname = '', basePort = ''] = splitHost(base);
  return port === basePort && LOOPBACK.has(hostname) && LOOPBACK.has(baseHostname);
}

function splitHost(host: string): [string, string] {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  return [match?.[1] ?? host, match?.[2] ?? ''];
}

function enterpriseSubdomain(pathname: string): string | undefined {
  const prefix = `${ENTERPRISE_SITES_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const subdomain = decodeURIComponent(pathname.slice(prefix.length).split('/')[0] ?? '').toLowerCase();
  return /^[a-z0-9][a-z0-9-]*$/.test(subdomain) ? subdomain : undefined;
}
