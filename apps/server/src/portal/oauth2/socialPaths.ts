/** Where sign-in with an OpenID Connect provider answers, under the portal's OAuth 2.0 routes (ADR 0211). */
export const SOCIAL_PATH = '/sharing/rest/oauth2/social';

/**
 * The address to start signing in with a provider, carrying the portal authorize request (its hidden fields) along.
 *
 * @example
 * socialAuthorizeHref('city', { client_id: 'plaza-web', redirect_uri: '…' });
 */
export function socialAuthorizeHref(providerId: string, hidden: Readonly<Record<string, string>>): string {
  return `${SOCIAL_PATH}/authorize?${new URLSearchParams({ provider: providerId, ...hidden })}`;
}
