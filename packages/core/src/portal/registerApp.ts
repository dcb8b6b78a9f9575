import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** An OAuth app registered against an item (`oauth2/registerApp`, `oauth2/apps/{clientId}`). */
export interface PortalApp {
  readonly client_id: string;
  readonly appType: string;
  readonly redirect_uris: readonly string[];
  readonly itemId: string;
  readonly owner: string;
  readonly registered: number;
  readonly modified: number;
}

/** What an app is registered with: its item, its kind and the exact redirect URIs it accepts. */
export interface AppRegistration {
  readonly itemId: string;
  readonly appType?: 'browser' | 'multiple';
  readonly redirectUris: readonly string[];
}

/**
 * Registers an item as an OAuth app (`POST oauth2/registerApp`): a public client whose codes go only to the
 * given redirect URIs. A site registers itself so people can sign in on its custom hostname (ADR 0106).
 *
 * @example
 * const app = await registerApp({ itemId: site.id, redirectUris: ['https://data.city.gov/auth/callback'] }, { portal, authentication });
 * app.client_id; // the site's clientId
 */
export function registerApp(registration: AppRegistration, options: PortalCallOptions): Promise<PortalApp> {
  return portalRequest<PortalApp>('oauth2/registerApp', {
    ...options,
    httpMethod: 'POST',
    params: {
      itemId: registration.itemId,
      appType: registration.appType ?? 'browser',
      redirect_uris: JSON.stringify(registration.redirectUris),
    },
  });
}
