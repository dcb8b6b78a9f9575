import { z } from 'zod';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';
import { workEntityFieldsSchema } from '../common/workEntityFields.ts';

/**
 * A Project (spec 1 §3): item type Hub Project, schema 1 (ADR 0031). The initiative's shared fields (status,
 * catalog, content, events, permissions, features, metrics); location and associations are common fields.
 *
 * @example
 * hubProjectSchema.shape.status.parse('complete');
 */
export const hubProjectSchema = hubItemEntitySchema.extend(workEntityFieldsSchema.shape).extend({
  /** What its page shows, as an initiative's (hub.js's project view): featured content and metric displays. */
  view: z
    .looseObject({
      featuredContentIds: z.array(z.string()).optional(),
      metricDisplays: z.array(z.unknown()).optional(),
    })
    .optional(),
});
/** A project entity; see {@link hubProjectSchema}. */
export type HubProject = z.infer<typeof hubProjectSchema>;

export const PROJECT_ITEM_TYPES = Object.freeze(['Hub Project'] as const);
export const PROJECT_TYPE_KEYWORDS = Object.freeze(['Hub Project'] as const);
