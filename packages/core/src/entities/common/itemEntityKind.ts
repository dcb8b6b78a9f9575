import type { ItemModel } from '../items/itemModel.ts';
import type { EntityMapperContext } from './entityMapperContext.ts';
import type { EntityRequestOptions, EntityWriteOptions } from './entityRequestOptions.ts';
import type { HubItemEntity } from './hubItemEntity.ts';

/**
 * Everything the one generic fetch/create/update/delete needs to know about a kind of item-backed entity:
 * its item types, defaults, schema migration and typed mappers, plus optional lifecycle steps (a site reserves
 * its subdomain and registers its domains). Each kind provides one; nothing else is written per kind.
 */
export interface ItemEntityKind<E extends HubItemEntity> {
  readonly kind: string;
  /** Item types this kind is stored as (the first is the cloud type of new items). */
  readonly itemTypes: readonly string[];
  /** For a kind of open-ended types (content): whether an item type is this kind's; else `itemTypes` decides. */
  matchesType?(type: string): boolean;
  /** Items of another type that are of this kind all the same (a 2017 site is a Web Mapping Application). */
  matchesItem?(item: { readonly type: string; readonly typeKeywords?: readonly string[] }): boolean;
  /** False for a kind whose item data is a file (content): the data is neither read nor written. */
  readonly storesData?: false;
  /** The type of a new item on this edition. */
  newItemType(options: EntityRequestOptions): string;
  /** Type keywords every item of the kind carries. */
  readonly typeKeywords: readonly string[];
  readonly schemaVersion: number;
  /** A fresh, mutable entity with every default filled (identity fields empty). */
  defaults(): E;
  /** Brings a stored model up to the current schema (`portal`: where its resources are, for legacy models). Pure. */
  migrate(model: ItemModel, options?: { readonly portal?: string }): ItemModel;
  fromModel(model: ItemModel, context: EntityMapperContext): E;
  /** The model of an entity, written over `base` so unmapped fields survive. */
  toModel(entity: E, base?: ItemModel): ItemModel;
  /** Completes a fetched entity with what lives outside its item (a discussion's settings). */
  afterFetch?(entity: E, options: EntityRequestOptions): Promise<E>;
  prepareCreate?(entity: E, options: EntityWriteOptions): Promise<E>;
  afterCreate?(entity: E, options: EntityWriteOptions): Promise<void>;
  prepareUpdate?(entity: E, before: E, options: EntityWriteOptions): Promise<E>;
  afterUpdate?(entity: E, before: E, options: EntityWriteOptions): Promise<void>;
  afterDelete?(entity: E, options: EntityWriteOptions): Promise<void>;
}
