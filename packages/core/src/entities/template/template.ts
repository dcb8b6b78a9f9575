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

/**
 * The keyword prefix that names what a template deploys as (spec 1 §3).
 *
 * @example
 * `${SOLUTION_TYPE_KEYWORD}hubSiteApplication`; // "hubSolutionType|hubSiteApplication"
 */
export const SOLUTION_TYPE_KEYWORD = 'hubSolutionType|';

/**
 * What a template deploys as, read from its keywords: the `hubSolutionType|` one, `Solution` when there is none.
 *
 * @example
 * deployedTypeOf(['Template', 'hubSolutionType|hubSiteApplication']); // "hubSiteApplication"
 */
export function deployedTypeOf(typeKeywords: readonly string[]): string {
  return (
    typeKeywords.find((k) => k.startsWith(SOLUTION_TYPE_KEYWORD))?.slice(SOLUTION_TYPE_KEYWORD.length) || 'Solution'
  );
}
