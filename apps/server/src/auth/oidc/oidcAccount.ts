import { ROLE_LICENSE_TYPE } from '../rolePrivileges.ts';
import type { Db } from '../../db/database.ts';
import { usernameTaken } from '../../db/repositories/accountRepository.ts';
import { findIdentityUser, findUsersByEmail, insertIdentity } from '../../db/repositories/oidcRepository.ts';
import { findDefaultOrg } from '../../db/repositories/orgRepository.ts';
import { lockLimitKeys } from '../../db/repositories/rateLimitRepository.ts';
import { insertUser } from '../../db/repositories/userRepository.ts';
import { signUpPolicy } from '../signUpPolicy.ts';

/** What a provider's ID token says of the person (the claims Plaza reads). */
export interface OidcClaims {
  readonly sub: string;
  readonly email?: unknown;
  readonly email_verified?: unknown;
  readonly name?: unknown;
  readonly preferred_username?: unknown;
}

/**
 * Who a provider's sign-in is: an account (`linked` when the identity was linked now, `created` when the account was
 * made), or why none: the provider gave no verified address, several accounts use it, the account is disabled, or
 * none uses it and the organisation does not let people sign themselves up.
 */
export type OidcAccountOutcome =
  | { readonly kind: 'signedIn' | 'linked' | 'created'; readonly username: string }
  | { readonly kind: 'unverified' | 'ambiguous' | 'disabled' | 'closed' };

/** Stored in place of a password for an account made by a provider's sign-in: no password matches it. */
export const NO_PASSWORD = 'oidc-only';

const USERNAME_CHARS = /[^A-Za-z0-9._-]/g;

/**
 * The account a provider's sign-in is (ADR 0211), in one transaction: the account its subject is linked to; else the
 * one active account that uses its **verified** e-mail address, now linked; else, when the organisation lets people
 * sign themselves up (ADR 0207), a new account with its role, linked. An address the provider does not say it
 * verified links and makes nothing; an address several accounts use, or only a disabled one, signs no one in.
 *
 * @example
 * await resolveOidcAccount(db, 'city', { sub: '24', email: 'ann@x.example', email_verified: true }, 'en', now);
 */
export async function resolveOidcAccount(
  db: Db,
  provider: string,
  claims: OidcClaims,
  locale: string,
  now: number,
): Promise<OidcAccountOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockLimitKeys(trx, [`oidc:${provider}:${claims.sub}`]);
    const linked = await findIdentityUser(trx, provider, claims.sub);
    if (linked) return linked.disabled ? { kind: 'disabled' } : { kind: 'signedIn', username: linked.username };
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    if (claims.email_verified !== true || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
      return { kind: 'unverified' };
    }
    await lockLimitKeys(trx, [`oidc:email:${email.toLowerCase()}`]);
    const users = await findUsersByEmail(trx, email);
    const active = users.filter((user) => !user.disabled);
    if (active.length > 1) return { kind: 'ambiguous' };
    const [user] = active;
    if (user) {
      await insertIdentity(trx, { provider, subject: claims.sub, username: user.username, email, created: now });
      return { kind: 'linked', username: user.username };
    }
    if (users.length > 0) return { kind: 'disabled' };
    const org = await findDefaultOrg(trx);
    const policy = signUpPolicy(org);
    if (!org || !policy.open) return { kind: 'closed' };
    const username = await freeUsername(trx, claims, email);
    await insertUser(trx, {
      username,
      org_id: org.id,
      full_name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : username,
      email,
      role: policy.role,
      user_license_type: ROLE_LICENSE_TYPE[policy.role],
      password_hash: NO_PASSWORD,
      created: now,
      modified: now,
      last_login: null,
      culture: locale,
    });
    await insertIdentity(trx, { provider, subject: claims.sub, username, email, created: now });
    return { kind: 'created', username };
  });
}

/** A username for a new account: the provider's preferred one or the address's local part, made unique. */
async function freeUsername(db: Db, claims: OidcClaims, email: string): Promise<string> {
  const preferred = typeof claims.preferred_username === 'string' ? claims.preferred_username : '';
  let base = (preferred || email.split('@')[0]!).replace(USERNAME_CHARS, '').replace(/^[^A-Za-z0-9]+/, '');
  if (base.length < 6) base = `${base || 'member'}_user`;
  base = base.slice(0, 56);
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    await lockLimitKeys(db, [`signup:${candidate.toLowerCase()}`]);
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  throw new Error(`No free username for ${base}.`);
}
