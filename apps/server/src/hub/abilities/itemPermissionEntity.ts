import {
  getHubEntityType,
  type EntityPermission,
  type ItemPermissionEntity,
  initiativeFromModel,
  migrateInitiativeModel,
  migrateSiteModel,
  pageFromModel,
  portalItemSchema,
  projectFromModel,
  siteFromModel,
  type EntityMapperContext,
  type HubEntityType,
  type ItemModel,
  toPermissionEntity,
} from '@plaza/core';
import { canDeleteItem, itemControlFor } from '../../access/itemControl.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { findItemsInUpdateGroups } from '../../db/repositories/itemShareRepository.ts';
import { readItemDataJson } from '../../db/readItemDataJson.ts';
import { presentItem } from '../../presenters/itemPresenter.ts';

/** What the engine reads of a mapped entity; its grants are loosely typed as stored. */
interface MappedEntity {
  readonly id: string;
  readonly features?: Readonly<Record<string, boolean>>;
  readonly permissions?: readonly EntityPermission[];
}

type Mapper = (model: ItemModel, context: EntityMapperContext) => MappedEntity;

/** Entity kinds whose stored settings (features, grants) the engine reads, each through core's own mapper. */
const MAPPERS: Partial<Record<HubEntityType, Mapper>> = {
  site: (model, context) => siteFromModel(migrateSiteModel(model), context),
  page: pageFromModel,
  project: projectFromModel,
  initiative: (model, context) => initiativeFromModel(migrateInitiativeModel(model), context),
};

/**
 * An item as the permission engine sees it for this caller: owner, `canEdit` (item control admin or update),
 * `canDelete` (owner or an org admin who may delete), `itemControl`, and the entity's feature switches and grants
 * read from its data with core's mapper — the same fields the web app's entity carries.
 *
 * @example
 * const entity = await itemPermissionEntity(db, caller, row, portal);
 * checkPermission('hub:project:edit', context, entity);
 */
export async function itemPermissionEntity(
  db: Db,
  caller: Caller,
  row: ItemRow,
  portal: string,
): Promise<ItemPermissionEntity> {
  const inUpdateGroup =
    caller.kind === 'user' && (await findItemsInUpdateGroups(db, [row.id], caller.groupIds)).has(row.id);
  const itemControl = itemControlFor(caller, row, inUpdateGroup);
  const base = {
    id: row.id,
    owner: row.owner,
    canEdit: itemControl === 'admin' || itemControl === 'update',
    canDelete: canDeleteItem(caller, row),
    itemControl: itemControl ?? 'view',
  };
  const mapper = MAPPERS[getHubEntityType(row.type)];
  if (!mapper) return toPermissionEntity(base);
  const item = portalItemSchema.parse(
    presentItem(row, { itemControl, callerOrgId: undefined, origin: portal.replace(/\/sharing\/rest$/, '') }),
  );
  const mapped = mapper({ item, data: await readItemDataJson(db, row.id) }, { portal });
  return toPermissionEntity({
    ...base,
    ...(mapped.features ? { features: mapped.features } : {}),
    ...(mapped.permissions ? { permissions: mapped.permissions } : {}),
  });
}
