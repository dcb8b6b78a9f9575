import type { PortalGroup } from './PortalGroup.ts';

/**
 * A portal user as the caller may see it. `email`, `role`, `privileges` and the licence appear only
 * for the user themself and the administrators of the user's organisation.
 */
export interface PortalUser {
  readonly id?: string;
  readonly username: string;
  readonly fullName?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly thumbnail?: string | null;
  readonly culture?: string;
  readonly orgId?: string;
  readonly access?: 'private' | 'org' | 'public';
  readonly created?: number;
  readonly modified?: number;
  readonly email?: string;
  readonly role?: 'org_admin' | 'org_publisher' | 'org_user' | 'viewer' | string;
  readonly privileges?: readonly string[];
  readonly userLicenseTypeId?: string;
  readonly disabled?: boolean;
  readonly lastLogin?: number;
  /** `community/self` only: every group of the user with `userMembership`. */
  readonly groups?: readonly PortalGroup[];
}
