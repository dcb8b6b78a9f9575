import { constructSlug, deriveSubdomain, getDefaultHostname } from '@plaza/core';

/** Where a new site will live, shown before it is created (issue 9: name → slug, subdomain and hostname). */
export interface SiteAddressPreview {
  readonly slug: string;
  readonly subdomain: string;
  /** Empty on the enterprise edition, where sites live under the portal's path instead. */
  readonly hostname: string;
}

/**
 * The slug, subdomain and default hostname a site of this name gets (spec 1 §4, §5): the same derivations core uses
 * when it creates the site. When one is taken, creating adds `-1`, `-2` …; the random part of an over-long
 * subdomain is drawn once by the caller and passed on, so what is shown is what is asked for.
 *
 * @example
 * deriveSiteAddress('Parks & Trails', { orgKey: 'riverside', baseDomain: 'localhost:3000', random: () => 0.5 });
 * // { slug: 'riverside|parks-trails', subdomain: 'parks-trails', hostname: 'parks-trails-riverside.localhost:3000' }
 */
export function deriveSiteAddress(
  name: string,
  where: { readonly orgKey: string; readonly baseDomain: string | undefined; readonly random: () => number },
): SiteAddressPreview {
  const subdomain = deriveSubdomain(name, where.orgKey, where.random);
  return {
    slug: constructSlug(name, where.orgKey, 'site'),
    subdomain,
    hostname: where.baseDomain ? getDefaultHostname(subdomain, where.orgKey, where.baseDomain) : '',
  };
}
