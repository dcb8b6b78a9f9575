import { z } from 'zod/mini';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';

/** What a page shows besides its layout. */
export const pageViewSchema = z.looseObject({
  contacts: z.array(z.unknown()),
  featuredContentIds: z.array(z.string()),
  showMap: z.boolean(),
});

/**
 * A Page (spec 1 §3): item type Hub Page (Site Page on enterprise), keyword hubPage, schema 1.
 *
 * @example
 * hubPageSchema.shape.view.parse({ contacts: [], featuredContentIds: [], showMap: true });
 */
export const hubPageSchema = z.extend(hubItemEntitySchema, {
  layout: z.looseObject({ sections: z.array(z.unknown()) }),
  headContent: z.optional(z.string()),
  view: pageViewSchema,
});
/** A page entity; see {@link hubPageSchema}. */
export type HubPage = z.infer<typeof hubPageSchema>;

/** Item types of pages: cloud first, enterprise second. */
export const PAGE_ITEM_TYPES = Object.freeze(['Hub Page', 'Site Page'] as const);
export const PAGE_TYPE_KEYWORDS = Object.freeze(['hubPage'] as const);
