import { isGuid } from '../ids/isGuid.ts';
import type { HubCatalog } from './HubCatalog.ts';
import { readScopeDraft } from './catalogScopeDraft.ts';
import { isItemCollectionKey } from './itemCollections.ts';

/** What is wrong with an edited catalog, where (ADR 0226): `scope` is the catalog's item scope, a number a collection. */
export interface CatalogProblem {
  readonly code:
    | 'GROUP_NOT_GUID'
    | 'ORG_INVALID'
    | 'COLLECTION_KEY_DUPLICATE'
    | 'COLLECTION_KEY_EMPTY'
    | 'COLLECTION_LABEL_REQUIRED'
    | 'COLLECTION_LABEL_TOO_LONG';
  readonly where: 'scope' | number;
  /** The value at fault (a group id, an organisation id, a key). */
  readonly value?: string;
}

/**
 * Longest collection label the editor accepts (the portal's item title limit).
 *
 * @example
 * if (label.length > COLLECTION_LABEL_MAX) problems.push({ code: 'COLLECTION_LABEL_TOO_LONG', where: index });
 */
export const COLLECTION_LABEL_MAX = 250;

const ORG_ID = /^[A-Za-z0-9]{1,64}$/;

/**
 * The problems that keep an edited catalog from being saved: group ids that are not 32 hexadecimal digits (the
 * reference purges them from a site's catalog on read), organisation ids that are not one word of letters and digits,
 * collection keys that are empty or used twice, a custom collection (one whose key names no item family, so it has
 * no default label) without a label, labels over {@link COLLECTION_LABEL_MAX} characters. An empty list: it may be
 * saved.
 *
 * @example
 * catalogProblems({ ...catalog, collections: [a, a] }); // [{ code: 'COLLECTION_KEY_DUPLICATE', where: 1, value: a.key }]
 */
export function catalogProblems(catalog: HubCatalog): CatalogProblem[] {
  const problems: CatalogProblem[] = [...scopeProblems(catalog.scopes.item, 'scope')];
  const seen = new Set<string>();
  catalog.collections.forEach((collection, index) => {
    const key = collection.key.trim();
    if (!key) problems.push({ code: 'COLLECTION_KEY_EMPTY', where: index });
    else if (seen.has(key)) problems.push({ code: 'COLLECTION_KEY_DUPLICATE', where: index, value: key });
    seen.add(key);
    const label = collection.label.trim();
    if (!label && !isItemCollectionKey(key)) problems.push({ code: 'COLLECTION_LABEL_REQUIRED', where: index });
    if (label.length > COLLECTION_LABEL_MAX) problems.push({ code: 'COLLECTION_LABEL_TOO_LONG', where: index });
    problems.push(...scopeProblems(collection.scope, index));
  });
  return problems;
}

function scopeProblems(scope: Parameters<typeof readScopeDraft>[0], where: CatalogProblem['where']): CatalogProblem[] {
  const draft = readScopeDraft(scope);
  return [
    ...draft.groups.filter((id) => !isGuid(id)).map((value) => ({ code: 'GROUP_NOT_GUID' as const, where, value })),
    ...draft.orgs.filter((id) => !ORG_ID.test(id)).map((value) => ({ code: 'ORG_INVALID' as const, where, value })),
  ];
}
