import { z } from 'zod/mini';
import { TOKEN_DURATION_MINUTES } from './sessionConstants.ts';

/** Epoch milliseconds, or the ISO date string `ArcGISIdentityManager.serialize()` writes. */
const instant = z.union([
  z.number(),
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => Date.parse(value)),
    ),
    z.number(),
  ),
]);

/**
 * A stored session, as {@link serializeSession} writes it. Also reads what the client library's
 * `ArcGISIdentityManager.serialize()` writes (ISO dates, no provider). Unknown keys, the password
 * among them, are dropped.
 */
export const serializedSessionSchema = z.object({
  type: z.optional(z.literal('ArcGISIdentityManager')),
  portal: z.url(),
  username: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  tokenExpires: instant,
  ssl: z.optional(z.boolean()),
  provider: z._default(z.enum(['arcgis', 'apple', 'facebook', 'github', 'google']), 'arcgis'),
  tokenDuration: z._default(z.int().check(z.positive()), TOKEN_DURATION_MINUTES),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  refreshTokenExpires: z.optional(instant),
  clientId: z.optional(z.string().check(z.minLength(1))),
  redirectUri: z.optional(z.string().check(z.minLength(1))),
  federatedServers: z._default(
    z.record(z.string(), z.object({ token: z.string().check(z.minLength(1)), expires: instant })),
    {},
  ),
});
