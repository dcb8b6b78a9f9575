import { z } from 'zod/mini';

/** The parameters the portal sends back to the redirect URI (query for a code, hash for a token). */
export const oauthReturnSchema = z.object({
  state: z.optional(z.string()),
  code: z.optional(z.string().check(z.minLength(1))),
  access_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.optional(z.string()),
  username: z.optional(z.string()),
  ssl: z.optional(z.string()),
  error: z.optional(z.string().check(z.minLength(1))),
  error_description: z.optional(z.string()),
});

export type OAuthReturn = z.infer<typeof oauthReturnSchema>;

/** The state Plaza (and the client library) sends: an id to check, and the page to go back to. */
const oauthStateSchema = z.object({ id: z.string().check(z.minLength(1)), originalUrl: z.optional(z.string()) });

/**
 * Reads the OAuth return from the redirect URI's URL: the query string when it carries a `code` or
 * an `error` (authorization code flow), else the hash (legacy implicit flow, spec 1 §2).
 * `state` is decoded from its JSON; an unreadable state is reported as none.
 *
 * @example
 * parseOAuthReturn('https://hub/auth?code=abc&state=%7B%22id%22%3A%22s%22%7D').state?.id; // "s"
 */
export function parseOAuthReturn(href: string): {
  readonly params: OAuthReturn;
  readonly state: z.infer<typeof oauthStateSchema> | undefined;
} {
  const url = new URL(href);
  const query = url.searchParams;
  const source = query.has('code') || query.has('error') ? query : new URLSearchParams(url.hash.replace(/^#/, ''));
  const raw: Record<string, string> = {};
  source.forEach((value, key) => (raw[key] = value));
  const params = oauthReturnSchema.parse(raw);
  return { params, state: params.state === undefined ? undefined : readState(params.state) };
}

function readState(text: string): z.infer<typeof oauthStateSchema> | undefined {
  try {
    const parsed = oauthStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
