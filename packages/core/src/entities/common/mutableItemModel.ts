import type { PortalItem } from '../items/itemModel.ts';

/** A model being migrated: a private deep copy the steps may change in place. */
export interface MutableItemModel {
  item: PortalItem;
  data: Record<string, unknown>;
}

/** True for a JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `parent[key]` when it is an object; otherwise a new object stored there. */
export function ensureRecord(parent: Record<string, unknown>, key: string): Record<string, unknown> {
  const current = parent[key];
  if (isRecord(current)) return current;
  const created: Record<string, unknown> = {};
  parent[key] = created;
  return created;
}
