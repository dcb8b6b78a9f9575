import { z } from 'zod/mini';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';

/**
 * A Template / Solution (spec 1 §3): item type Solution. `isDeployed` when it carries the `Deployed` keyword;
 * `deployedType` from a `hubSolutionType|{type}` keyword, `Solution` by default; `previewUrl` in the item
 * properties.
 *
 * @example
 * hubTemplateSchema.shape.deployedType.parse('Solution');
 */
export const hubTemplateSchema = z.extend(hubItemEntitySchema, {
  previewUrl: z.optional(z.string()),
  isDeployed: z.boolean(),
  deployedType: z.string(),
});
/** A template or solution entity; see {@link hubTemplateSchema}. */
export type HubTemplate = z.infer<typeof hubTemplateSchema>;

export const TEMPLATE_ITEM_TYPES = Object.freeze(['Solution'] as const);
export const TEMPLATE_TYPE_KEYWORDS = Object.freeze(['Template'] as const);
