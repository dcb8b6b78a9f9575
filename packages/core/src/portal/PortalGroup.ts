/** A member's standing in a group. */
export type PortalGroupMemberType = 'owner' | 'admin' | 'member';

/** A portal group record. */
export interface PortalGroup {
  readonly id: string;
  readonly title: string;
  readonly owner: string;
  readonly orgId?: string;
  readonly snippet?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly typeKeywords?: readonly string[];
  readonly access: 'private' | 'org' | 'public';
  readonly isInvitationOnly?: boolean;
  readonly isViewOnly?: boolean;
  readonly isReadOnly?: boolean;
  readonly autoJoin?: boolean;
  /** `["updateitemcontrol"]` for a shared-update group. */
  readonly capabilities?: readonly string[];
  /**
   * `org`, `collaboration`, or '' (anyone). Read as text: a portal may also answer `none` for anyone
   * (`mapMembershipAccess` reads every spelling).
   */
  readonly membershipAccess?: string;
  readonly protected?: boolean;
  readonly thumbnail?: string | null;
  readonly sortField?: string;
  readonly sortOrder?: string;
  readonly created?: number;
  readonly modified?: number;
  /** The caller's membership (`none` when not a member); absent for anonymous callers. */
  readonly userMembership?: {
    readonly username?: string;
    readonly memberType?: PortalGroupMemberType | 'none';
    /** Requests to join that wait, counted for the group's managers. */
    readonly applications?: number;
    /** The caller asked to join and waits for an answer (Plaza's portal, ADR 0154). */
    readonly applied?: boolean;
  };
}

/**
 * Who may join a group, as Plaza writes it to a portal (spec 1 §3, ADR 0101): `org` (the owner's
 * organisation), `collaboration` (partnered collaborations), or '' (anyone). The portal also accepts
 * `none` for anyone; Plaza never sends it, so one value means one thing.
 */
export type PortalMembershipAccess = 'org' | 'collaboration' | '';

/** The fields a group is created or updated with. Arrays are sent comma-separated. */
export interface PortalGroupFields {
  readonly title?: string;
  readonly snippet?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly typeKeywords?: readonly string[];
  readonly access?: 'private' | 'org' | 'public';
  readonly isInvitationOnly?: boolean;
  readonly isViewOnly?: boolean;
  readonly autoJoin?: boolean;
  readonly capabilities?: readonly 'updateitemcontrol'[];
  readonly membershipAccess?: PortalMembershipAccess;
  readonly sortField?: string;
  readonly sortOrder?: 'asc' | 'desc';
  readonly thumbnail?: string;
}

/**
 * Group fields as request parameters (arrays comma-separated, booleans as text).
 *
 * @example
 * groupFieldsToParams({ title: 'Parks', tags: ['a', 'b'] }); // { title: 'Parks', tags: 'a,b' }
 */
export function groupFieldsToParams(fields: PortalGroupFields): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}
