import { ENTITY_KINDS } from '../entities/entityKinds.ts';
import { portalItemSchema, type PortalItem } from '../entities/items/itemModel.ts';
import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';

/** What "Your content" asks for: words, one item type, an order and a page. */
export interface OwnContentQuery {
  readonly owner: string;
  readonly text?: string;
  readonly type?: string;
  readonly sortField?: 'modified' | 'created' | 'title' | 'type';
  readonly sortOrder?: 'asc' | 'desc';
  /** 1-based, as the portal counts. */
  readonly start?: number;
  readonly num?: number;
}

/** One page of an owner's content, its total, and how many of each item type there are (for the type filter). */
export interface OwnContentPage {
  readonly total: number;
  readonly items: readonly PortalItem[];
  readonly types: readonly { readonly type: string; readonly count: number }[];
}

/** Item types that are entities of their own (sites, pages, projects, …, surveys), not content. */
const ENTITY_TYPES: readonly string[] = [
  ...Object.values(ENTITY_KINDS).flatMap((kind) => kind.itemTypes),
  'Hub Initiative Template',
];

function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, ' ')}"`;
}

/**
 * An owner's content — every item that is not a site, page, project, initiative, template, discussion or survey —
 * searched, filtered by type, sorted and paged through the portal's search (so only what the caller may see is
 * counted), with the count of each type.
 *
 * @example
 * const page = await searchOwnContent({ owner: 'ana', text: 'trees', type: 'CSV', start: 1, num: 20 }, options);
 */
export async function searchOwnContent(query: OwnContentQuery, options: PortalCallOptions): Promise<OwnContentPage> {
  const notEntities = ENTITY_TYPES.map((type) => `type:${quoted(type)}`).join(' OR ');
  const parts = [`owner:${quoted(query.owner)}`, `NOT (${notEntities})`];
  const text = query.text?.trim();
  if (text) parts.push(`(${text.replace(/[()]/g, ' ')})`);
  if (query.type) parts.push(`type:${quoted(query.type)}`);
  const answer = await portalRequest<{
    total?: number;
    results?: unknown[];
    aggregations?: { counts?: { fieldName: string; fieldValues: { value: string; count: number }[] }[] };
  }>('search', {
    ...options,
    params: {
      q: parts.join(' AND '),
      sortField: query.sortField ?? 'modified',
      sortOrder: query.sortOrder ?? (query.sortField === 'title' || query.sortField === 'type' ? 'asc' : 'desc'),
      start: query.start ?? 1,
      num: query.num ?? 20,
      countFields: 'type',
      countSize: 50,
    },
  });
  const items = (answer.results ?? []).flatMap((raw) => {
    const parsed = portalItemSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const counts = answer.aggregations?.counts?.find((count) => count.fieldName === 'type')?.fieldValues ?? [];
  return {
    total: answer.total ?? items.length,
    items,
    types: counts.map((count) => ({ type: count.value, count: count.count })),
  };
}
