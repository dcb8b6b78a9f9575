import type { PortalApp } from './registerApp.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Replaces the redirect URIs of a registered OAuth app (`POST oauth2/apps/{clientId}/update`): a site whose
 * hostnames changed moves its sign-in callbacks with them (ADR 0106).
 *
 * @example
 * await updateAppRedirectUris(site.clientId, ['https://data.city.gov/auth/callback'], { portal, authentication });
 */
export function updateAppRedirectUris(
  clientId: string,
  redirectUris: readonly string[],
  options: PortalCallOptions,
): Promise<PortalApp> {
  return portalRequest<PortalApp>(`oauth2/apps/${encodeURIComponent(clientId)}/update`, {
    ...options,
    httpMethod: 'POST',
    params: { redirect_uris: JSON.stringify(redirectUris) },
  });
}
