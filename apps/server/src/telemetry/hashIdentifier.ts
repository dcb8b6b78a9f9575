import { createHmac } from 'node:crypto';

/**
 * A keyed hash of an identifier (visitor, session, user, organisation): HMAC-SHA-256 under the database's telemetry
 * secret, 32 hex digits. The same id always hashes the same in one database, so visitors and sessions can be counted,
 * but the id cannot be read back or guessed from a list of usernames without the secret (ADR 0172).
 *
 * @example
 * hashIdentifier(secret, 'user:casey_riverside'); // '3f9c…' (32 hex digits)
 */
export function hashIdentifier(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex').slice(0, 32);
}
