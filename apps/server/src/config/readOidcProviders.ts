import { z } from 'zod';

/** An OpenID Connect provider people may sign in with (`PLAZA_OIDC_PROVIDERS`, issue 44 item 8, ADR 0211). */
export interface OidcProvider {
  /** Its name in Plaza's addresses (`provider=`): letters, digits, `-` and `_`. */
  readonly id: string;
  /** What the sign-in page calls it ("Sign in with {name}"). */
  readonly name: string;
  /** Its issuer identifier; its metadata is read from `{issuer}/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** A `PLAZA_OIDC_PROVIDERS` that cannot be used: the server does not start. */
export class OidcConfigError extends Error {
  override readonly name = 'OidcConfigError';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const providerSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    name: z.string().trim().min(1).max(60),
    issuer: z.string().url(),
    clientId: z.string().min(1).max(500),
    clientSecret: z.string().min(1).max(500),
  })
  .strict();

/**
 * Whether an issuer may be reached over plain http: only on this machine (a provider run for development or a test);
 * every other provider must be https.
 */
export function isLoopbackIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

/**
 * The providers of `PLAZA_OIDC_PROVIDERS`: a JSON array of `{id, name, issuer, clientId, clientSecret}`; absent or
 * empty, none (social sign-in is off). Ids are unique; issuers are https (http only on the loopback address).
 *
 * @example
 * readOidcProviders('[{"id":"city","name":"City ID","issuer":"https://id.city.example","clientId":"plaza","clientSecret":"…"}]');
 */
export function readOidcProviders(value: string | undefined): readonly OidcProvider[] {
  const raw = value?.trim();
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new OidcConfigError(
      'PLAZA_OIDC_PROVIDERS must be a JSON array of {id, name, issuer, clientId, clientSecret}.',
    );
  }
  const parsed = z.array(providerSchema).max(10).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OidcConfigError(
      `PLAZA_OIDC_PROVIDERS must be a JSON array of {id, name, issuer, clientId, clientSecret} (at most 10): ${
        issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'
      }.`,
    );
  }
  const ids = new Set<string>();
  for (const provider of parsed.data) {
    if (ids.has(provider.id)) throw new OidcConfigError(`PLAZA_OIDC_PROVIDERS names "${provider.id}" twice.`);
    ids.add(provider.id);
    const url = new URL(provider.issuer);
    if (url.protocol !== 'https:' && !isLoopbackIssuer(provider.issuer)) {
      throw new OidcConfigError(`PLAZA_OIDC_PROVIDERS: the issuer of "${provider.id}" must be an https address.`);
    }
  }
  return parsed.data;
}
