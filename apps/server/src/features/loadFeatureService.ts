import type { Context } from 'hono';
import { itemVisibility } from '../access/itemVisibility.ts';
import {
  findFeatureLayers,
  findVisibleFeatureService,
  type FeatureLayerRow,
} from '../db/repositories/featureLayerRepository.ts';
import { findVisibleItem, type ItemRow } from '../db/repositories/itemRepository.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { featureServiceErrors } from './featureServiceErrors.ts';

export interface LoadedService {
  readonly item: ItemRow;
  readonly layers: FeatureLayerRow[];
}

/**
 * The hosted service of the `:name` path parameter, as the caller may read it: its item follows the item's sharing,
 * so a service whose item the caller cannot see answers exactly as one that does not exist.
 */
export async function loadFeatureService(c: Context<AppEnv>): Promise<LoadedService> {
  const found = await findVisibleFeatureService(
    c.get('deps').db,
    c.req.param('name') ?? '',
    itemVisibility(c.get('caller')),
  );
  if (!found) throw featureServiceErrors.serviceNotFound();
  return found;
}

/** The hosted service of an item the caller may read (the datasets API's alias), or the contract's not-found. */
export async function loadItemFeatureService(c: Context<AppEnv>, itemId: string): Promise<LoadedService> {
  const { db } = c.get('deps');
  const item = /^[0-9a-f]{32}$/.test(itemId)
    ? await findVisibleItem(db, itemId, itemVisibility(c.get('caller')))
    : undefined;
  const layers = item ? await findFeatureLayers(db, item.id) : [];
  if (!item || layers.length === 0) throw featureServiceErrors.serviceNotFound();
  return { item, layers };
}

/** The `:layer` of a loaded service (a layer or a table), or the contract's error for a missing one. */
export function layerOf(service: LoadedService, layerParam: string | undefined): FeatureLayerRow {
  const id = /^\d{1,9}$/.test(layerParam ?? '') ? Number(layerParam) : -1;
  const layer = service.layers.find((l) => l.layer_id === id);
  if (!layer) throw featureServiceErrors.layerNotFound(String(layerParam ?? '').slice(0, 40));
  return layer;
}
