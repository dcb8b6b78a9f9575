import { z } from 'zod/mini';
import { itemAccessSchema, itemControlSchema, itemExtentSchema } from '../items/itemModel.ts';

/** Links of an entity (spec 1 §3): filled by the workspace link builders. */
export const entityLinksSchema = z.object({
  self: z.optional(z.string()),
  siteRelative: z.optional(z.string()),
  workspaceRelative: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
});
/** An entity's links (spec 1 §3): self, siteRelative, workspaceRelative and thumbnail. */
export type EntityLinks = z.infer<typeof entityLinksSchema>;

/** Where an entity is: none, the org's extent, the item's extent or custom geometries. */
export const entityLocationSchema = z.looseObject({
  type: z.enum(['none', 'org', 'item', 'custom']),
  extent: z.optional(z.array(z.array(z.number()))),
  geometries: z.optional(z.array(z.unknown())),
  spatialReference: z.optional(z.looseObject({ wkid: z.optional(z.number()) })),
});
/** Where an entity is (spec 1 §3 location): none, custom, org or item, with its geometry. */
export type EntityLocation = z.infer<typeof entityLocationSchema>;

/** A permission policy attached to an entity (the engine is spec 2). */
export const entityPermissionSchema = z.looseObject({
  permission: z.string(),
  collaborationType: z.string(),
  collaborationId: z.optional(z.string()),
});
/** A grant on an entity's policy (spec 2 §5 entity-level grants): who (user, org, group, ...) and what. */
export type EntityPermission = z.infer<typeof entityPermissionSchema>;

/** Feature switches of an entity, keyed like `hub:site:feature:follow`. */
export const entityFeaturesSchema = z.record(z.string(), z.boolean());
/** An entity's feature switches (`data.settings.features`), e.g. `{ events: false }`. */
export type EntityFeatures = z.infer<typeof entityFeaturesSchema>;

/**
 * The fields every item-backed entity has (spec 1 §3 "Common item fields"), stored ones first, derived after.
 *
 * @example
 * z.pick(hubItemEntitySchema, { id: true, name: true }).parse(entity);
 */
export const hubItemEntitySchema = z.object({
  id: z.string(),
  /** The item title. */
  name: z.string(),
  /** The item snippet. */
  summary: z.string(),
  description: z.string(),
  access: itemAccessSchema,
  owner: z.string(),
  orgId: z.optional(z.string()),
  orgUrlKey: z.optional(z.string()),
  type: z.string(),
  typeKeywords: z.array(z.string()),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  culture: z.optional(z.string()),
  extent: z.optional(itemExtentSchema),
  url: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
  /** `{orgKey}|{name}`; in URLs `{orgKey}::{name}`. */
  slug: z.optional(z.string()),
  schemaVersion: z.number(),
  created: z.number(),
  modified: z.number(),
  itemControl: itemControlSchema,
  boundary: z.optional(z.string()),
  location: z.optional(entityLocationSchema),
  geometry: z.optional(z.unknown()),
  /** How its page is shown (`data.display`: a projects' `about`, or settings). */
  display: z.optional(z.union([z.string(), z.record(z.string(), z.unknown())])),
  associations: z.optional(z.record(z.string(), z.unknown())),
  discussionSettings: z.optional(
    z.looseObject({
      allowedChannelIds: z.nullish(z.array(z.string())),
      allowedLocations: z.nullish(z.array(z.unknown())),
    }),
  ),
  // derived
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canRecycle: z.boolean(),
  protected: z.boolean(),
  isDiscussable: z.boolean(),
  /** ISO 8601 form of `created`. */
  createdDate: z.string(),
  /** ISO 8601 form of `modified`. */
  updatedDate: z.string(),
  links: entityLinksSchema,
  thumbnailUrl: z.optional(z.string()),
});
/** The common fields and derived fields every item-backed entity has (spec 1 §3). */
export type HubItemEntity = z.infer<typeof hubItemEntitySchema>;

/**
 * The fields computed from the item and the caller; ignored when an entity is written.
 *
 * @example
 * DERIVED_FIELDS.includes('canEdit'); // true
 */
export const DERIVED_FIELDS = [
  'canEdit',
  'canDelete',
  'canRecycle',
  'protected',
  'isDiscussable',
  'createdDate',
  'updatedDate',
  'links',
  'thumbnailUrl',
] as const;
export type DerivedField = (typeof DERIVED_FIELDS)[number];
