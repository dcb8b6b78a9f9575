/**
 * The 25 reactions a post can receive (spec 3 §3 Reaction), as the discussions service names them.
 *
 * @example
 * POST_REACTIONS.includes('thumbs_up'); // true
 */
export const POST_REACTIONS = Object.freeze([
  'clapping_hands',
  'confused',
  'down_arrow',
  'eyes',
  'face_with_tears_of_joy',
  'fire',
  'grinning',
  'heart',
  'laugh',
  'one_hundred',
  'partying',
  'party_popper',
  'raising_hands',
  'rocket',
  'sad',
  'slightly_smiling',
  'surprised',
  'thinking',
  'thumbs_up',
  'thumbs_down',
  'trophy',
  'up_arrow',
  'waving_hand',
  'winking',
  'world_map',
] as const);

/** A reaction kind: `thumbs_up`, `heart`, `rocket`… */
export type PostReaction = (typeof POST_REACTIONS)[number];

/** Post statuses (spec 3 §4). */
export const POST_STATUSES = Object.freeze([
  'pending',
  'approved',
  'rejected',
  'deleted',
  'hidden',
  'blocked',
] as const);
export type PostStatus = (typeof POST_STATUSES)[number];

/** Post kinds (spec 3 §3). */
export const POST_TYPES = Object.freeze(['text', 'announcement', 'poll', 'question'] as const);
export type PostType = (typeof POST_TYPES)[number];

/** Channel ACL categories, sub-categories and roles (spec 3 §4). */
export const ACL_CATEGORIES = Object.freeze(['group', 'org', 'user', 'anonymousUser', 'authenticatedUser'] as const);
export type AclCategory = (typeof ACL_CATEGORIES)[number];
export const ACL_SUB_CATEGORIES = Object.freeze(['admin', 'member'] as const);
export type AclSubCategory = (typeof ACL_SUB_CATEGORIES)[number];
export const CHANNEL_ROLES = Object.freeze(['read', 'write', 'readWrite', 'moderate', 'manage', 'owner'] as const);
export type ChannelRole = (typeof CHANNEL_ROLES)[number];

/** Channel access values (spec 3 §4). */
export const CHANNEL_ACCESS = Object.freeze(['public', 'org', 'private'] as const);
export type ChannelAccess = (typeof CHANNEL_ACCESS)[number];

/** Limits of the discussions service (ADR 0150): text sizes, poll options, the edit window and the post rate. */
export const DISCUSSION_LIMITS = Object.freeze({
  titleLength: 250,
  bodyLength: 10_000,
  pollOptions: { min: 2, max: 10, length: 200 },
  /** An author may edit a post for this long after posting. */
  editWindowMs: 60 * 60 * 1000,
  /** Posts one user (or, anonymously, one address) may make per window before a 429. */
  postsPerWindow: 10,
  postWindowMs: 10 * 60 * 1000,
});

/** The typeKeyword that turns discussion off for an item or group (spec 3 §4). */
export const CANNOT_DISCUSS = 'cannotDiscuss';
