import type { ItemHead } from '../db/repositories/notificationRecipientRepository.ts';

type Values = { any?: string[]; all?: string[]; not?: string[] };

function valuesOf(raw: unknown): Values | undefined {
  if (typeof raw === 'string') return { any: [raw] };
  if (Array.isArray(raw)) return { any: raw.filter((v): v is string => typeof v === 'string') };
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const list = (key: string) =>
    Array.isArray(record[key])
      ? (record[key] as unknown[]).filter((v): v is string => typeof v === 'string')
      : undefined;
  const values: Values = {};
  const any = list('any');
  const all = list('all');
  const not = list('not');
  if (any) values.any = any;
  if (all) values.all = all;
  if (not) values.not = not;
  return values;
}

function matchesValues(have: readonly string[], values: Values): boolean {
  const lower = have.map((v) => v.toLowerCase());
  const has = (v: string) => lower.includes(v.toLowerCase());
  if (values.any && values.any.length > 0 && !values.any.some(has)) return false;
  if (values.all && !values.all.every(has)) return false;
  if (values.not && values.not.some(has)) return false;
  return true;
}

/** The values an item has for the predicate keys this matcher understands. */
function itemValues(item: ItemHead, key: string): readonly string[] | undefined {
  switch (key.toLowerCase()) {
    case 'orgid':
      return [item.orgId];
    case 'group':
      return item.groupIds;
    case 'owner':
      return [item.owner];
    case 'tags':
      return item.tags;
    case 'type':
      return [item.type];
    case 'id':
      return [item.id];
    default:
      return undefined;
  }
}

function predicateMatches(item: ItemHead, predicate: unknown): boolean {
  if (typeof predicate !== 'object' || predicate === null) return false;
  const entries = Object.entries(predicate as Record<string, unknown>);
  if (entries.length === 0) return false;
  return entries.every(([key, raw]) => {
    const have = itemValues(item, key);
    const values = valuesOf(raw);
    // A key this matcher cannot evaluate does not match: better to tell nobody than to tell people about an item
    // outside what they follow.
    return have !== undefined && values !== undefined && matchesValues(have, values);
  });
}

/**
 * Whether an item falls in a followed entity's catalog (its item scope, spec 3 §1: filters are all met, a filter by
 * any of its predicates, a predicate by all of its keys). Understands `orgid`, `group`, `owner`, `tags`, `type` and
 * `id` with a value, a list (any) or `{any, all, not}`; a legacy catalog's `groups` list counts as a group predicate.
 *
 * @example
 * catalogScopeMatches({ scopes: { item: { filters: [{ predicates: [{ orgid: 'o1' }] }] } } }, item); // item.orgId === 'o1'
 */
export function catalogScopeMatches(catalog: unknown, item: ItemHead): boolean {
  if (typeof catalog !== 'object' || catalog === null) return false;
  const record = catalog as { scopes?: { item?: { filters?: unknown } }; groups?: unknown };
  const filters = record.scopes?.item?.filters;
  if (Array.isArray(filters) && filters.length > 0) {
    return filters.every((filter: unknown) => {
      const predicates = (filter as { predicates?: unknown } | null)?.predicates;
      return Array.isArray(predicates) && predicates.some((p) => predicateMatches(item, p));
    });
  }
  if (Array.isArray(record.groups) && record.groups.length > 0) return predicateMatches(item, { group: record.groups });
  return false;
}
