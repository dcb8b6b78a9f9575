import { grantedTelemetryGroups, readTelemetryAccess } from '@plaza/core';
import type { Db } from '../db/database.ts';
import type { ItemRow } from '../db/repositories/itemRepository.ts';
import { readItemDataJson } from '../db/readItemDataJson.ts';

/** What telemetry needs from an entity's model: its legacy capabilities and the groups granted its reports. */
export interface EntityTelemetrySettings {
  /** `values.capabilities` (a site's legacy capabilities; `disableActivityTracking` turns tracking off). */
  readonly capabilities: readonly string[];
  /** Group ids whose members may read its reports (`properties.telemetry.arcgis.access`, spec 3 §3). */
  readonly grantedGroupIds: readonly string[];
}

const CACHE_SIZE = 500;
const cache = new Map<string, EntityTelemetrySettings>();

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/**
 * An entity's telemetry settings, read from its item properties and data (the group ids are found in either, as
 * hub models keep them) and remembered per item version (`{id}@{modified}`, the 500 most recent), so the ingest
 * does not parse a site's model for every batch.
 *
 * @example
 * const { capabilities } = await entityTelemetrySettings(db, site);
 */
export async function entityTelemetrySettings(db: Db, item: ItemRow): Promise<EntityTelemetrySettings> {
  const key = `${item.id}@${item.modified}`;
  const known = cache.get(key);
  if (known) return known;
  const data = await readItemDataJson(db, item.id);
  const values =
    typeof data.values === 'object' && data.values !== null ? (data.values as Record<string, unknown>) : {};
  const properties = item.properties ?? {};
  const settings: EntityTelemetrySettings = {
    capabilities: strings(values.capabilities),
    grantedGroupIds: grantedTelemetryGroups(readTelemetryAccess(properties), { ...values, ...properties }),
  };
  cache.set(key, settings);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return settings;
}
