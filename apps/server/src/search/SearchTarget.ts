import type { RawBuilder } from 'kysely';
import type { QueryField } from './QueryField.ts';

/**
 * What one kind of record is searched by (items, groups, users): the field map `q` is parsed and
 * compiled against, the weighted search vector full-text terms match, the sort fields a caller may
 * name and the order without one. The parser, compiler and paging are shared; only this differs.
 */
export interface SearchTarget<S extends string = string> {
  /** For messages: "item", "group", "user". */
  readonly name: string;
  readonly fields: Readonly<Record<string, QueryField>>;
  /** The weighted `tsvector` (A–D) that full-text terms and relevance use. */
  readonly vector: RawBuilder<unknown>;
  readonly sortFields: readonly S[];
  /** Order when no `sortField` is given and `q` has no text to rank by. */
  readonly defaultSort: readonly { readonly field: S; readonly order: 'asc' | 'desc' }[];
}

/**
 * The field definition for a lower-cased name, or undefined when the target has no such field.
 *
 * @example
 * searchField(ITEM_SEARCH, 'tags'); // { kind: 'keywords', column: 'items.tags_lc' }
 */
export function searchField(target: SearchTarget, name: string): QueryField | undefined {
  return Object.hasOwn(target.fields, name) ? target.fields[name] : undefined;
}
