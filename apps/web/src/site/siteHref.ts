/**
 * A link written in a site's content (`/search`, `/pages/riverside::parks`), as the visitor follows it: site-relative
 * paths get the site's base path (`/apps/sites/{subdomain}` in the enterprise form), anything else is kept.
 *
 * @example
 * siteHref('/apps/sites/data', '/search?q=trees'); // "/apps/sites/data/search?q=trees"
 * siteHref('', 'https://example.org'); // "https://example.org"
 */
export function siteHref(basePath: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (!basePath) return href;
  return href === '/' ? `${basePath}/` : `${basePath}${href}`;
}

/** True for links that leave the site (another origin, mail, phone). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
