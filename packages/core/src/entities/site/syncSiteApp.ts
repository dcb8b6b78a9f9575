import { getRegisteredAppInfo } from '../../portal/getRegisteredAppInfo.ts';
import { registerApp } from '../../portal/registerApp.ts';
import { updateAppRedirectUris } from '../../portal/updateAppRedirectUris.ts';
import { isEnterprise, type EntityWriteOptions } from '../common/entityRequestOptions.ts';
import type { HubSite } from './site.ts';

/**
 * Where Plaza's web app finishes a sign-in on any host.
 *
 * @example
 * `${origin}${SITE_CALLBACK_PATH}`; // "https://data.city.gov/auth/callback"
 */
export const SITE_CALLBACK_PATH = '/auth/callback';

/**
 * The sign-in callbacks of a site: `/auth/callback` on its default and custom hostnames, with the protocol of the
 * hub services (https in production), as {@link getSiteUrl} builds its address.
 *
 * @example
 * getSiteCallbackUris({ defaultHostname: 'data-riverside.hub.example.org', customHostname: 'data.city.gov' }, { hubUrl: 'https://hub.example.org' });
 * // ["https://data-riverside.hub.example.org/auth/callback", "https://data.city.gov/auth/callback"]
 */
export function getSiteCallbackUris(
  site: Pick<HubSite, 'defaultHostname' | 'customHostname'>,
  where: { readonly hubUrl?: string | undefined },
): string[] {
  const protocol = where.hubUrl ? new URL(where.hubUrl).protocol : 'https:';
  return [site.defaultHostname, site.customHostname]
    .filter((host): host is string => Boolean(host))
    .map((host) => `${protocol}//${host}${SITE_CALLBACK_PATH}`);
}

/**
 * A site's own OAuth app (ADR 0106): a site with a custom hostname signs people in through an app registered against
 * its item, whose redirect URIs are the site's callbacks. Registers the app when the site has a custom hostname and
 * no `clientId` yet, and moves its redirect URIs when the hostnames changed (a removed custom hostname stops being a
 * callback at once). Cloud edition only (enterprise sites
 * live on the portal's own host). Returns the site with its `clientId`.
 *
 * @example
 * const next = await syncSiteApp(site, options, before); // next.clientId set once a custom hostname exists
 */
export async function syncSiteApp(site: HubSite, options: EntityWriteOptions, before?: HubSite): Promise<HubSite> {
  if (isEnterprise(options) || !site.id || (!site.customHostname && !site.clientId)) return site;
  const redirectUris = getSiteCallbackUris(site, options);
  if (!site.clientId) {
    const app = await registerApp({ itemId: site.id, redirectUris }, options).catch(async (error: unknown) => {
      // An app registered before whose id was never saved (the save after it failed): adopt it.
      const existing = await getRegisteredAppInfo(site.id, options).catch(() => undefined);
      if (!existing) throw error;
      return updateAppRedirectUris(existing.client_id, redirectUris, options);
    });
    return { ...site, clientId: app.client_id };
  }
  const unchanged =
    before?.clientId === site.clientId && getSiteCallbackUris(before, options).join(' ') === redirectUris.join(' ');
  if (!unchanged) await updateAppRedirectUris(site.clientId, redirectUris, options);
  return site;
}
