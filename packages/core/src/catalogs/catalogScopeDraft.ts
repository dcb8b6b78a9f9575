import type { HubQuery, Predicate, PredicateValue, QueryFilter, TargetEntity } from '../search/HubQuery.ts';

/**
 * What the catalog editor edits of a scope (a catalog's scope or a collection's; ADR 0226): the groups and
 * organisations content comes from (ORed, as the reference writes `{ predicates: [{ group: [...] }] }`), the item
 * types and the tags (any of them). Not search words: `term` is a top-level predicate that may appear once in a
 * query, and the visitor's words are one. Filters the editor does not understand are `kept`: counted, never changed.
 */
export interface CatalogScopeDraft {
  readonly groups: readonly string[];
  readonly orgs: readonly string[];
  readonly types: readonly string[];
  readonly tags: readonly string[];
  /** Filters of the scope the editor leaves as they are (a date range, a `not`, an AND of mixed fields…). */
  readonly kept: number;
}

type Role = 'sources' | 'types' | 'tags';

/**
 * The draft of a scope: the first filter of each shape the editor knows is read, every other filter is kept.
 *
 * @example
 * readScopeDraft({ targetEntity: 'item', filters: [{ predicates: [{ group: ['0123'] }] }] }).groups; // ['0123']
 */
export function readScopeDraft(scope: HubQuery | undefined): CatalogScopeDraft {
  const roles = filterRoles(scope?.filters ?? []);
  const filters = scope?.filters ?? [];
  const at = (role: Role) => {
    const index = roles.indexOf(role);
    return index < 0 ? undefined : filters[index];
  };
  const sources = at('sources')?.predicates ?? [];
  const types = at('types')?.predicates[0]?.type;
  const tags = at('tags')?.predicates[0]?.tags;
  return {
    groups: unique(sources.flatMap((p) => strings(p.group))),
    orgs: unique(sources.flatMap((p) => strings(p.orgid))),
    types: unique(strings(types)),
    tags: unique(strings(tags)),
    kept: roles.filter((role) => role === 'kept').length,
  };
}

/**
 * The scope with the draft written into it: each filter the draft reads is replaced where it stands (added at the end
 * when new, removed when emptied); kept filters and the scope's other fields stay as they were, so an unchanged
 * draft gives back an equal scope.
 *
 * @example
 * writeScopeDraft(scope, { ...readScopeDraft(scope), tags: ['parks'] });
 */
export function writeScopeDraft(
  scope: HubQuery | undefined,
  draft: Omit<CatalogScopeDraft, 'kept'>,
  targetEntity: TargetEntity = 'item',
): HubQuery {
  const filters = scope?.filters ?? [];
  const roles = filterRoles(filters);
  const before = readScopeDraft(scope);
  const next: Record<Role, QueryFilter | undefined> = {
    sources:
      sameList(before.groups, draft.groups) && sameList(before.orgs, draft.orgs)
        ? filters[roles.indexOf('sources')]
        : sourcesFilter(draft),
    types: sameList(before.types, draft.types) ? filters[roles.indexOf('types')] : listFilter('type', draft.types),
    tags: sameList(before.tags, draft.tags) ? filters[roles.indexOf('tags')] : listFilter('tags', draft.tags),
  };
  const written: QueryFilter[] = [];
  filters.forEach((filter, index) => {
    const role = roles[index]!;
    if (role === 'kept') written.push(filter);
    else if (next[role]) written.push(next[role]);
  });
  for (const role of ['sources', 'types', 'tags'] as const) {
    if (!roles.includes(role) && next[role]) written.push(next[role]);
  }
  return { ...(scope ?? { targetEntity }), filters: written };
}

/** The role of each filter: the first of each known shape is the editor's, the rest are kept. */
function filterRoles(filters: readonly QueryFilter[]): (Role | 'kept')[] {
  const seen = new Set<Role>();
  return filters.map((filter) => {
    const role = roleOf(filter);
    if (!role || seen.has(role)) return 'kept';
    seen.add(role);
    return role;
  });
}

function roleOf(filter: QueryFilter): Role | undefined {
  const { predicates } = filter;
  if (predicates.length === 0) return undefined;
  const only = (predicate: Predicate, fields: readonly string[]) =>
    Object.keys(predicate).length > 0 &&
    Object.entries(predicate).every(([key, value]) => fields.includes(key) && isList(value));
  // One field per predicate: a predicate's fields are ANDed, the predicates of a filter ORed.
  const single = predicates.every((p) => Object.keys(p).length === 1 && only(p, ['group', 'orgid']));
  if (filter.operation !== 'AND' && single) return 'sources';
  if (predicates.length !== 1) return undefined;
  const [predicate] = predicates;
  if (only(predicate!, ['type'])) return 'types';
  if (only(predicate!, ['tags'])) return 'tags';
  return undefined;
}

function sourcesFilter(draft: Omit<CatalogScopeDraft, 'kept'>): QueryFilter | undefined {
  const groups = unique(draft.groups);
  const orgs = unique(draft.orgs);
  const predicates: Predicate[] = [];
  if (groups.length) predicates.push({ group: groups });
  if (orgs.length) predicates.push({ orgid: orgs });
  return predicates.length ? { predicates } : undefined;
}

function listFilter(field: 'type' | 'tags', values: readonly string[]): QueryFilter | undefined {
  const list = unique(values);
  return list.length ? { predicates: [{ [field]: list }] } : undefined;
}

function isList(value: PredicateValue | undefined): boolean {
  return typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

function strings(value: PredicateValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  const left = unique(a);
  const right = unique(b);
  return left.length === right.length && left.every((value, index) => value === right[index]);
}
