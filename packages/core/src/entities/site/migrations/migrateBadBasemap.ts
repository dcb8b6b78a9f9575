import { ensureRecord, isRecord } from '../../common/mutableItemModel.ts';
import { type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1.6 (ADR 0032): a primary basemap that cannot be drawn — no `baseMapLayers`, or a layer without a `url`
 * or `styleUrl` — is removed, so the map falls back to the app's default basemap instead of failing.
 */
export function migrateBadBasemap(model: MutableSiteModel): void {
  const map = ensureRecord(ensureRecord(model.data, 'values'), 'map');
  const basemaps = ensureRecord(map, 'basemaps');
  if (basemaps.primary !== undefined && !isDrawable(basemaps.primary)) delete basemaps.primary;
}

function isDrawable(basemap: unknown): boolean {
  if (!isRecord(basemap) || !Array.isArray(basemap.baseMapLayers) || basemap.baseMapLayers.length === 0) return false;
  return basemap.baseMapLayers.every(
    (layer) => isRecord(layer) && (typeof layer.url === 'string' || typeof layer.styleUrl === 'string'),
  );
}
