import type { SessionProvider } from './Session.ts';

/**
 * How to sign in through the portal's OAuth 2.0 pages (spec 1 §2, §7). Pass the same options to
 * the call that starts the sign-in and to the one that completes it.
 *
 * @example
 * const options: OAuthSignInOptions = { portal, clientId: 'plaza-web', redirectUri: `${origin}/auth/callback` };
 */
export interface OAuthSignInOptions {
  /** The portal's REST root, e.g. `https://example.org/sharing/rest`. */
  readonly portal: string;
  /** The registered OAuth client, e.g. `plaza-web`. */
  readonly clientId: string;
  /** Registered redirect URI; compared exactly by the portal. */
  readonly redirectUri: string;
  /** `arcgis` (default) or a social provider, which goes through `/oauth2/social/authorize`. */
  readonly provider?: SessionProvider;
  /** Token lifetime to ask for, in minutes (default 20160). */
  readonly expiration?: number;
  /** Language of the portal's sign-in page. */
  readonly locale?: string;
  /**
   * `true` (default): authorization code with PKCE S256. `false`: the legacy implicit grant, the
   * token coming back in the URL hash (only for clients the portal lets opt in).
   */
  readonly pkce?: boolean;
  /** Extra query parameters for the authorize page. */
  readonly params?: Readonly<Record<string, string>>;
}
