import type { Config } from '../config/config.ts';

/** The redirect URIs a client accepts, asked one at a time; a plain list of exact strings fits. */
export interface RedirectUris {
  includes(uri: string): boolean;
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
 * The redirect URIs of the built-in web client: the fixed list (ADR 0012) plus the callback of every site
 * host below the base domain (ADR 0090).
 *
 * @example
 * webClientRedirects(config, fixed).includes('http://riverside.localhost:3000/auth/callback'); // true
 */
export function webClientRedirects(config: Pick<Config, 'baseDomain'>, fixed: readonly string[]): RedirectUris {
  return { includes: (uri) => fixed.includes(uri) || isSiteCallbackUri(uri, config.baseDomain) };
}
