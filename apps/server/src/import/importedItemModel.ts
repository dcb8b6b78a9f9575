import {
  getDefaultHostname,
  getSiteUrl,
  migrateItemModel,
  portalItemSchema,
  setSubdomainKeyword,
  type EntityKind,
  type ItemModel,
} from '@plaza/core';
import type { NewItem } from '../db/repositories/itemRepository.ts';
import { remapIds } from './remapIds.ts';
import type { SourceRecord } from './sourcePortal.ts';

/** Where the model goes: the Plaza ids, owner and organisation, and where its sites are served. */
export interface ItemTarget {
  readonly id: string;
  readonly owner: string;
  readonly orgId: string;
  readonly orgUrlKey: string;
  readonly isPortal: boolean;
  /** Plaza's base domain of hosted sites (`localhost:3000`). */
  readonly baseDomain: string;
  /** Source id → Plaza id, for references inside the model. */
  readonly ids: ReadonlyMap<string, string>;
}

/** A source item made ready for Plaza: its kind, migrated model, row, and (a site) the hostname it is served on. */
export interface ImportedItemModel {
  readonly kind: EntityKind;
  readonly model: ItemModel;
  readonly row: NewItem;
  readonly hostname: string | undefined;
}

/**
 * Turns a source item and its JSON data into what Plaza stores: the model migrated by core to its kind's current
 * schema (`migrateItemModel`), its references pointed at the Plaza ids, and a site given its Plaza address (the
 * default hostname `{subdomain}-{org key}.{base domain}`, the `hubsubdomain|` keyword, its url). Fields of the
 * source model Plaza does not know are kept. Pure.
 *
 * @example
 * const { kind, model, row, hostname } = importedItemModel(record, data, target);
 */
export function importedItemModel(record: SourceRecord, data: unknown, target: ItemTarget): ImportedItemModel {
  const item = portalItemSchema.parse({
    ...record,
    typeKeywords: Array.isArray(record.typeKeywords) ? record.typeKeywords : [],
    tags: Array.isArray(record.tags) ? record.tags : [],
    categories: Array.isArray(record.categories) ? record.categories : [],
  });
  const dataObject = isRecord(data) ? data : {};
  const migrated = migrateItemModel({ item, data: dataObject });
  const remapped = remapIds(migrated.model, target.ids);
  let model: ItemModel = {
    item: { ...remapped.item, id: target.id, owner: target.owner, orgId: target.orgId },
    data: remapped.data,
  };
  let hostname: string | undefined;
  if (migrated.kind === 'site') {
    const values = isRecord(model.data.values) ? model.data.values : {};
    const subdomain = subdomainOf(values, model.item.typeKeywords, model.item.title);
    hostname = getDefaultHostname(subdomain, target.orgUrlKey, target.baseDomain);
    const url = getSiteUrl(
      { subdomain, defaultHostname: hostname },
      { isPortal: target.isPortal, portalUrl: `http://${target.baseDomain}`, hubUrl: `http://${target.baseDomain}` },
    );
    model = {
      item: { ...model.item, url, typeKeywords: setSubdomainKeyword(model.item.typeKeywords, subdomain) },
      data: { ...model.data, values: { ...values, subdomain, defaultHostname: hostname } },
    };
    if (target.isPortal) hostname = undefined;
  }
  return { kind: migrated.kind, model, row: rowOf(model, record), hostname };
}

function rowOf(model: ItemModel, record: SourceRecord): NewItem {
  const { item } = model;
  const [[xmin, ymin] = [], [xmax, ymax] = []] = isExtent(item.extent) ? item.extent : [];
  return {
    id: item.id,
    owner: item.owner,
    org_id: item.orgId ?? '',
    owner_folder: null,
    title: item.title || item.id,
    type: item.type,
    type_keywords: [...item.typeKeywords],
    tags: [...item.tags],
    categories: [...item.categories],
    snippet: item.snippet ?? '',
    description: item.description ?? '',
    license_info: item.licenseInfo && item.licenseInfo !== 'null' ? item.licenseInfo : '',
    access_information:
      typeof record.accessInformation === 'string' && record.accessInformation !== 'null'
        ? record.accessInformation
        : '',
    culture: item.culture ?? '',
    url: item.url ?? null,
    name: typeof record.name === 'string' ? record.name : null,
    spatial_reference:
      typeof record.spatialReference === 'string' && record.spatialReference !== 'null'
        ? record.spatialReference
        : null,
    extent_xmin: xmin ?? null,
    extent_ymin: ymin ?? null,
    extent_xmax: xmax ?? null,
    extent_ymax: ymax ?? null,
    properties: item.properties ? JSON.stringify(item.properties) : null,
    access: item.access,
    protected: item.protected === true,
    num_views: typeof record.numViews === 'number' ? record.numViews : 0,
    thumbnail: item.thumbnail ?? null,
    created: item.created,
    modified: item.modified,
  };
}

function subdomainOf(values: Record<string, unknown>, typeKeywords: readonly string[], title: string): string {
  if (typeof values.subdomain === 'string' && values.subdomain.trim()) return values.subdomain.trim().toLowerCase();
  const keyword = typeKeywords.find((k) => k.startsWith('hubsubdomain|'));
  if (keyword) return keyword.slice('hubsubdomain|'.length);
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'site'
  );
}

function isExtent(value: unknown): value is [[number, number], [number, number]] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every(
      (pair) =>
        Array.isArray(pair) && pair.length === 2 && pair.every((n) => typeof n === 'number' && Number.isFinite(n)),
    )
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
