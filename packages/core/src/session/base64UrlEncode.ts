/**
 * Base64url without padding (RFC 4648 §5), as PKCE and OAuth state values are written.
 *
 * @example
 * base64UrlEncode(new Uint8Array([251, 255])); // "-_8"
 */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
