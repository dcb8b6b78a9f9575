import { z } from 'zod/mini';
import { entityLinksSchema, entityPermissionSchema } from '../common/hubItemEntity.ts';

/**
 * Who may join a group, in the entity's words (spec 1 §3, spec 3 §3).
 *
 * @example
 * groupMembershipAccessSchema.parse('organization');
 */
export const groupMembershipAccessSchema = z.enum(['anyone', 'organization', 'collaborators']);
/** Who may join a group, in entity words: organization, collaborators or anyone. */
export type GroupMembershipAccess = z.infer<typeof groupMembershipAccessSchema>;

/**
 * A group as an entity (spec 1 §3 "Group mapping", spec 3 §3): access private, no permissions and no type
 * keywords by default; editable and deletable only by its owner or an admin member.
 *
 * @example
 * const group: HubGroup = groupFromPortal(portalGroup, { portal });
 */
export const hubGroupSchema = z.object({
  id: z.string(),
  type: z.literal('Group'),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  access: z.enum(['private', 'org', 'public']),
  owner: z.string(),
  orgId: z.optional(z.string()),
  permissions: z.array(entityPermissionSchema),
  tags: z.array(z.string()),
  typeKeywords: z.array(z.string()),
  thumbnail: z.optional(z.string()),
  autoJoin: z.boolean(),
  isInvitationOnly: z.boolean(),
  isReadOnly: z.boolean(),
  isViewOnly: z.boolean(),
  isDiscussable: z.boolean(),
  isSharedUpdate: z.boolean(),
  membershipAccess: groupMembershipAccessSchema,
  sortField: z.optional(z.string()),
  sortOrder: z.optional(z.enum(['asc', 'desc'])),
  userMembership: z.optional(z.looseObject({ username: z.optional(z.string()), memberType: z.optional(z.string()) })),
  memberType: z.optional(z.string()),
  protected: z.boolean(),
  // derived
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
  thumbnailUrl: z.optional(z.string()),
  links: z.extend(entityLinksSchema, { siteRelativeEntityType: z.optional(z.string()) }),
  // read as the reference reads them (ADR 0203)
  isOpenData: z.optional(z.boolean()),
  hiddenMembers: z.optional(z.boolean()),
  leavingDisallowed: z.optional(z.boolean()),
  createdDateSource: z.optional(z.literal('group.created')),
  updatedDateSource: z.optional(z.literal('group.modified')),
  /** The group's settings record in the discussions service, null when it has none. */
  entitySettingsId: z.optional(z.nullable(z.string())),
  discussionSettings: z.optional(
    z.object({
      allowedChannelIds: z.nullable(z.array(z.string())),
      allowedLocations: z.nullable(z.array(z.unknown())),
    }),
  ),
});
/** A group as Plaza maps it (spec 1 §3 Group mapping, spec 3 §3). */
export type HubGroup = z.infer<typeof hubGroupSchema>;
