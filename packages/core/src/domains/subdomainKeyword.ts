const PREFIX = 'hubsubdomain|';

/**
 * Type keywords with `hubsubdomain|{subdomain}` set, replacing any earlier one: how the enterprise edition
 * finds a site by subdomain (spec 1 §7).
 *
 * @example
 * setSubdomainKeyword(['hubSite', 'hubsubdomain|old'], 'Parks'); // ["hubSite", "hubsubdomain|parks"]
 */
export function setSubdomainKeyword(typeKeywords: readonly string[], subdomain: string): string[] {
  return [...typeKeywords.filter((keyword) => !keyword.startsWith(PREFIX)), `${PREFIX}${subdomain.toLowerCase()}`];
}

/**
 * The portal search clause for sites holding a subdomain.
 *
 * @example
 * subdomainKeywordQuery('parks'); // 'typekeywords:"hubsubdomain|parks"'
 */
export function subdomainKeywordQuery(subdomain: string): string {
  return `typekeywords:"${PREFIX}${subdomain.toLowerCase().replaceAll('"', '')}"`;
}
