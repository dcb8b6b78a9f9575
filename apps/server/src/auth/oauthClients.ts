import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { findOAuthApp } from '../db/repositories/oauthRepository.ts';
import { webClientRedirects, type RedirectUris } from './siteRedirectUris.ts';

/** The web app's OAuth client id (a public client: PKCE S256, no secret). */
export const WEB_CLIENT_ID = 'plaza-web';

export interface OAuthClient {
  readonly clientId: string;
  readonly name: string;
  readonly type: 'public' | 'confidential';
  readonly secretHash: string | null;
  /** Exact strings: a redirect URI matches only when equal byte for byte (site hosts: ADR 0090). */
  readonly redirectUris: RedirectUris;
  /** `response_type=token` is allowed only for clients that opt in. */
  readonly allowImplicit: boolean;
}

/**
 * The redirect URIs of the built-in web client: `/auth/callback` on the web app's origin at the
 * configured port, by `localhost`, `127.0.0.1` and the base domain (ADR 0012), in the scheme the deployment is
 * reached by only: an http deployment accepts no `https://localhost:PORT/auth/callback` (issue 40 item 8).
 *
 * @example
 * webClientRedirectUris({ port: 3000, baseDomain: 'localhost:3000' }, 'http:');
 * // ['http://localhost:3000/auth/callback', 'http://127.0.0.1:3000/auth/callback']
 */
export function webClientRedirectUris(
  config: Pick<Config, 'port' | 'baseDomain'>,
  protocol: 'http:' | 'https:',
): string[] {
  const origins = new Set([
    `${protocol}//localhost:${config.port}`,
    `${protocol}//127.0.0.1:${config.port}`,
    `${protocol}//${config.baseDomain}`,
  ]);
  return [...origins].map((origin) => `${origin}/auth/callback`);
}

/**
 * A registered OAuth client: the built-in `plaza-web`, or an app registered in the database. `protocol`
 * is the scheme the deployment is reached by (`requestProtocol(c)`): `plaza-web` accepts callbacks in that scheme only.
 *
 * @example
 * const client = await findOAuthClient(db, config, 'plaza-web', requestProtocol(c));
 */
export async function findOAuthClient(
  db: Db,
  config: Config,
  clientId: string,
  protocol: 'http:' | 'https:',
): Promise<OAuthClient | undefined> {
  if (clientId === WEB_CLIENT_ID) {
    return {
      clientId,
      name: 'Plaza',
      type: 'public',
      secretHash: null,
      redirectUris: webClientRedirects(db, config, webClientRedirectUris(config, protocol), protocol),
      allowImplicit: false,
    };
  }
  const app = clientId ? await findOAuthApp(db, clientId) : undefined;
  if (!app) return undefined;
  return {
    clientId: app.client_id,
    // An app of a site is named by the site's current title: renaming the site renames the app (ADR 0106).
    name: app.item_title ?? app.name,
    type: app.client_type,
    secretHash: app.client_secret_hash,
    redirectUris: app.redirect_uris,
    allowImplicit: app.allow_implicit,
  };
}
