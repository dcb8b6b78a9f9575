import { requestExport } from '../../commands/downloads/requestExport.ts';
import type { Db } from '../../db/database.ts';
import { findFeatureLayers } from '../../db/repositories/featureLayerRepository.ts';
import { EXPORT_FORMATS } from '../../downloads/exportFormats.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/** What an update of an item's downloads queued: exports queued again, and those the busy queue left out. */
export interface ForceUpdateResult {
  readonly itemId: string;
  readonly queued: number;
  readonly skipped: number;
}

/**
 * An item's downloads built again now (`api/v3/jobs/item/{id}/forceUpdate`, spec 3 §7; ADR 0209): the whole of each
 * of its hosted layers is exported again in every format that can hold it, as a scheduled refresh does (ADR 0125),
 * without touching the item's schedule. Each export is one queued job of its own (requestExport's critical section),
 * so an export already under way is shared, never doubled. When the export queue is full for every one of them, the
 * caller is told to try again (429); an item without hosted layers has nothing to build (nothing queued, no error).
 * Who may is the route's to check.
 *
 * @example
 * await forceUpdateItem(db, item.id, 'publisher_riverside', Date.now()); // { itemId, queued: 10, skipped: 0 }
 */
export async function forceUpdateItem(
  db: Db,
  itemId: string,
  requestedBy: string,
  now: number,
): Promise<ForceUpdateResult> {
  let queued = 0;
  let skipped = 0;
  for (const layer of await findFeatureLayers(db, itemId)) {
    for (const [format, { tables }] of Object.entries(EXPORT_FORMATS)) {
      if (!tables && layer.geometry_type === null) continue;
      try {
        await requestExport(db, { itemId, layer, format, filter: {}, requestedBy, refresh: true, now });
        queued += 1;
      } catch (error) {
        if (!(error instanceof HubApiError && error.status === 429)) throw error;
        skipped += 1;
      }
    }
  }
  if (queued === 0 && skipped > 0) {
    throw new HubApiError(429, 'Too Many Requests', 'Many exports are being prepared; try again in a minute.', 60);
  }
  return { itemId, queued, skipped };
}
