import { z } from 'zod/mini';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';
import { workEntityFieldsSchema } from '../common/workEntityFields.ts';

/** What an initiative's page shows: featured content, a hero (a map by default) and metric displays. */
export const initiativeViewSchema = z.looseObject({
  featuredContentIds: z.array(z.string()),
  hero: z.string(),
  metricDisplays: z.array(z.unknown()),
});

/**
 * An Initiative (spec 1 §3): item type Hub Initiative, keyword hubInitiativeV2, schema 2.
 *
 * @example
 * hubInitiativeSchema.shape.status.parse('onHold');
 */
export const hubInitiativeSchema = z.extend(z.extend(hubItemEntitySchema, workEntityFieldsSchema.shape), {
  contacts: z.array(z.unknown()),
  followersGroupId: z.optional(z.string()),
  view: initiativeViewSchema,
});
/** An initiative entity; see {@link hubInitiativeSchema}. */
export type HubInitiative = z.infer<typeof hubInitiativeSchema>;

export const INITIATIVE_ITEM_TYPES = Object.freeze(['Hub Initiative'] as const);
export const INITIATIVE_TYPE_KEYWORDS = Object.freeze(['hubInitiativeV2'] as const);
