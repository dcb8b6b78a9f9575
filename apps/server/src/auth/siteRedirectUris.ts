import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { findDomainByHostname } from '../db/repositories/domainRepository.ts';
import { findOrgByUrlKey } from '../db/repositories/orgRepository.ts';
import { orgHasSiteWithSubdomain } from '../db/repositories/siteHostRepository.ts';

/** The redirect URIs a client accepts, asked one at a time; a plain list of exact strings fits. */
export interface RedirectUris {
  includes(uri: string): boolean | Promise<boolean>;
}

/** One DNS label: letters, digits and inner hyphens, at most 63 characters, lower case. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * True for `/auth/callback` on a site host, `http(s)://{label}.{baseDomain}/auth/callback`: every host
 * one label below the base domain is a Plaza site served by this server (ADR 0090), so signing in from a
 * site comes back to that site. Compared byte for byte apart from the one label: no other path, query,
 * fragment, port or upper case.
 *
 * @example
 * isSiteCallbackUri('http://parks-riverside.localhost:3000/auth/callback', 'localhost:3000'); // true
 * isSiteCallbackUri('http://evil.example/auth/callback', 'localhost:3000'); // false
 */
export function isSiteCallbackUri(uri: string, baseDomain: string): boolean {
  const pattern = new RegExp(`^https?://${LABEL}\\.${escapeRegExp(baseDomain.toLowerCase())}/auth/callback$`);
  return pattern.test(uri);
}

/**
 * Whether a site callback's host is a site of this deployment: a hostname the domain service holds, or
 * `{subdomain}-{orgKey}` of an organisation with a site holding that subdomain (ADR 0080). Any other
 * one-label host under the base domain is refused (issue 12).
 */
export async function isDeploymentSiteHost(db: Db, host: string, baseDomain: string): Promise<boolean> {
  if (await findDomainByHostname(db, host)) return true;
  const label = host.slice(0, host.length - baseDomain.length - 1);
  const dash = label.lastIndexOf('-');
  if (dash <= 0) return false;
  const org = await findOrgByUrlKey(db, label.slice(dash + 1));
  return org !== undefined && (await orgHasSiteWithSubdomain(db, org.id, label.slice(0, dash)));
}

/**
 * The redirect URIs of the built-in web client: the fixed list (ADR 0012) plus `/auth/callback` on the
 * host of every site of this deployment (ADR 0090), in the scheme the deployment is served over
 * (`https:` only when it is https, issue 12).
 *
 * @example
 * await webClientRedirects(db, config, fixed, 'http:').includes('http://data-riverside.localhost:3000/auth/callback');
 */
export function webClientRedirects(
  db: Db,
  config: Pick<Config, 'baseDomain'>,
  fixed: readonly string[],
  protocol: 'http:' | 'https:',
): RedirectUris {
  return {
    includes: async (uri) => {
      if (fixed.includes(uri)) return true;
      if (!isSiteCallbackUri(uri, config.baseDomain) || !uri.startsWith(`${protocol}//`)) return false;
      return isDeploymentSiteHost(db, new URL(uri).host, config.baseDomain.toLowerCase());
    },
  };
}
