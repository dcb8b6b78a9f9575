import type { ItemModel } from '../items/itemModel.ts';
import { isRecord, type MutableItemModel } from './mutableItemModel.ts';

/** A place in an item model: `item` or `data`, then member names. */
export type ModelPath = readonly ['item' | 'data', ...string[]];

/** The value at a path of a model (undefined when any step is missing). */
export function readModelPath(
  model: ItemModel | { readonly item?: unknown; readonly data?: unknown },
  path: ModelPath,
): unknown {
  let current: unknown = model;
  for (const step of path) {
    if (!isRecord(current)) return undefined;
    current = current[step];
  }
  return current;
}

/**
 * Sets a path of a model being written to a deep copy of `value` (objects are made on the way), or removes it
 * when `value` is undefined.
 */
export function writeModelPath(model: MutableItemModel, path: ModelPath, value: unknown): void {
  let current = model as unknown as Record<string, unknown>;
  for (const step of path.slice(0, -1)) {
    const next = current[step];
    if (isRecord(next)) {
      current = next;
    } else if (value === undefined) {
      return;
    } else {
      const made: Record<string, unknown> = {};
      current[step] = made;
      current = made;
    }
  }
  const last = path[path.length - 1] ?? '';
  if (value === undefined) delete current[last];
  else current[last] = structuredClone(value);
}
