import { z } from 'zod';
import { itemAccessSchema, itemControlSchema, itemExtentSchema } from '../items/itemModel.ts';

/** Links of an entity (spec 1 §3): filled by the workspace link builders. */
export const entityLinksSchema = z.object({
  self: z.string().optional(),
  siteRelative: z.string().optional(),
  workspaceRelative: z.string().optional(),
  thumbnail: z.string().optional(),
});
/** An entity's links (spec 1 §3): self, siteRelative, workspaceRelative and thumbnail. */
export type EntityLinks = z.infer<typeof entityLinksSchema>;

/** Where an entity is: none, the org's extent, the item's extent or custom geometries. */
export const entityLocationSchema = z.looseObject({
  type: z.enum(['none', 'org', 'item', 'custom']),
  extent: z.array(z.array(z.number())).optional(),
  geometries: z.array(z.unknown()).optional(),
  spatialReference: z.looseObject({ wkid: z.number().optional() }).optional(),
});
/** Where an entity is (spec 1 §3 location): none, custom, org or item, with its geometry. */
export type EntityLocation = z.infer<typeof entityLocationSchema>;

/** A permission policy attached to an entity (the engine is spec 2). */
export const entityPermissionSchema = z.looseObject({
  permission: z.string(),
  collaborationType: z.string(),
  collaborationId: z.string().optional(),
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
 * hubItemEntitySchema.pick({ id: true, name: true }).parse(entity);
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
  orgId: z.string().optional(),
  orgUrlKey: z.string().optional(),
  type: z.string(),
  typeKeywords: z.array(z.string()),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  culture: z.string().optional(),
  extent: itemExtentSchema.optional(),
  url: z.string().optional(),
  thumbnail: z.string().optional(),
  /** `{orgKey}|{name}`; in URLs `{orgKey}::{name}`. */
  slug: z.string().optional(),
  schemaVersion: z.number(),
  created: z.number(),
  modified: z.number(),
  itemControl: itemControlSchema,
  boundary: z.string().optional(),
  location: entityLocationSchema.optional(),
  geometry: z.unknown().optional(),
  display: z.record(z.string(), z.unknown()).optional(),
  associations: z.record(z.string(), z.unknown()).optional(),
  discussionSettings: z
    .looseObject({
      allowedChannelIds: z.array(z.string()).nullish(),
      allowedLocations: z.array(z.unknown()).nullish(),
    })
    .optional(),
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
  thumbnailUrl: z.string().optional(),
});
/** The common fields and derived fields every item-backed entity has (spec 1 §3). */
export type HubItemEntity = z.infer<typeof hubItemEntitySchema>;

/** The fields computed from the item and the caller; ignored when an entity is written. */
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
