/**
 * An entity's discussion settings (spec 2 §3 "Discussion entity settings"): the channels posts about it may go to,
 * and the areas a located post must fall in (GeoJSON geometries); null allows any.
 */
export type DiscussionSettings = {
  readonly allowedChannelIds: string[] | null;
  readonly allowedLocations: unknown[] | null;
};
