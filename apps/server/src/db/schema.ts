import type { ColumnType, Generated } from 'kysely';
import type { DomainTable } from './domainTables.ts';
import type { EventRegistrationTable, EventTable } from './eventTables.ts';
import type { FeatureLayerTable, FeatureServiceTable } from './featureTables.ts';
import type { DownloadScheduleTable, DownloadTable } from './downloadTables.ts';
import type { JobTable } from './jobTables.ts';
import type {
  TelemetryDailyTable,
  TelemetryEventTable,
  TelemetryKeyTable,
  TelemetryRolledDayTable,
} from './telemetryTables.ts';
import type {
  ChannelAclTable,
  ChannelBlockTable,
  ChannelTable,
  EntitySettingTable,
  PollVoteTable,
  PostEditTable,
  PostReportTable,
  PostTable,
  ReactionTable,
} from './discussionTables.ts';
import type {
  FileChunkTable,
  FolderTable,
  ItemFileTable,
  ItemGroupTable,
  ItemRelationshipTable,
  ItemTable,
} from './itemTables.ts';
import type { ImportJournalTable, ImportRunTable } from './importTables.ts';
import type { RateLimitBucketTable, RateLimitWindowTable } from './limitTables.ts';
import type {
  AccountTokenTable,
  NotificationFollowTable,
  NotificationPreferenceTable,
  NotificationTable,
} from './notificationTables.ts';
import type { OidcSignInTable, UserIdentityTable } from './oidcTables.ts';

/**
 * The database schema as kysely sees it. Times are epoch milliseconds in `bigint` columns
 * (parsed to numbers), the unit the portal contract speaks.
 */
export interface Database {
  orgs: OrgTable;
  users: UserTable;
  groups: GroupTable;
  group_members: GroupMemberTable;
  group_invitations: GroupInvitationTable;
  group_applications: GroupApplicationTable;
  user_thumbnails: UserThumbnailTable;
  access_tokens: AccessTokenTable;
  oauth_apps: OAuthAppTable;
  oauth_codes: OAuthCodeTable;
  refresh_tokens: RefreshTokenTable;
  user_resources: UserResourceTable;
  sign_in_failures: SignInFailureTable;
  org_trusts: OrgTrustTable;
  items: ItemTable;
  folders: FolderTable;
  item_groups: ItemGroupTable;
  item_files: ItemFileTable;
  file_chunks: FileChunkTable;
  search_words: SearchWordTable;
  domains: DomainTable;
  events: EventTable;
  event_registrations: EventRegistrationTable;
  feature_services: FeatureServiceTable;
  feature_layers: FeatureLayerTable;
  jobs: JobTable;
  channels: ChannelTable;
  channel_acl: ChannelAclTable;
  channel_blocks: ChannelBlockTable;
  posts: PostTable;
  post_edits: PostEditTable;
  reactions: ReactionTable;
  poll_votes: PollVoteTable;
  post_reports: PostReportTable;
  entity_settings: EntitySettingTable;
  downloads: DownloadTable;
  download_schedules: DownloadScheduleTable;
  data_version: DataVersionTable;
  item_facet_counts: ItemFacetCountTable;
  item_facet_group_counts: ItemFacetGroupCountTable;
  item_facet_deltas: ItemFacetDeltaTable;
  item_title_words: ItemTitleWordTable;
  telemetry_events: TelemetryEventTable;
  telemetry_keys: TelemetryKeyTable;
  server_secrets: ServerSecretTable;
  telemetry_daily: TelemetryDailyTable;
  telemetry_rolled_days: TelemetryRolledDayTable;
  item_relationships: ItemRelationshipTable;
  import_journal: ImportJournalTable;
  import_runs: ImportRunTable;
  rate_limit_buckets: RateLimitBucketTable;
  rate_limit_windows: RateLimitWindowTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  notification_follows: NotificationFollowTable;
  account_tokens: AccountTokenTable;
  oidc_sign_ins: OidcSignInTable;
  user_identities: UserIdentityTable;
}

/** Items per facet value, per access, org and type, kept by triggers (ADR 0165). */
export interface ItemFacetCountTable {
  access: string;
  org_id: string;
  type: string;
  field: string;
  value: string;
  count: number;
}

/** Items shared to exactly these groups, per facet value, access, org and type: counted again here (ADR 0180). */
export interface ItemFacetGroupCountTable extends ItemFacetCountTable {
  group_ids: string[];
}

/** Each item's title words with its rank for each, kept by triggers: the head of one-word searches (ADR 0196). */
export interface ItemTitleWordTable {
  lexeme: string;
  rank: number;
  modified: number;
  item_id: string;
  /** The item's readers (`items.readers`, ADR 0195). */
  readers: string[];
}

/** Changes to {@link ItemFacetCountTable} not yet folded in. */
export interface ItemFacetDeltaTable {
  access: string;
  org_id: string;
  type: string;
  field: string;
  value: string;
  /** '{}': a change to {@link ItemFacetCountTable}; a set of groups: to {@link ItemFacetGroupCountTable}. */
  group_ids: string[];
  delta: number;
}

/** One row: the number that moves when a committed write changes what anonymous portal answers are made of (ADR 0164). */
export interface DataVersionTable {
  id: number;
  version: number;
  changed_by: string | null;
}

/** The words of item titles, tags and snippets (spelling suggestions, ADR 0118). */
export interface SearchWordTable {
  word: string;
}

