import type { OrgRow } from '../db/repositories/orgRepository.ts';
import type { UserRole } from '../db/schema.ts';

const ROLES: readonly UserRole[] = ['viewer', 'org_user'];

/**
 * Whether an organisation takes sign-ups (off by default: its `selfSignUp` property, set by an administrator through
 * `portals/self/update`) and with which role (`selfSignUpRole`: `viewer`, the default, or `org_user`).
 *
 * @example
 * signUpPolicy(org); // { open: false, role: 'viewer' }
 */
export function signUpPolicy(org: OrgRow | undefined): { open: boolean; role: UserRole } {
  const role = org?.properties.selfSignUpRole;
  return {
    open: org?.properties.selfSignUp === true,
    role: ROLES.find((r) => r === role) ?? 'viewer',
  };
}
