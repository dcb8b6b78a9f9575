import { createHash, timingSafeEqual } from 'node:crypto';

/** A PKCE verifier per RFC 7636: 43–128 characters of [A-Za-z0-9-._~]. */
export function isValidCodeVerifier(verifier: string): boolean {
  return /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier);
}

/** A S256 challenge: base64url of a SHA-256, 43 characters. */
export function isValidS256Challenge(challenge: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(challenge);
}

/**
 * True when the verifier hashes (S256) to the challenge. `plain` is not supported at all.
 *
 * @example
 * verifyPkceS256(verifier, storedChallenge);
 */
export function verifyPkceS256(verifier: string, challenge: string): boolean {
  if (!isValidCodeVerifier(verifier)) return false;
  const actual = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
