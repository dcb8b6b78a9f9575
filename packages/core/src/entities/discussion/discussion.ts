import { z } from 'zod/mini';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';

/**
 * A Discussion (spec 2 §3 Discussion entity; hub's `IHubDiscussion`): item type Discussion, keyword `Hub Discussion`,
 * schema 1. `prompt` is the question put to people (`data.prompt`); `discussionSettings` (allowed channels and
 * locations, null by default) live in the discussions service's entity settings, not in the item (ADR 0151).
 *
 * @example
 * hubDiscussionSchema.shape.prompt.parse('Where should the next bike lanes go?');
 */
export const hubDiscussionSchema = z.extend(hubItemEntitySchema, {
  prompt: z.string(),
});
/** A discussion entity; see {@link hubDiscussionSchema}. */
export type HubDiscussion = z.infer<typeof hubDiscussionSchema>;

export const DISCUSSION_ITEM_TYPES = Object.freeze(['Discussion'] as const);
export const DISCUSSION_TYPE_KEYWORDS = Object.freeze(['Hub Discussion'] as const);

/**
 * Schema version of discussion items (hub's default model).
 *
 * @example
 * discussion.schemaVersion === DISCUSSION_SCHEMA_VERSION; // 1
 */
export const DISCUSSION_SCHEMA_VERSION = 1;
