import { sql } from 'kysely';
import type { ItemSortField } from '../db/repositories/itemSearchRepository.ts';
import type { QueryField } from './QueryField.ts';
import type { SearchTarget } from './SearchTarget.ts';

/**
 * Item search (`/search`, group content, the hub search API): the fields of `q` (PORTAL-API.md
 * "Search") over the `items` table, whose trigger-maintained `search_vector` weighs title (A),
 * tags (B), snippet (C) and description (D).
 *
 * @example
 * compileQuery(parseQuery('tags:water', ITEM_SEARCH), ITEM_SEARCH);
 */
export const ITEM_SEARCH = Object.freeze<SearchTarget<Exclude<ItemSortField, 'relevance'>>>({
  name: 'item',
  fields: Object.freeze<Record<string, QueryField>>({
    title: { kind: 'text', weight: 'A', column: 'items.title' },
    snippet: { kind: 'text', weight: 'C', column: 'items.snippet' },
    description: { kind: 'text', weight: 'D', column: 'items.description' },
    tags: { kind: 'keywords', column: 'items.tags_lc' },
    typekeywords: { kind: 'keywords', column: 'items.type_keywords_lc' },
    categories: { kind: 'keywords', column: 'items.categories_lc' },
    type: { kind: 'keyword', column: 'items.type', ranges: true },
    owner: { kind: 'keyword', column: 'items.owner', ranges: true },
    name: { kind: 'keyword', column: 'items.name', ranges: true },
    culture: { kind: 'keyword', column: 'items.culture', ranges: true },
    access: { kind: 'keyword', column: 'items.access' },
    id: { kind: 'id', column: 'items.id' },
    orgid: { kind: 'id', column: 'items.org_id' },
    // Shared to that group: `group_ids` mirrors the item's group shares.
    group: { kind: 'keywords', column: 'items.group_ids' },
    created: { kind: 'date', column: 'items.created' },
    modified: { kind: 'date', column: 'items.modified' },
    numviews: { kind: 'number', column: 'items.num_views' },
    size: { kind: 'number', column: 'items.size' },
    protected: { kind: 'boolean', column: 'items.protected' },
  }),
  vector: sql`items.search_vector`,
  sortFields: ['title', 'created', 'modified', 'type', 'owner', 'numviews'],
  defaultSort: [{ field: 'modified', order: 'desc' }],
});
