import {
  ACL_CATEGORIES,
  ACL_SUB_CATEGORIES,
  CHANNEL_ACCESS,
  CHANNEL_ROLES,
  DISCUSSION_LIMITS,
  POST_REACTIONS,
  POST_STATUSES,
  POST_TYPES,
} from '@plaza/core';
import { z } from 'zod';
import { sweepBudget } from '../../geometry/findRingContact.ts';
import { geoJsonGeometryProblem } from '../../geometry/geoJsonGeometryProblem.ts';
import { parseHubInput } from '../../http/parseHubInput.ts';

const id = z.string().trim().min(1).max(64);
const flag = (name: string) => z.boolean(`${name} must be true or false.`).optional();

const aclEntry = z
  .strictObject({
    category: z.enum(ACL_CATEGORIES, `category must be one of ${ACL_CATEGORIES.join(', ')}.`),
    subCategory: z.enum(ACL_SUB_CATEGORIES, 'subCategory must be admin or member.').nullish(),
    key: z.string().trim().min(1).max(128).nullish(),
    role: z.enum(CHANNEL_ROLES, `role must be one of ${CHANNEL_ROLES.join(', ')}.`),
  })
  .superRefine((entry, ctx) => {
    const keyed = entry.category === 'org' || entry.category === 'group' || entry.category === 'user';
    if (keyed && !entry.key) ctx.addIssue({ code: 'custom', message: `A ${entry.category} permission needs a key.` });
    if (!keyed && entry.key) ctx.addIssue({ code: 'custom', message: `A ${entry.category} permission takes no key.` });
    if (entry.subCategory && entry.category !== 'org' && entry.category !== 'group') {
      ctx.addIssue({ code: 'custom', message: 'subCategory is only for org and group permissions.' });
    }
  });

const channelSettings = {
  name: z.string('name is required.').trim().min(1, 'name is required.').max(200, 'name is at most 200 characters.'),
  allowPost: flag('allowPost'),
  allowReply: flag('allowReply'),
  allowReaction: flag('allowReaction'),
  allowAsAnonymous: flag('allowAsAnonymous'),
  allowedReactions: z
    .array(z.enum(POST_REACTIONS, 'allowedReactions holds a reaction that does not exist.'))
    .max(25)
    .nullish(),
  defaultPostStatus: z.enum(['approved', 'pending'], 'defaultPostStatus must be approved or pending.').optional(),
  softDelete: flag('softDelete'),
  blockWords: z.array(z.string().trim().min(1).max(100)).max(500).optional(),
  metadata: z.strictObject({ guidelineUrl: z.url().max(2000).nullish() }).nullish(),
};
const channelPermissions = {
  access: z.enum(CHANNEL_ACCESS, 'access must be public, org or private.').optional(),
  orgs: z.array(id).max(20).optional(),
  groups: z.array(id).max(100).optional(),
  channelAclDefinition: z.array(aclEntry).max(200).optional(),
};

const createChannelSchema = z.strictObject({ ...channelSettings, ...channelPermissions });
const updateChannelSchema = z.strictObject({ ...channelSettings, ...channelPermissions }).partial();

export type CreateChannelInput = z.output<typeof createChannelSchema>;
export type UpdateChannelInput = z.output<typeof updateChannelSchema>;
export type AclEntryInput = z.output<typeof aclEntry>;

/** A new channel's body (hub's `ICreateChannel`): settings, and either an ACL or the legacy access/orgs/groups. */
export function parseCreateChannel(body: unknown): CreateChannelInput {
  return parseHubInput(createChannelSchema, body);
}

/** A channel change: any of the settings, and a replacement ACL (or legacy permissions). */
export function parseUpdateChannel(body: unknown): UpdateChannelInput {
  return parseHubInput(updateChannelSchema, body);
}

/** `hub://item/{id}`, `hub://group/{id}`, `hub://dataset/{id}_{layer}?features=…`: what a post discusses. */
export const DISCUSSION_URI = /^[a-z]{2,16}:\/\/[a-z]{2,16}\/[A-Za-z0-9_-]{1,64}(\?[\w=,&.-]{0,300})?$/;

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
const geometry = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('Point'), coordinates: z.tuple([longitude, latitude]) }),
    z.strictObject({
      type: z.literal('Polygon'),
      coordinates: z
        .array(
          z
            .array(z.tuple([longitude, latitude]))
            .min(4)
            .max(1000),
        )
        .min(1)
        .max(20),
    }),
  ],
  'geometry must be a GeoJSON Point or Polygon in longitude and latitude.',
);
/** Geometries that are valid as shapes too (issue 40, ADR 0188): one budget for the crossing checks of a list. */
const validGeometries = (list: readonly z.output<typeof geometry>[], ctx: z.RefinementCtx) => {
  const budget = sweepBudget();
  list.forEach((value, index) => {
    const found = geoJsonGeometryProblem(value, budget);
    if (found) ctx.addIssue({ code: 'custom', message: found.message, path: [index] });
  });
};
const validGeometry = geometry.superRefine((value, ctx) => {
  const found = geoJsonGeometryProblem(value);
  if (found) ctx.addIssue({ code: 'custom', message: found.message });
});

