import type { ItemPatch } from '../../db/repositories/itemRepository.ts';
import { stringParam, type PortalParams } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { toBounds } from '../../geometry/toBounds.ts';

/** Limits of item fields (ADR 0051). */
export const ITEM_FIELD_LIMITS = Object.freeze({ title: 256, snippet: 2048, listEntries: 128, entry: 256 });

const TEXT_FIELDS = {
  title: 'title',
  snippet: 'snippet',
  description: 'description',
  licenseInfo: 'license_info',
  accessInformation: 'access_information',
  culture: 'culture',
} as const;
const NULLABLE_FIELDS = { url: 'url', spatialReference: 'spatial_reference' } as const;
const LIST_FIELDS = { tags: 'tags', typeKeywords: 'type_keywords', categories: 'categories' } as const;

/**
 * The item columns an `addItem` or `update` call sets. A parameter sent empty is ignored, unless
 * `clearEmptyFields=true`: then it clears the field (spec 1 §5 "Item update"). Invalid values
 * (title too long, extent that is not four numbers, properties that are not a JSON object) throw 400.
 *
 * @example
 * readItemFields({ title: 'Parks', tags: 'parks,green', description: '' }, { clearEmpty: true });
 * // { title: 'Parks', tags: ['parks', 'green'], description: '' }
 */
export function readItemFields(params: PortalParams, options: { readonly clearEmpty: boolean }): ItemPatch {
  const patch: ItemPatch = {};
  const present = (name: string): string | undefined => {
    const value = stringParam(params, name);
    if (value === undefined) return undefined;
    return value.trim() === '' && !options.clearEmpty ? undefined : value;
  };
  for (const [param, column] of Object.entries(TEXT_FIELDS)) {
    const value = present(param);
    if (value !== undefined) patch[column] = param === 'description' ? value : value.trim();
  }
  for (const [param, column] of Object.entries(NULLABLE_FIELDS)) {
    const value = present(param);
    if (value !== undefined) patch[column] = value.trim() === '' ? null : value.trim();
  }
  for (const [param, column] of Object.entries(LIST_FIELDS)) {
    const value = present(param);
    if (value !== undefined) patch[column] = readList(param, value);
  }
  const type = present('type');
  if (type !== undefined && type.trim() !== '') patch.type = type.trim();
  const extent = present('extent');
  if (extent !== undefined) Object.assign(patch, readExtent(extent));
  const properties = present('properties');
  if (properties !== undefined) patch.properties = readProperties(properties);
  if (patch.title !== undefined) {
    if (patch.title === '') throw itemErrors.invalid('title must not be empty.');
    if (patch.title.length > ITEM_FIELD_LIMITS.title) {
      throw itemErrors.invalid(`title is longer than ${ITEM_FIELD_LIMITS.title} characters.`);
    }
  }
  if (typeof patch.snippet === 'string' && patch.snippet.length > ITEM_FIELD_LIMITS.snippet) {
    throw itemErrors.invalid(`snippet is longer than ${ITEM_FIELD_LIMITS.snippet} characters.`);
  }
  return patch;
}

function readList(name: string, value: string): string[] {
  const trimmed = value.trim();
  let entries: unknown[] = trimmed.split(',');
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) entries = parsed;
    } catch {
      // not JSON: the comma-separated form
    }
  }
  const list = [...new Set(entries.map((e) => String(e).trim()).filter((e) => e !== ''))];
  if (list.length > ITEM_FIELD_LIMITS.listEntries || list.some((e) => e.length > ITEM_FIELD_LIMITS.entry)) {
    throw itemErrors.invalid(
      `${name} accepts at most ${ITEM_FIELD_LIMITS.listEntries} entries of at most ${ITEM_FIELD_LIMITS.entry} characters.`,
    );
  }
  return list;
}

function readExtent(value: string): ItemPatch {
  const none = { extent_xmin: null, extent_ymin: null, extent_xmax: null, extent_ymax: null };
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '[]') return none;
  let numbers: number[];
  try {
    numbers = trimmed.startsWith('[')
      ? (JSON.parse(trimmed) as unknown[]).flat().map(Number)
      : trimmed.split(',').map(Number);
  } catch {
    numbers = [];
  }
  const bounds = toBounds(numbers);
  if (!bounds) {
    throw itemErrors.invalid('extent must be "xmin,ymin,xmax,ymax" or [[xmin,ymin],[xmax,ymax]] in WGS84.');
  }
  const [xmin, ymin, xmax, ymax] = bounds;
  return { extent_xmin: xmin, extent_ymin: ymin, extent_xmax: xmax, extent_ymax: ymax };
}

function readProperties(value: string): string | null {
  if (value.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw itemErrors.invalid('properties must be a JSON object.');
  }
  if (parsed === null) return null;
  if (typeof parsed !== 'object' || Array.isArray(parsed))
    throw itemErrors.invalid('properties must be a JSON object.');
  return JSON.stringify(parsed);
}
