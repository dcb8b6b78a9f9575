import { z } from 'zod/mini';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';

/**
 * An initiative template (spec 1 §1, spec 2 §2 `initiativeTemplate`): item type `Hub Initiative Template`, as the
 * reference's `IHubInitiativeTemplate`: `previewUrl` in the item properties, the templates it recommends and the site
 * solution it deploys with in its data.
 *
 * @example
 * hubInitiativeTemplateSchema.shape.recommendedTemplates.parse(['a1b2']);
 */
export const hubInitiativeTemplateSchema = z.extend(hubItemEntitySchema, {
  previewUrl: z.optional(z.string()),
  recommendedTemplates: z.array(z.string()),
  siteSolutionId: z.string(),
});
/** An initiative template entity; see its schema. */
export type HubInitiativeTemplate = z.infer<typeof hubInitiativeTemplateSchema>;

/**
 * The item type of initiative templates.
 *
 * @example
 * INITIATIVE_TEMPLATE_ITEM_TYPES.includes(item.type); // an initiative template
 */
export const INITIATIVE_TEMPLATE_ITEM_TYPES = Object.freeze(['Hub Initiative Template'] as const);
/** The type keyword every initiative template carries, as the reference writes it. */
export const INITIATIVE_TEMPLATE_TYPE_KEYWORDS = Object.freeze(['Hub Initiative Template'] as const);
