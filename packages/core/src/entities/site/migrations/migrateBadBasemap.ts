import { isRecord } from '../../common/mutableItemModel.ts';
import { siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * On every read: a map whose basemap was written flat (`map.baseMapLayers` and `map.title`, as site clones made by
 * the python API in 2023–2024 have it) gets it back as `map.basemaps.primary`.
 */
export function migrateBadBasemap(model: MutableSiteModel): void {
  const map = siteValues(model).map;
  if (!isRecord(map) || map.basemaps || !map.baseMapLayers) return;
  const primary = { baseMapLayers: map.baseMapLayers, title: map.title };
  delete map.baseMapLayers;
  delete map.title;
  map.basemaps = { primary };
}
