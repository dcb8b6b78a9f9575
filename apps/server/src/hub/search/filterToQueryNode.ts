import type { FilterLiteral, FilterNode } from '@plaza/core';
import { HubApiError } from '../../errors/hubApiError.ts';
import type { QueryNode, TermNode } from '../../search/QueryNode.ts';
import { ITEM_SEARCH } from '../../search/itemSearchTarget.ts';
import { searchField } from '../../search/SearchTarget.ts';

/**
 * Turns a parsed hub search `filter` into the portal search's own query tree, so both searches
 * compile through one compiler (`compileQuery`) into the same parameterised SQL: `field='v'` means
 * exactly what the portal's `field:"v"` means. Field names are case-insensitive (`typeKeywords`,
 * `orgId`) and may carry the `properties.` prefix of `sortBy`; an unknown field is a 400.
 *
 * @example
 * filterToQueryNode(parseHubSearchFilter("type IN ('CSV', 'PDF')"));
 * // { kind: 'or', children: [{ kind: 'term', field: 'type', value: 'CSV', phrase: true, ... }, ...] }
 */
export function filterToQueryNode(node: FilterNode): QueryNode {
  switch (node.kind) {
    case 'and':
    case 'or':
      return { kind: node.kind, children: node.children.map(filterToQueryNode) };
    case 'eq':
      return term(fieldName(node.field), node.value);
    case 'in': {
      const field = fieldName(node.field);
      const values = node.values.map((value) => term(field, value));
      const any: QueryNode = values.length === 1 ? values[0]! : { kind: 'or', children: values };
      return node.negated ? { kind: 'not', child: any } : any;
    }
    case 'between':
      return {
        kind: 'range',
        field: fieldName(node.field),
        from: String(node.from),
        to: String(node.to),
        includeFrom: true,
        includeTo: true,
      };
  }
}

/** `typeKeywords`, `TYPEKEYWORDS` and `properties.typeKeywords` (as in `sortBy`) all name one field. */
function fieldName(raw: string): string {
  const name = raw.toLowerCase().replace(/^properties\./, '');
  if (!searchField(ITEM_SEARCH, name)) throw new HubApiError(400, 'Bad Request', `Unknown filter field "${raw}".`);
  return name;
}

/** A value is a quoted phrase in the portal's terms; booleans are bare words there too. */
function term(field: string, value: FilterLiteral): TermNode {
  return { kind: 'term', field, value: String(value), phrase: typeof value !== 'boolean', prefix: false };
}