const postContent = {
  title: z
    .string()
    .trim()
    .max(DISCUSSION_LIMITS.titleLength, `title is at most ${DISCUSSION_LIMITS.titleLength} characters.`)
    .nullish(),
  body: z
    .string('body is required.')
    .trim()
    .min(1, 'body is required.')
    .max(DISCUSSION_LIMITS.bodyLength, `body is at most ${DISCUSSION_LIMITS.bodyLength} characters.`),
  discussion: z.string().regex(DISCUSSION_URI, 'discussion must be a URI such as hub://item/{id}.').nullish(),
  geometry: validGeometry.nullish(),
  appInfo: z.string().max(2000).nullish(),
  asAnonymous: flag('asAnonymous'),
};
const postKind = {
  postType: z.enum(POST_TYPES, `postType must be one of ${POST_TYPES.join(', ')}.`).optional(),
  pollOptions: z
    .array(z.string().trim().min(1).max(DISCUSSION_LIMITS.pollOptions.length))
    .min(DISCUSSION_LIMITS.pollOptions.min, `A poll needs at least ${DISCUSSION_LIMITS.pollOptions.min} options.`)
    .max(DISCUSSION_LIMITS.pollOptions.max, `A poll has at most ${DISCUSSION_LIMITS.pollOptions.max} options.`)
    .optional(),
};
const createPostSchema = z.strictObject({ channelId: id, parentId: id.nullish(), ...postContent, ...postKind });
const replySchema = z.strictObject({ ...postContent });
const updatePostSchema = z
  .strictObject({ title: postContent.title, body: postContent.body, geometry: postContent.geometry })
  .partial();

export type CreatePostInput = z.output<typeof createPostSchema>;
export type UpdatePostInput = z.output<typeof updatePostSchema>;

/** A new post's body (hub's `ICreatePost`): its channel, content, kind and, for a poll, its options. */
export function parseCreatePost(body: unknown): CreatePostInput {
  return parseHubInput(createPostSchema, body);
}

/** A reply's body (hub's `IPostOptions`): its channel and parent come from the post it answers. */
export function parseReply(body: unknown): z.output<typeof replySchema> {
  return parseHubInput(replySchema, body);
}

/** An author's edit: title, body, geometry. */
export function parseUpdatePost(body: unknown): UpdatePostInput {
  return parseHubInput(updatePostSchema, body);
}

/** `{status}` for a moderation change. */
export function parseStatus(body: unknown) {
  return parseHubInput(
    z.strictObject({ status: z.enum(POST_STATUSES, `status must be one of ${POST_STATUSES.join(', ')}.`) }),
    body,
  );
}

/** `{postId, value}` for a reaction. */
export function parseReaction(body: unknown) {
  return parseHubInput(
    z.strictObject({
      postId: id,
      value: z.enum(POST_REACTIONS, 'value is not a reaction: use one of the 25 reaction names.'),
    }),
    body,
  );
}

/** `{option}` for a poll vote (the option's index). */
export function parseVote(body: unknown) {
  return parseHubInput(
    z.strictObject({
      option: z
        .number()
        .int()
        .min(0)
        .max(DISCUSSION_LIMITS.pollOptions.max - 1),
    }),
    body,
  );
}

/** `{reason}` for a report to the moderators. */
export function parseReport(body: unknown) {
  return parseHubInput(z.strictObject({ reason: z.string().trim().min(1, 'reason is required.').max(500) }), body);
}

/** `{username}` of a user to block in a channel. */
export function parseBlock(body: unknown) {
  return parseHubInput(z.strictObject({ username: id }), body);
}

const settingsSchema = z.strictObject({
  discussions: z
    .strictObject({
      allowedChannelIds: z.array(id).max(100).nullish(),
      allowedLocations: z.array(geometry).max(20).superRefine(validGeometries).nullish(),
    })
    .optional(),
});

/** A new entity setting (hub's `ICreateSetting`): the entity's id, type `content`, and its settings. */
export function parseCreateSetting(body: unknown) {
  return parseHubInput(
    z.strictObject({
      id: z.string().regex(/^[0-9a-f]{32}$/, 'id must be the id of an item or group.'),
      type: z.literal('content', 'type must be content.'),
      settings: settingsSchema,
    }),
    body,
  );
}

/** A setting change (hub's `IUpdateSetting`). */
export function parseUpdateSetting(body: unknown) {
  return parseHubInput(z.strictObject({ settings: settingsSchema }), body);
}
