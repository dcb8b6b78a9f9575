import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link to a download's file opens it: 15 minutes from when it was handed out (ADR 0189). */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;
/** The purpose the links' secret is stored under (db/repositories/serverSecretRepository). */
export const DOWNLOAD_LINK_SECRET = 'download-links';

/** The query parameters of a signed link: when it stops opening the file (epoch seconds), and its signature. */
export interface DownloadLinkParams {
  readonly expires: string;
  readonly signature: string;
}

const sign = (secret: string, downloadId: string, expires: string) =>
  createHmac('sha256', secret).update(`download-file\n${downloadId}\n${expires}`, 'utf8').digest('base64url');

/**
 * The parameters that open one download's file for {@link DOWNLOAD_LINK_TTL_MS} (issue 40, ADR 0189): an expiry and
 * an HMAC-SHA-256 of the download's id and that expiry under the server's secret. They open that file only, carry
 * nothing of the caller's (no token), and stop working when they expire.
 *
 * @example
 * url.search = new URLSearchParams({ ...signDownloadLink(secret, state.id, now) }).toString();
 */
export function signDownloadLink(secret: string, downloadId: string, now: number): DownloadLinkParams {
  const expires = String(Math.ceil((now + DOWNLOAD_LINK_TTL_MS) / 1000));
  return { expires, signature: sign(secret, downloadId, expires) };
}

/**
 * Whether a link's parameters open a download's file at `now`: `valid`, `expired` (signed by the server, but past its
 * time), or `invalid` (not the server's signature for this file and expiry: forged, altered, or another file's).
 *
 * @example
 * checkDownloadLink(secret, id, { expires, signature }, Date.now()); // 'valid'
 */
export function checkDownloadLink(
  secret: string,
  downloadId: string,
  params: DownloadLinkParams,
  now: number,
): 'valid' | 'expired' | 'invalid' {
  if (!/^\d{1,12}$/.test(params.expires)) return 'invalid';
  const expected = Buffer.from(sign(secret, downloadId, params.expires), 'utf8');
  const given = Buffer.from(params.signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(params.expires) * 1000 > now ? 'valid' : 'expired';
}
