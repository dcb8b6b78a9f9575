import type { ItemModel } from '../items/itemModel.ts';
import { writeModelPath, type ModelPath } from './modelPath.ts';
import type { MutableItemModel } from './mutableItemModel.ts';

/** Writes one field of an entity into the model being saved. */
export type FieldWriter<E> = (model: MutableItemModel, entity: E) => void;

/** A kind's writers: each entity field and how it is stored, in the order they are written. */
export type FieldWriters<E> = readonly (readonly [keyof E & string, FieldWriter<E>])[];

/**
 * A writer that stores a field at one path of the model (removed when the field is undefined).
 *
 * @example
 * const writers: FieldWriters<HubSite> = [['theme', storeAt('theme', ['data', 'values', 'theme'])]];
 */
export function storeAt<E>(field: keyof E & string, path: ModelPath): FieldWriter<E> {
  return (model, entity) => writeModelPath(model, path, entity[field]);
}

/**
 * The model of an entity (issue 41: nothing in a real model is dropped). Over a stored model (`base`, as read and
 * migrated) only the fields the entity changed are written — each compared with the same field read back from
 * `base` — so every member of the item and data the entity does not model, at any depth, and every stored value the
 * reader had to default or normalise, is saved exactly as it was. Without a base (a new entity) every field is
 * written over `empty`. Neither input is changed.
 *
 * @example
 * const saved = writeEntityModel(editedSite, SITE_WRITERS, stored, readSite, emptySiteModel);
 */
export function writeEntityModel<E extends object>(
  entity: E,
  writers: FieldWriters<E>,
  base: ItemModel | undefined,
  read: (model: ItemModel) => E,
  empty: () => ItemModel,
): ItemModel {
  const model = structuredClone(base ?? empty()) as MutableItemModel;
  const before = base ? read(base) : undefined;
  for (const [field, write] of writers) {
    if (before !== undefined && sameJson(entity[field], before[field])) continue;
    write(model, entity);
  }
  return model;
}

/**
 * Equality of JSON values (key order and undefined members ignored).
 *
 * @example
 * sameJson({ a: 1, b: [2] }, { b: [2], a: 1, c: undefined }); // true
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameJson(left[key], right[key])) return false;
  return true;
}
