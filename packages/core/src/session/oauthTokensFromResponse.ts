import { z } from 'zod/mini';
import { REFRESH_TOKEN_EARLY_MS, REFRESH_TOKEN_LIFETIME_MINUTES } from './sessionConstants.ts';

const flag = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
]);

/** What `/oauth2/token` answers (spec 1 §7); numbers may arrive as strings from a URL hash. */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.coerce.number().check(z.positive()),
  username: z.optional(z.string().check(z.minLength(1))),
  ssl: z.optional(flag),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  refresh_token_expires_in: z.optional(z.coerce.number().check(z.positive())),
});

/** Tokens from an OAuth answer, with expiries already made absolute and trimmed. */
export interface OAuthTokens {
  readonly token: string;
  readonly tokenExpires: number;
  readonly username?: string;
  /** Absent when the portal did not say. */
  readonly ssl?: boolean;
  readonly refreshToken?: string;
  readonly refreshTokenExpires?: number;
}

/**
 * Turns an OAuth token answer into absolute expiries (spec 1 §9): the access token expires
 * `trimMs` early (1 s from `/oauth2/token`, 60 s from a URL hash); a refresh token lives for the
 * portal's `refresh_token_expires_in`, else 20160 minutes, and is recorded one minute early.
 *
 * @example
 * oauthTokensFromResponse({ access_token: 't', expires_in: 1800 }, 0, 1000).tokenExpires; // 1_799_000
 */
export function oauthTokensFromResponse(body: unknown, now: number, trimMs: number): OAuthTokens {
  const answer = oauthTokenResponseSchema.parse(body);
  const refreshLifetimeMs =
    answer.refresh_token_expires_in !== undefined
      ? answer.refresh_token_expires_in * 1000
      : REFRESH_TOKEN_LIFETIME_MINUTES * 60_000;
  return {
    token: answer.access_token,
    tokenExpires: now + answer.expires_in * 1000 - trimMs,
    ...(answer.ssl !== undefined ? { ssl: answer.ssl } : {}),
    ...(answer.username !== undefined ? { username: answer.username } : {}),
    ...(answer.refresh_token !== undefined
      ? { refreshToken: answer.refresh_token, refreshTokenExpires: now + refreshLifetimeMs - REFRESH_TOKEN_EARLY_MS }
      : {}),
  };
}
