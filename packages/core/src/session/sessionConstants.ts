// Spec 1 §9 and spec 3 §8: the numbers every session rule is built from.

/**
 * Default token lifetime requested from the portal, in minutes (two weeks).
 *
 * @example
 * signInWithPassword({ portal, username, password }); // asks for expiration=TOKEN_DURATION_MINUTES
 */
export const TOKEN_DURATION_MINUTES = 20160;

/**
 * Refresh token lifetime assumed when the portal does not state one, in minutes.
 *
 * @example
 * const lifetimeMs = (answer.refresh_token_expires_in ?? REFRESH_TOKEN_LIFETIME_MINUTES * 60) * 1000;
 */
export const REFRESH_TOKEN_LIFETIME_MINUTES = 20160;

/**
 * The refresh token's expiry is recorded this much earlier than the portal's, so it is renewed in time.
 *
 * @example
 * session.refreshTokenExpires === now + lifetimeMs - REFRESH_TOKEN_EARLY_MS; // true
 */
export const REFRESH_TOKEN_EARLY_MS = 60_000;

/**
 * A token read from the URL hash (implicit grant) is treated as expiring this much earlier.
 *
 * @example
 * session.tokenExpires === now + expiresIn * 1000 - OAUTH_HASH_EXPIRY_TRIM_MS; // true
 */
export const OAUTH_HASH_EXPIRY_TRIM_MS = 60_000;

/**
 * A token from `/oauth2/token` is treated as expiring this much earlier.
 *
 * @example
 * session.tokenExpires === now + expiresIn * 1000 - OAUTH_TOKEN_EXPIRY_TRIM_MS; // true
 */
export const OAUTH_TOKEN_EXPIRY_TRIM_MS = 1_000;

/**
 * Expiry given to a credential from a parent frame that carries none (2 hours).
 *
 * @example
 * session.tokenExpires === now + PARENT_CREDENTIAL_DEFAULT_EXPIRY_MS; // credential without `expires`
 */
export const PARENT_CREDENTIAL_DEFAULT_EXPIRY_MS = 2 * 60 * 60 * 1000;

/**
 * How long a federated server token is used at most before it is fetched again (24 hours).
 *
 * @example
 * entry.expires <= now + FEDERATED_SERVER_TOKEN_VALIDITY_MS; // true
 */
export const FEDERATED_SERVER_TOKEN_VALIDITY_MS = 24 * 60 * 60 * 1000;

/**
 * How many times a call that failed with an authentication error is retried with a fresh credential.
 *
 * @example
 * await withAuthRetry(handle, (authentication) => getItem(id, { portal, authentication })); // at most 1 + AUTH_RETRY_LIMIT calls
 */
export const AUTH_RETRY_LIMIT = 3;
