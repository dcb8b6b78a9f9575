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

/**
 * Post statuses (spec 3 §4).
 *
 * @example
 * POST_STATUSES.includes('pending'); // true
 */
export const POST_STATUSES = Object.freeze([
  'pending',
  'approved',
  'rejected',
  'deleted',
  'hidden',
  'blocked',
] as const);

/** A post status: `pending`, `approved`, `rejected`, `deleted`, `hidden` or `blocked`. */
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * Post kinds (spec 3 §3).
 *
 * @example
 * POST_TYPES; // ['text', 'announcement', 'poll', 'question']
 */
export const POST_TYPES = Object.freeze(['text', 'announcement', 'poll', 'question'] as const);

/** A post kind: `text`, `announcement`, `poll` or `question`. */
export type PostType = (typeof POST_TYPES)[number];

/**
 * Channel ACL categories (spec 3 §4): who an ACL entry names.
 *
 * @example
 * ACL_CATEGORIES.includes('anonymousUser'); // true
 */
export const ACL_CATEGORIES = Object.freeze(['group', 'org', 'user', 'anonymousUser', 'authenticatedUser'] as const);

/** An ACL category: `group`, `org`, `user`, `anonymousUser` or `authenticatedUser`. */
export type AclCategory = (typeof ACL_CATEGORIES)[number];

/**
 * Channel ACL sub-categories (spec 3 §4 channel role): for `group` and `org` entries, all members or only admins.
 *
 * @example
 * ACL_SUB_CATEGORIES; // ['admin', 'member']
 */
export const ACL_SUB_CATEGORIES = Object.freeze(['admin', 'member'] as const);

/** An ACL sub-category: `admin` or `member`. */
export type AclSubCategory = (typeof ACL_SUB_CATEGORIES)[number];

/**
 * Channel permission levels (spec 3 §4), the `role` of an ACL entry, from reading only to owning the channel.
 *
 * @example
 * CHANNEL_ROLES.indexOf('moderate') > CHANNEL_ROLES.indexOf('readWrite'); // true
 */
export const CHANNEL_ROLES = Object.freeze(['read', 'write', 'readWrite', 'moderate', 'manage', 'owner'] as const);

/** A channel permission level: `read`, `write`, `readWrite`, `moderate`, `manage` or `owner`. */
export type ChannelRole = (typeof CHANNEL_ROLES)[number];

/**
 * Channel access values (spec 3 §4).
 *
 * @example
 * CHANNEL_ACCESS; // ['public', 'org', 'private']
 */
export const CHANNEL_ACCESS = Object.freeze(['public', 'org', 'private'] as const);

/** A channel access: `public`, `org` or `private`. */
export type ChannelAccess = (typeof CHANNEL_ACCESS)[number];

/**
 * Limits of the discussions service (ADR 0150): text sizes, poll options, the edit window and the post rate.
 *
 * @example
 * body.length <= DISCUSSION_LIMITS.bodyLength;
 */
export const DISCUSSION_LIMITS = Object.freeze({
  titleLength: 250,
  bodyLength: 10_000,
  pollOptions: { min: 2, max: 10, length: 200 },
  /** An author may edit a post for this long after posting. */
  editWindowMs: 60 * 60 * 1000,
  /** Posts one author may make per window before a 429. */
  postsPerWindow: 10,
  /** Posts one address may make per window (higher: a workshop's residents share the venue's connection). */
  postsPerAddressWindow: 60,
  postWindowMs: 10 * 60 * 1000,
});

/**
 * The typeKeyword that turns discussion off for an item or group (spec 3 §4).
 *
 * @example
 * item.typeKeywords.includes(CANNOT_DISCUSS); // discussion is off
 */
export const CANNOT_DISCUSS = 'cannotDiscuss';
