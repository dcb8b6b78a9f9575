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

/** A list of strings from the portal: null, a missing list or a non-string entry never fails a read. */
const stringList = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value): string[] =>
      Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
    ),
  ),
  [],
);

/**
 * A portal item as Plaza reads it, parsed at the edge: known fields typed, unknown ones kept. Real portals omit
 * fields or send `null` (old items have no `categories` or `typeKeywords`, `properties: null`, `snippet: null`):
 * a missing, null or malformed field reads as its default, so reading an item never fails on one (issue 41).
 * Only an item without an `id` is refused.
 *
 * @example
 * const item = portalItemSchema.parse(await getItem(id, { portal }));
 */
export const portalItemSchema = z.looseObject({
  id: z.string(),
  owner: z.catch(z.string(), ''),
  orgId: z.catch(z.optional(z.string()), undefined),
  title: z.catch(z.string(), ''),
  type: z.catch(z.string(), ''),
  typeKeywords: stringList,
  tags: stringList,
  categories: stringList,
  snippet: z.catch(z.nullish(z.string()), null),
  description: z.catch(z.nullish(z.string()), null),
  licenseInfo: z.catch(z.nullish(z.string()), null),
  access: z.catch(itemAccessSchema, 'private'),
  created: z.catch(z.number(), 0),
  modified: z.catch(z.number(), 0),
  culture: z.catch(z.nullish(z.string()), null),
  extent: z.catch(z.nullish(itemExtentSchema), null),
  url: z.catch(z.nullish(z.string()), null),
  thumbnail: z.catch(z.nullish(z.string()), null),
  itemControl: z.catch(z.nullish(itemControlSchema), null),
  protected: z.catch(z.nullish(z.boolean()), null),
  canRecycle: z.catch(z.optional(z.boolean()), undefined),
  properties: z.catch(z.nullish(z.record(z.string(), z.unknown())), null),
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
