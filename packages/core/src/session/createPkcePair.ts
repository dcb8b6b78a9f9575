import { base64UrlEncode } from './base64UrlEncode.ts';
import type { SessionDeps } from './SessionDeps.ts';
import { SessionError } from './SessionError.ts';

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

/**
 * A fresh PKCE pair: 32 random bytes as a 43-character base64url verifier, and
 * `BASE64URL(SHA-256(verifier))` as the challenge. Only S256: without Web Crypto (an insecure
 * browser context) it fails with `PKCE_UNAVAILABLE` rather than falling back to `plain`.
 *
 * @example
 * const { verifier, challenge } = await createPkcePair(resolveSessionDeps());
 */
export async function createPkcePair(deps: Pick<SessionDeps, 'randomBytes'>): Promise<PkcePair> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new SessionError('PKCE_UNAVAILABLE', 'Sign-in needs Web Crypto (a secure context) for PKCE S256.');
  }
  const verifier = base64UrlEncode(deps.randomBytes(32));
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64UrlEncode(new Uint8Array(digest)) };
}