type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface OrgTable {
  id: string;
  url_key: string;
  name: string;
  description: string;
  /** The organisation the bare base host and anonymous `portals/self` answer for. */
  is_default: boolean;
  /** Enterprise-like edition (`isPortal: true`). */
  is_portal: boolean;
  hub_enabled: boolean;
  properties: Json<OrgProperties>;
  max_groups_per_user: Generated<number>;
  created: number;
  modified: number;
}

export interface OrgProperties {
  alphaOrgs?: string[];
  betaOrgs?: string[];
  tracking?: { enabled: boolean };
  /** The organisation's community organisation (presented as `portalProperties.hub.settings.communityOrg`). */
  communityOrg?: { orgId?: string; portalHostname?: string };
  /** The portal's companion organisations (presented as `subscriptionInfo.companionOrganizations`). */
  companionOrganizations?: { orgId?: string; organizationUrl?: string; orgName?: string; type?: string }[];
  /** The organisation's account type where it is not the edition's (`In House`, `Demo and Marketing`, ...). */
  subscriptionType?: string;
  [key: string]: unknown;
}

export type UserRole = 'org_admin' | 'org_publisher' | 'org_user' | 'viewer';

export interface UserTable {
  username: string;
  org_id: string;
  full_name: string;
  email: string;
  role: UserRole;
  user_license_type: string;
  disabled: Generated<boolean>;
  password_hash: string;
  description: Generated<string>;
  created: number;
  modified: number;
  last_login: number | null;
  /** Who may see the profile: self and admins (`private`), the org, or everyone. */
  access: Generated<Access>;
  tags: JsonWithDefault<string[]>;
  thumbnail: string | null;
  culture: Generated<string>;
}

/** Visibility of a record (groups, user profiles): the owner only, the org, or everyone. */
export type Access = 'private' | 'org' | 'public';

export type GroupMemberType = 'owner' | 'admin' | 'member';

/** Who may join a group: members of the owner's org, collaborators, or anyone ('none'). */
export type MembershipAccess = 'org' | 'collaboration' | 'none';

export interface GroupTable {
  id: string;
  org_id: string;
  owner: string;
  title: string;
  snippet: Generated<string>;
  description: Generated<string>;
  tags: JsonWithDefault<string[]>;
  type_keywords: JsonWithDefault<string[]>;
  access: Generated<Access>;
  is_invitation_only: Generated<boolean>;
  is_view_only: Generated<boolean>;
  is_read_only: Generated<boolean>;
  auto_join: Generated<boolean>;
  /** e.g. `["updateitemcontrol"]` for a shared-update group. */
  capabilities: JsonWithDefault<string[]>;
  membership_access: Generated<MembershipAccess>;
  /** A protected group cannot be deleted. */
  protected: Generated<boolean>;
  thumbnail: string | null;
  sort_field: Generated<string>;
  sort_order: Generated<string>;
  created: number;
  modified: number;
}

export interface GroupMemberTable {
  group_id: string;
  username: string;
  member_type: GroupMemberType;
  joined: number;
}

/** An invitation to join a group, made when a user of another organisation was added (ADR 0115). */
export interface GroupInvitationTable {
  id: string;
  group_id: string;
  username: string;
  member_type: 'member' | 'admin';
  invited_by: string;
  created: number;
  expires: number;
}

/** A user's profile picture (issue 19, ADR 0156). */
export interface UserThumbnailTable {
  username: string;
  file_name: string;
  content_type: string;
  bytes: Uint8Array;
  modified: number;
}

/** A request to join a group that is not auto-join (issue 19, ADR 0154). */
export interface GroupApplicationTable {
  group_id: string;
  username: string;
  received: number;
}

export interface AccessTokenTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  username: string;
  source: 'password' | 'oauth';
  client_id: string | null;
  family_id: string | null;
  referer: string | null;
  request_ip: string | null;
  created: number;
  expires: number;
  revoked: Generated<boolean>;
}

export interface OAuthAppTable {
  client_id: string;
  name: string;
  client_type: 'public' | 'confidential';
  client_secret_hash: string | null;
  redirect_uris: Json<string[]>;
  allow_implicit: Generated<boolean>;
  org_id: string | null;
  created: number;
  /** The item (site) the app belongs to; deleting the item deletes the app (ADR 0106). */
  item_id: string | null;
  app_type: Generated<'browser' | 'multiple'>;
  modified: Generated<number>;
}

export interface OAuthCodeTable {
  code_hash: string;
  client_id: string;
  username: string;
  redirect_uri: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expiration_minutes: number;
  family_id: string;
  created: number;
  expires: number;
  used: Generated<boolean>;
}

export interface RefreshTokenTable {
  token_hash: string;
  family_id: string;
  client_id: string;
  username: string;
  created: number;
  expires: number;
  rotated: Generated<boolean>;
  revoked: Generated<boolean>;
}

export interface UserResourceTable {
  username: string;
  key: string;
  access: string;
  content: string;
  size: number;
  created: number;
  modified: number;
}

export interface SignInFailureTable {
  scope: 'username' | 'ip';
  subject: string;
  at: number;
  /** Set while the attempt is being checked (a claim, not a failure), until then (ADR 0187). */
  pending_until: number | null;
  /** The attempt a claim belongs to. */
  claim: string | null;
}

export interface OrgTrustTable {
  org_id: string;
  trusted_org_id: string;
  created: number;
}

/** A secret the server signs with, one per purpose (migration 0175, ADR 0189). */
export interface ServerSecretTable {
  purpose: string;
  secret: string;
  created: number;
}
