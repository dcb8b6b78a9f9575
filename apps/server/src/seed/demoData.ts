import type { Access, GroupMemberType, MembershipAccess, UserRole } from '../db/schema.ts';

/** The demo organisations, their users and groups (issue 3, "Demo seed"). Plain data; `seedDemo` writes it. */
export interface DemoOrg {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly isDefault: boolean;
  /** Hub enabled: the `hub-premium` licence. */
  readonly hubEnabled: boolean;
  /** The organisation's tracking programme (`properties.tracking.enabled`): visitors who agree are counted (issue 22). */
  readonly trackingEnabled: boolean;
  readonly groups: readonly DemoGroup[];
}

export interface DemoGroup {
  readonly title: string;
  readonly snippet: string;
  readonly access: Access;
  /** Role-key of the owner within the org: `admin`, `publisher`, `user` or `viewer`. */
  readonly owner: DemoRoleKey;
  readonly members: readonly {
    readonly who: DemoRoleKey;
    readonly type: Exclude<GroupMemberType, 'owner'>;
    /** When they joined, in days before the seed (default: at the seed). */
    readonly joinedDaysAgo?: number;
  }[];
  readonly isInvitationOnly?: boolean;
  readonly autoJoin?: boolean;
  readonly isViewOnly?: boolean;
  /** A followers group (issue 19): the demo item it follows, by its key. */
  readonly follows?: { readonly kind: 'site' | 'initiative'; readonly key: string };
  /** An initiative's association group (issue 20): the demo initiative, by its key. */
  readonly associates?: { readonly key: string };
  readonly sharedUpdate?: boolean;
  readonly membershipAccess?: MembershipAccess;
  readonly protected?: boolean;
  readonly tags?: readonly string[];
}

export type DemoRoleKey = 'admin' | 'publisher' | 'user' | 'viewer';

export const DEMO_ROLES: Readonly<Record<DemoRoleKey, { role: UserRole; title: string }>> = {
  admin: { role: 'org_admin', title: 'Administrator' },
  publisher: { role: 'org_publisher', title: 'Publisher' },
  user: { role: 'org_user', title: 'User' },
  viewer: { role: 'viewer', title: 'Viewer' },
};

/** `admin_riverside`, `viewer_hillcrest`, ... */
export function demoUsername(who: DemoRoleKey, orgKey: string): string {
  return `${who}_${orgKey}`;
}

export const DEMO_ORGS: readonly DemoOrg[] = [
  {
    key: 'riverside',
    name: 'Riverside',
    description: 'The City of Riverside open data and engagement hub.',
    isDefault: true,
    hubEnabled: true,
    trackingEnabled: true,
    groups: [
      {
        title: 'Riverside Staff',
        snippet: 'Everyone who works on the Riverside hub.',
        access: 'org',
        owner: 'admin',
        members: [
          { who: 'publisher', type: 'admin' },
          { who: 'user', type: 'member' },
          { who: 'viewer', type: 'member' },
        ],
        membershipAccess: 'org',
        protected: true,
        tags: ['staff'],
      },
      {
        title: 'Parks Project Team',
        snippet: 'Shared editing of the parks renewal content.',
        access: 'public',
        owner: 'publisher',
        members: [{ who: 'user', type: 'member' }],
        sharedUpdate: true,
        membershipAccess: 'org',
        tags: ['parks', 'project'],
      },
      {
        title: 'Followers of Greener Riverside',
        snippet: 'People who follow Greener Riverside',
        access: 'public',
        owner: 'admin',
        members: [
          { who: 'publisher', type: 'member', joinedDaysAgo: 200 },
          { who: 'viewer', type: 'member', joinedDaysAgo: 45 },
        ],
        membershipAccess: 'none',
        autoJoin: true,
        isViewOnly: true,
        protected: true,
        follows: { kind: 'initiative', key: 'greener-riverside' },
      },
      // Association groups (issue 20): a project shared with one belongs to its initiative (both halves).
      {
        title: 'Projects of Greener Riverside',
        snippet: 'Projects that belong to Greener Riverside',
        access: 'public',
        owner: 'publisher',
        members: [],
        isInvitationOnly: true,
        membershipAccess: 'org',
        protected: true,
        associates: { key: 'greener-riverside' },
      },
      {
        title: 'Projects of Safe Streets',
        snippet: 'Projects that belong to Safe Streets',
        access: 'public',
        owner: 'publisher',
        members: [],
        isInvitationOnly: true,
        membershipAccess: 'org',
        protected: true,
        associates: { key: 'safe-streets' },
      },
      {
        title: 'Council Drafts',
        snippet: 'Drafts before they go to the council.',
        access: 'private',
        owner: 'admin',
        members: [{ who: 'publisher', type: 'member' }],
        isInvitationOnly: true,
        tags: ['council'],
      },
    ],
  },
  {
    key: 'hillcrest',
    name: 'Hillcrest',
    description: 'Hillcrest County community data.',
    isDefault: false,
    hubEnabled: false,
    trackingEnabled: false,
    groups: [
      {
        title: 'Hillcrest Staff',
        snippet: 'County staff.',
        access: 'org',
        owner: 'admin',
        members: [
          { who: 'publisher', type: 'member' },
          { who: 'user', type: 'member' },
        ],
        membershipAccess: 'org',
        tags: ['staff'],
      },
      {
        title: 'Hillcrest Open Data',
        snippet: 'Datasets the county publishes for everyone.',
        access: 'public',
        owner: 'publisher',
        members: [{ who: 'viewer', type: 'member' }],
        tags: ['open data'],
      },
    ],
  },
];
