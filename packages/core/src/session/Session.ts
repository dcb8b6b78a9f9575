/**
 * Who signed the user in: the portal itself, or a social provider through the portal.
 *
 * @example
 * beginOAuthSignIn({ ...options, provider: 'google' }, browser);
 */
export type SessionProvider = 'arcgis' | 'apple' | 'facebook' | 'github' | 'google';

/**
 * A token for a server federated with the portal, cached on the session (spec 1 §7, §9).
 *
 * @example
 * session.federatedServers['https://maps.example.org/arcgis']?.token;
 */
export interface FederatedServerToken {
  readonly token: string;
  /** Epoch milliseconds after which the token is fetched again. */
  readonly expires: number;
}

/**
 * A signed-in user's session with a portal (spec 1 §3 Session). A plain, immutable record:
 * every function that changes it (refresh, federated tokens) returns a new one.
 *
 * Times are epoch milliseconds. `password` lives in memory only and is never serialized.
 *
 * @example
 * const session = await signInWithPassword({ portal, username, password });
 * session.tokenExpires > Date.now(); // true
 */
export interface Session {
  /** The portal's REST root, e.g. `https://example.org/sharing/rest` (no trailing slash). */
  readonly portal: string;
  readonly username: string;
  readonly token: string;
  /** When `token` expires (epoch ms, already trimmed per spec 1 §9). */
  readonly tokenExpires: number;
  /** True when the portal asks every later request to use HTTPS. */
  readonly ssl: boolean;
  readonly provider: SessionProvider;
  /** Requested token lifetime in minutes (default 20160). */
  readonly tokenDuration: number;
  readonly refreshToken?: string;
  /** When `refreshToken` must be renewed (epoch ms, one minute before the portal's expiry). */
  readonly refreshTokenExpires?: number;
  /** The OAuth client the session came from (needed to refresh with a refresh token). */
  readonly clientId?: string;
  readonly redirectUri?: string;
  /** Tokens for federated servers, keyed by server root URL. */
  readonly federatedServers: Readonly<Record<string, FederatedServerToken>>;
  /** Only for username/password sessions, to refresh by password; never serialized. */
  readonly password?: string;
}
