import { createHash, randomBytes } from 'node:crypto';

/**
 * A new bearer secret (token, refresh token, authorization code): 256 random bits, base64url.
 *
 * @example
 * const token = newSecret(); // 43 characters
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a secret: its SHA-256 in hex. Secrets are random, so no salt or stretching is needed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
