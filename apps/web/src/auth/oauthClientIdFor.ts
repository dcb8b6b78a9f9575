import { loadSite } from '../site/loadSite.ts';
import { WEB_CLIENT_ID } from './authOptions.ts';

/**
 * The OAuth client a sign-in on this origin goes through (ADR 0106): on a site's custom hostname the site's own app
 * (its `clientId`), everywhere else the built-in web client. The same answer at the start of a sign-in, at its
 * callback and at sign-out, because all three ask the site of the same host.
 *
 * @example
 * const options = oauthOptionsFor(location.origin, 'en', await oauthClientIdFor(location.origin));
 */
export async function oauthClientIdFor(origin: string): Promise<string> {
  const loaded = await loadSite(new Request(`${origin}/`), undefined).catch(() => undefined);
  return (loaded?.found ? loaded.site.oauthClientId : undefined) ?? WEB_CLIENT_ID;
}
