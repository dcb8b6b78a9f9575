/**
 * The syntax tree of a search `q` (PORTAL-API.md "Search"): what {@link parseQuery} produces and
 * `compileQuery` turns into parameterised SQL. Field names are lower-case and known (see `queryFields`).
 */
export type QueryNode = AndNode | OrNode | NotNode | TermNode | RangeNode | MatchAllNode;

export interface AndNode {
  readonly kind: 'and';
  readonly children: readonly QueryNode[];
}

export interface OrNode {
  readonly kind: 'or';
  readonly children: readonly QueryNode[];
}

export interface NotNode {
  readonly kind: 'not';
  readonly child: QueryNode;
}

/** `water`, `"park map"`, `tags:water`, `title:park*`. */
export interface TermNode {
  readonly kind: 'term';
  /** Undefined for a term without a field (full text over title, tags, snippet and description). */
  readonly field: string | undefined;
  readonly value: string;
  /** Written in quotes: the words must appear in this order. */
  readonly phrase: boolean;
  /** Ends with an unescaped `*`: matches values that start with `value`. */
  readonly prefix: boolean;
}

/** `created:[a TO b]`, `{` and `}` for exclusive bounds, `*` for an open end. */
export interface RangeNode {
  readonly kind: 'range';
  readonly field: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly includeFrom: boolean;
  readonly includeTo: boolean;
}

/** An empty `q`, `*` or `*:*`. */
export interface MatchAllNode {
  readonly kind: 'all';
}

export const MATCH_ALL: MatchAllNode = Object.freeze({ kind: 'all' });
