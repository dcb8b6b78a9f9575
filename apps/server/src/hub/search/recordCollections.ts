import {
  ITEM_COLLECTION_LABELS,
  ITEM_COLLECTION_TYPES,
  isItemCollectionKey,
  type ItemCollectionKey,
} from '@plaza/core';
import { HubApiError } from '../../errors/hubApiError.ts';
import type { QueryNode } from '../../search/QueryNode.ts';

/** The collections of the hub search API: `all`, then one per item family (core's one table). */
export const RECORD_COLLECTION_IDS: readonly string[] = Object.freeze(['all', ...Object.keys(ITEM_COLLECTION_TYPES)]);

/** A collection as `/collections` lists it. */
export interface RecordCollection {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly itemType: 'record';
  readonly type: 'Collection';
  readonly links: readonly {
    readonly rel: string;
    readonly type: string;
    readonly href: string;
    readonly title?: string;
  }[];
}

/**
 * Presents one collection with its links (self, items, aggregations), or throws a 404 for an
 * unknown id.
 *
 * @example
 * recordCollection('dataset', 'http://localhost:3000/api/search/v1');
 */
export function recordCollection(id: string, base: string): RecordCollection {
  if (id !== 'all' && !isItemCollectionKey(id)) {
    throw new HubApiError(404, 'Not Found', `No collection '${id}'.`);
  }
  const title = id === 'all' ? 'All' : ITEM_COLLECTION_LABELS[id as ItemCollectionKey];
  const href = `${base}/collections/${id}`;
  return {
    id,
    title,
    description:
      id === 'all'
        ? 'Every item the caller can see.'
        : `Items of the ${title.toLowerCase()} family the caller can see.`,
    itemType: 'record',
    type: 'Collection',
    links: [
      { rel: 'self', type: 'application/json', href },
      { rel: 'items', type: 'application/geo+json', href: `${href}/items`, title: `${title} records` },
      { rel: 'aggregations', type: 'application/json', href: `${href}/aggregations` },
    ],
  };
}

/** The query node that narrows a search to a collection's item types (none for `all`). */
export function collectionNode(id: string): QueryNode | undefined {
  if (id === 'all') return undefined;
  if (!isItemCollectionKey(id)) throw new HubApiError(404, 'Not Found', `No collection '${id}'.`);
  return {
    kind: 'or',
    children: ITEM_COLLECTION_TYPES[id].map((type) => ({
      kind: 'term',
      field: 'type',
      value: type,
      phrase: true,
      prefix: false,
    })),
  };
}
