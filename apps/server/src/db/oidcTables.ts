import type { ColumnType } from 'kysely';

/** A sign-in with an OpenID Connect provider under way (migration 0195, ADR 0211). */
export interface OidcSignInTable {
  /** SHA-256 of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  /** The portal authorize request to finish once the provider answers (its query parameters). */
  authorize_params: ColumnType<Record<string, string>, string, string>;
  created: number;
  expires: number;
}

/** The account a provider's subject signs in as (migration 0195, ADR 0211). */
export interface UserIdentityTable {
  provider: string;
  subject: string;
  username: string;
  /** The verified address the provider gave when the identity was linked. */
  email: string;
  created: number;
}
