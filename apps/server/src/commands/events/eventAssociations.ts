import { itemVisibility } from '../../access/itemVisibility.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/** The entity types an event may belong to (spec 2 §3 "Related entity types"). */
const RELATED_TYPES = new Set(['Hub Site Application', 'Hub Initiative', 'Hub Project']);

/**
 * Checks an event's associations: each must be a site, initiative or project the caller can read; the stored type
 * is the item's own, whatever the client said.
 *
 * @example
 * const { entity_ids, entity_types } = await eventAssociations(db, caller, [{ entityId: projectId }]);
 */
export async function eventAssociations(
  db: Db,
  caller: Caller,
  associations: readonly { readonly entityId: string }[],
): Promise<{ entity_ids: string[]; entity_types: string[] }> {
  const entity_ids: string[] = [];
  const entity_types: string[] = [];
  for (const { entityId } of associations) {
    if (entity_ids.includes(entityId)) continue;
    const item = await findVisibleItem(db, entityId, itemVisibility(caller));
    if (!item || !RELATED_TYPES.has(item.type)) {
      throw new HubApiError(
        400,
        'Bad Request',
        `associations: ${entityId} is not a site, initiative or project you can see.`,
      );
    }
    entity_ids.push(entityId);
    entity_types.push(item.type);
  }
  return { entity_ids, entity_types };
}
