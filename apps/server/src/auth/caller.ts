import type { PortalPrivilege } from '@plaza/core';
import type { UserRole } from '../db/schema.ts';

/**
 * Who is making a request, resolved once per request from the token (see the token middleware)
 * and read by every route through `c.get('caller')`. Every access decision starts from this.
 */
export type Caller = AnonymousCaller | UserCaller;

export interface AnonymousCaller {
  readonly kind: 'anonymous';
}

export interface UserCaller {
  readonly kind: 'user';
  readonly username: string;
  readonly orgId: string;
  readonly role: UserRole;
  /** Standard privilege strings of the role (`portal:user:createItem`, `portal:admin:viewItems`, ...). */
  readonly privileges: ReadonlySet<PortalPrivilege>;
  /** Ids of the groups the user belongs to (any member type). */
  readonly groupIds: readonly string[];
}

export const ANONYMOUS: AnonymousCaller = Object.freeze({ kind: 'anonymous' });

declare const PRIVILEGED: unique symbol;

/**
 * A signed-in caller known to hold some privilege. The phantom brand keeps `hasPrivilege` from
 * narrowing its false branch to `never`: a user without this privilege is still a user.
 */
export type PrivilegedCaller = UserCaller & { readonly [PRIVILEGED]: true };

/**
 * True when the caller is signed in and holds the privilege. Privileges are core's
 * `PortalPrivilege` strings, so a misspelt one does not compile.
 */
export function hasPrivilege(caller: Caller, privilege: PortalPrivilege): caller is PrivilegedCaller {
  return caller.kind === 'user' && caller.privileges.has(privilege);
}
