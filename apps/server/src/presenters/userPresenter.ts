import { ROLE_PRIVILEGES } from '../auth/rolePrivileges.ts';
import type { UserRow } from '../db/repositories/userRepository.ts';
import type { GroupJson } from './groupPresenter.ts';

export interface UserJson {
  id: string;
  username: string;
  fullName: string;
  firstName: string;
  lastName: string;
  description: string;
  tags: string[];
  thumbnail: string | null;
  culture: string;
  orgId: string;
  access: string;
  created: number;
  modified: number;
  provider: 'arcgis';
  // Only for the user themself and the administrators of their org:
  email?: string;
  role?: string;
  privileges?: string[];
  userLicenseTypeId?: string;
  disabled?: boolean;
  lastLogin?: number;
  groups?: GroupJson[];
}

/**
 * A user record as the caller may see it: `full` (the user themself or an administrator of the
 * user's org) adds e-mail, role, privileges, licence, disabled flag and last login.
 */
export function presentUser(user: UserRow, full: boolean): UserJson {
  const [firstName, ...rest] = user.full_name.split(' ');
  const base: UserJson = {
    id: user.username,
    username: user.username,
    fullName: user.full_name,
    firstName: firstName ?? '',
    lastName: rest.join(' '),
    description: user.description,
    tags: user.tags,
    thumbnail: user.thumbnail,
    culture: user.culture,
    orgId: user.org_id,
    access: user.access,
    created: user.created,
    modified: user.modified,
    provider: 'arcgis',
  };
  if (!full) return base;
  return {
    ...base,
    email: user.email,
    role: user.role,
    privileges: [...ROLE_PRIVILEGES[user.role]],
    userLicenseTypeId: user.user_license_type,
    disabled: user.disabled,
    lastLogin: user.last_login ?? -1,
  };
}
