import { z } from 'zod/mini';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';
import { workEntityFieldsSchema } from '../common/workEntityFields.ts';

/**
 * A Project (spec 1 §3): item type Hub Project, schema 1 (ADR 0031). The initiative's shared fields (status,
 * catalog, content, events, permissions, features, metrics); location and associations are common fields.
 *
 * @example
 * hubProjectSchema.shape.status.parse('complete');
 */
export const hubProjectSchema = z.extend(z.extend(hubItemEntitySchema, workEntityFieldsSchema.shape), {
  /** What its page shows, as an initiative's (hub.js's project view): featured content and metric displays. */
  view: z.optional(
    z.looseObject({
      featuredContentIds: z.optional(z.array(z.string())),
      metricDisplays: z.optional(z.array(z.unknown())),
    }),
  ),
});
/** A project entity; see {@link hubProjectSchema}. */
export type HubProject = z.infer<typeof hubProjectSchema>;

export const PROJECT_ITEM_TYPES = Object.freeze(['Hub Project'] as const);
export const PROJECT_TYPE_KEYWORDS = Object.freeze(['Hub Project'] as const);
