import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readServerSecret } from '../db/repositories/serverSecretRepository.ts';

/** The purpose the unsubscribe links' secret is stored under (db/repositories/serverSecretRepository). */
export const UNSUBSCRIBE_SECRET = 'unsubscribe-links';

/** What one link turns off: every e-mail, or one kind of notification. */
export type UnsubscribePreference = 'email' | 'content' | 'version' | 'event' | 'reply';

export const UNSUBSCRIBE_PREFERENCES: readonly UnsubscribePreference[] = [
  'email',
  'content',
  'version',
  'event',
  'reply',
];

const sign = (secret: string, username: string, preference: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${username}\n${preference}`, 'utf8').digest('base64url');

/** The server's secret for these links, made by the first process that needs it. */
export function unsubscribeSecret(db: Db, now: number): Promise<string> {
  return readServerSecret(db, UNSUBSCRIBE_SECRET, () => randomBytes(32).toString('base64url'), now);
}

/**
 * The link in every e-mail that turns one preference off for one person without signing in (ADR 0206): the username,
 * the preference and an HMAC-SHA-256 of both under the server's secret. It changes nothing else and never expires.
 *
 * @example
 * unsubscribeUrl('http://localhost:3000', secret, 'user_riverside', 'email');
 */
export function unsubscribeUrl(
  origin: string,
  secret: string,
  username: string,
  preference: UnsubscribePreference,
): string {
  const query = new URLSearchParams({ u: username, p: preference, s: sign(secret, username, preference) });
  return `${origin}/api/notifications/v1/unsubscribe?${query.toString()}`;
}

/**
 * Whether a link's parameters are the server's signature for that person and preference.
 *
 * @example
 * checkUnsubscribe(secret, 'user_riverside', 'email', signature); // true
 */
export function checkUnsubscribe(secret: string, username: string, preference: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, username, preference), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
