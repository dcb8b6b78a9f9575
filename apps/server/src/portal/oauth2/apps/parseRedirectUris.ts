import { z } from 'zod';

/** At most this many redirect URIs per registered app (ADR 0106). */
export const MAX_REDIRECT_URIS = 10;
/** At most this many characters per redirect URI. */
export const MAX_REDIRECT_URI_LENGTH = 2048;

/** Why a `redirect_uris` parameter was refused (the message is shown to the caller; the code decides). */
export interface RedirectUrisError {
  readonly code: 'missing' | 'notJson' | 'notArray' | 'count' | 'invalidUri';
  readonly message: string;
}

export type RedirectUrisResult =
  { readonly ok: true; readonly uris: string[] } | { readonly ok: false; readonly error: RedirectUrisError };

/**
 * True for an absolute `http:`/`https:` URL with a host, no user info, no fragment and no white space or
 * control characters: it is stored as given and compared byte for byte (ADR 0012).
 */
function isRedirectUri(uri: string): boolean {
  if (uri.length === 0 || uri.length > MAX_REDIRECT_URI_LENGTH) return false;
  // No space, control character or DEL anywhere (URL parsing would silently strip some of them).
  for (const ch of uri) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x21 || code === 0x7f) return false;
  }
  if (uri.includes('#')) return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname !== '' && url.username === '' && url.password === '';
}

const uriList = z.array(z.unknown());

/**
 * Reads `redirect_uris`: a JSON array of 1–{@link MAX_REDIRECT_URIS} absolute `http(s)` URLs without a
 * fragment, each at most {@link MAX_REDIRECT_URI_LENGTH} characters. Duplicates are kept once.
 *
 * @example
 * parseRedirectUris('["https://data.riverside.test/auth/callback"]'); // { ok: true, uris: [...] }
 * parseRedirectUris('["javascript:alert(1)"]').ok; // false
 */
export function parseRedirectUris(raw: string | undefined): RedirectUrisResult {
  const fail = (code: RedirectUrisError['code'], message: string): RedirectUrisResult => ({
    ok: false,
    error: { code, message },
  });
  if (raw === undefined || raw.trim() === '') return fail('missing', 'redirect_uris is required.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail('notJson', 'redirect_uris must be a JSON array of URLs.');
  }
  const list = uriList.safeParse(parsed);
  if (!list.success) return fail('notArray', 'redirect_uris must be a JSON array of URLs.');
  if (list.data.length < 1 || list.data.length > MAX_REDIRECT_URIS) {
    return fail('count', `redirect_uris must hold 1 to ${MAX_REDIRECT_URIS} URLs.`);
  }
  const uris: string[] = [];
  for (const item of list.data) {
    if (typeof item !== 'string' || !isRedirectUri(item)) {
      return fail(
        'invalidUri',
        `Every redirect URI must be an absolute http or https URL without a fragment, of at most ${MAX_REDIRECT_URI_LENGTH} characters.`,
      );
    }
    if (!uris.includes(item)) uris.push(item);
  }
  return { ok: true, uris };
}
