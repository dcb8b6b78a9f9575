import { z } from 'zod/mini';

/** Who may see an item. */
export const itemAccessSchema = z.enum(['private', 'shared', 'org', 'public']);
/** Who can see an item: private, shared (groups), org or public. */
export type ItemAccess = z.infer<typeof itemAccessSchema>;

/** What the caller may do with an item (absent means view). */
export const itemControlSchema = z.enum(['admin', 'update', 'view']);
/** The caller's control over an item: admin, update or view. */
export type ItemControl = z.infer<typeof itemControlSchema>;

/** An item extent: `[[xmin, ymin], [xmax, ymax]]` in WGS84. */
export const itemExtentSchema = z.array(z.array(z.number()));

/**
 * A portal item as Plaza reads it, parsed at the edge: known fields typed, unknown ones kept.
 *
 * @example
 * const item = portalItemSchema.parse(await getItem(id, { portal }));
 */
export const portalItemSchema = z.looseObject({
  id: z.string(),
  owner: z.string(),
  orgId: z.optional(z.string()),
  title: z.string(),
  type: z.string(),
  typeKeywords: z._default(z.array(z.string()), []),
  tags: z._default(z.array(z.string()), []),
  categories: z._default(z.array(z.string()), []),
  snippet: z.nullish(z.string()),
  description: z.nullish(z.string()),
  licenseInfo: z.nullish(z.string()),
  access: z._default(itemAccessSchema, 'private'),
  created: z._default(z.number(), 0),
  modified: z._default(z.number(), 0),
  culture: z.nullish(z.string()),
  extent: z.nullish(itemExtentSchema),
  url: z.nullish(z.string()),
  thumbnail: z.nullish(z.string()),
  itemControl: z.nullish(itemControlSchema),
  protected: z.nullish(z.boolean()),
  properties: z.nullish(z.record(z.string(), z.unknown())),
});
/** A portal item record as the sharing REST contract returns it. */
export type PortalItem = z.infer<typeof portalItemSchema>;

/** An item and its JSON data: the unit stored in the portal and migrated between schema versions. */
export interface ItemModel<Data = Record<string, unknown>> {
  readonly item: PortalItem;
  readonly data: Data;
}

/** The item's `properties`, never null. */
export function itemProperties(item: PortalItem): Record<string, unknown> {
  return item.properties ?? {};
}
