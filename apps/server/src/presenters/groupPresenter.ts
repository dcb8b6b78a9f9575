import type { GroupMemberRow } from '../db/repositories/groupMemberRepository.ts';
import type { GroupRow } from '../db/repositories/groupRepository.ts';
import type { MembershipAccess } from '../db/schema.ts';

export interface GroupJson {
  id: string;
  title: string;
  owner: string;
  orgId: string;
  snippet: string;
  description: string;
  tags: string[];
  typeKeywords: string[];
  access: string;
  isInvitationOnly: boolean;
  isViewOnly: boolean;
  isReadOnly: boolean;
  autoJoin: boolean;
  capabilities: string[];
  /** `org`, `collaboration`, or '' for anyone (ADR 0101). */
  membershipAccess: 'org' | 'collaboration' | '';
  protected: boolean;
  thumbnail: string | null;
  sortField: string;
  sortOrder: string;
  isFav: boolean;
  isOpenData: boolean;
  created: number;
  modified: number;
  /** `applications`: requests waiting (counted for the group's managers); `applied`: the caller asked to join. */
  userMembership?: { username: string; memberType: string; applications: number; applied?: boolean };
}

/** Who is asking, with what they may know of the group's requests to join (ADR 0154). */
export interface GroupCaller {
  readonly username: string;
  readonly membership?: GroupMemberRow;
  readonly applications?: number;
  readonly applied?: boolean;
}

/** A group record; `userMembership` describes the caller's membership when a caller is signed in. */
export function presentGroup(group: GroupRow, caller?: GroupCaller): GroupJson {
  return {
    id: group.id,
    title: group.title,
    owner: group.owner,
    orgId: group.org_id,
    snippet: group.snippet,
    description: group.description,
    tags: group.tags,
    typeKeywords: group.type_keywords,
    access: group.access,
    isInvitationOnly: group.is_invitation_only,
    isViewOnly: group.is_view_only,
    isReadOnly: group.is_read_only,
    autoJoin: group.auto_join,
    capabilities: group.capabilities,
    membershipAccess: membershipAccessToWire(group.membership_access),
    protected: group.protected,
    thumbnail: group.thumbnail,
    sortField: group.sort_field,
    sortOrder: group.sort_order,
    isFav: false,
    isOpenData: false,
    created: group.created,
    modified: group.modified,
    ...(caller
      ? {
          userMembership: {
            username: caller.username,
            memberType: caller.membership?.member_type ?? 'none',
            applications: caller.applications ?? 0,
            ...(caller.applied ? { applied: true } : {}),
          },
        }
      : {}),
  };
}

/**
 * Who may join, as the portal answers it: '' for anyone (stored as `none`), so that what a client
 * reads is what it writes back (ADR 0101).
 *
 * @example
 * membershipAccessToWire('none'); // ''
 */
export function membershipAccessToWire(stored: MembershipAccess): 'org' | 'collaboration' | '' {
  return stored === 'none' ? '' : stored;
}
