import { z } from 'zod';
import { TOKEN_DURATION_MINUTES } from './sessionConstants.ts';

/** Epoch milliseconds, or the ISO date string `ArcGISIdentityManager.serialize()` writes. */
const instant = z.union([
  z.number().finite(),
  z
    .string()
    .transform((value) => Date.parse(value))
    .pipe(z.number().finite()),
]);

/**
 * A stored session, as {@link serializeSession} writes it. Also reads what the client library's
 * `ArcGISIdentityManager.serialize()` writes (ISO dates, no provider). Unknown keys, the password
 * among them, are dropped.
 */
export const serializedSessionSchema = z.object({
  type: z.literal('ArcGISIdentityManager').optional(),
  portal: z.url(),
  username: z.string().min(1),
  token: z.string().min(1),
  tokenExpires: instant,
  ssl: z.boolean().optional(),
  provider: z.enum(['arcgis', 'apple', 'facebook', 'github', 'google']).default('arcgis'),
  tokenDuration: z.number().int().positive().default(TOKEN_DURATION_MINUTES),
  refreshToken: z.string().min(1).optional(),
  refreshTokenExpires: instant.optional(),
  clientId: z.string().min(1).optional(),
  redirectUri: z.string().min(1).optional(),
  federatedServers: z.record(z.string(), z.object({ token: z.string().min(1), expires: instant })).default({}),
});
