import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueryNode, RangeNode, TermNode } from './QueryNode.ts';
import type { QueryField } from './QueryField.ts';
import { QuerySyntaxError } from './QuerySyntaxError.ts';
import { searchField, type SearchTarget } from './SearchTarget.ts';
import { searchWords, tsQueryText } from './textQuery.ts';

/** A compiled condition, or undefined when it matches every record. */
export type SqlFilter = RawBuilder<SqlBool> | undefined;

export interface CompileOptions {
  /**
   * The search `filter` parameter: fielded text (title, snippet, description) matches the whole
   * value exactly (case-insensitively) instead of by words.
   */
  readonly exact?: boolean;
  /**
   * Rows whose `private` fields the caller may see. A term on a private field is ANDed with it, so
   * it can never tell the caller anything about the rows it may not see; absent means none.
   */
  readonly privateFields?: RawBuilder<SqlBool>;
}

interface Compiler {
  readonly target: SearchTarget;
  readonly options: CompileOptions;
}

/**
 * Compiles a parsed `q` into a parameterised SQL condition on the target's table (items, groups,
 * users). Every value from the query is bound as a parameter; column names come only from the
 * target's fixed field map. A value of the wrong kind (a date that is not one, a boolean that is
 * not true/false) throws a {@link QuerySyntaxError}.
 *
 * @example
 * const where = compileQuery(parseQuery('tags:water', ITEM_SEARCH), ITEM_SEARCH);
 * db.selectFrom('items').where(where ?? sql<SqlBool>`true`)
 */
export function compileQuery(node: QueryNode, target: SearchTarget, options: CompileOptions = {}): SqlFilter {
  return compileNode(node, { target, options });
}

function compileNode(node: QueryNode, c: Compiler): SqlFilter {
  switch (node.kind) {
    case 'all':
      return undefined;
    case 'and': {
      const parts = node.children.map((child) => compileNode(child, c));
      const real = parts.filter((p): p is RawBuilder<SqlBool> => p !== undefined);
      if (real.length === 0) return undefined;
      return real.length === 1 ? real[0] : sql<SqlBool>`(${sql.join(real, sql` and `)})`;
    }
    case 'or': {
      const parts = node.children.map((child) => compileNode(child, c));
      if (parts.some((p) => p === undefined)) return undefined;
      const real = parts as RawBuilder<SqlBool>[];
      return real.length === 1 ? real[0] : sql<SqlBool>`(${sql.join(real, sql` or `)})`;
    }
    case 'not': {
      const inner = compileNode(node.child, c);
      // A missing value (NULL) does not match, so its negation does: `-name:x` keeps items without a name.
      return inner === undefined ? sql<SqlBool>`false` : sql<SqlBool>`not coalesce(${inner}, false)`;
    }
    case 'term': {
      const field = node.field === undefined ? undefined : known(c.target, node.field);
      return guarded(field, compileTerm(node, field, c), c);
    }
    case 'range': {
      const field = known(c.target, node.field);
      return guarded(field, compileRange(node, field), c);
    }
  }
}

/** A condition on a private field holds only where the caller may see that field. */
function guarded(field: QueryField | undefined, condition: SqlFilter, c: Compiler): SqlFilter {
  if (!field?.private || condition === undefined) return condition;
  return sql<SqlBool>`(${c.options.privateFields ?? sql<SqlBool>`false`} and ${condition})`;
}

function compileTerm(node: TermNode, field: QueryField | undefined, c: Compiler): SqlFilter {
  if (c.options.exact === true && field?.kind === 'text') {
    return sql<SqlBool>`lower(${sql.ref(field.column)}) = ${node.value.toLowerCase()}`;
  }
  if (field === undefined || field.kind === 'text') {
    const weight = field?.kind === 'text' ? field.weight : undefined;
    const unstemmed = node.prefix && !node.phrase ? unstemmedPrefix(node.value, weight) : undefined;
    // With an unstemmed prefix, the stemmed last word matches whole: "parcs" stems to "parc", and as a prefix that
    // would find "parcels" (issue 43 item 9; ADR 0243).
    const prefix = node.prefix && unstemmed === undefined;
    const text = tsQueryText(node.value, { phrase: node.phrase, prefix, ...(weight ? { weight } : {}) });
    if (text === undefined) return undefined;
    if (unstemmed === undefined) return sql<SqlBool>`${c.target.vector} @@ to_tsquery('english', ${text})`;
    // The stemmer turns a word being typed into something no stored word starts with ("bicy" becomes "bici"), so the
    // last word also matches unstemmed (issue 13): stemmed stored words start with what was typed, or nearly.
    const others = unstemmed.others === undefined ? sql`` : sql`to_tsquery('english', ${unstemmed.others}) && `;
    return sql<SqlBool>`${c.target.vector} @@ (to_tsquery('english', ${text}) || (${others}to_tsquery('simple', ${unstemmed.last})))`;
  }
  const value = node.value;
  const column = sql.ref(field.column);
  switch (field.kind) {
    case 'keywords':
      if (node.prefix) {
        return sql<SqlBool>`exists (select 1 from unnest(${column}) as k(v) where k.v like ${likePrefix(value)})`;
      }
      return sql<SqlBool>`${column} @> ${[value.toLowerCase()]}::text[]`;
    case 'jsonKeywords': {
      const match = node.prefix ? sql`like ${likePrefix(value)}` : sql`= ${value.toLowerCase()}`;
      return sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(${column}) as k(v) where lower(k.v) ${match})`;
    }
    case 'keyword':
      if (node.prefix) return sql<SqlBool>`lower(${column}) like ${likePrefix(value)}`;
      return sql<SqlBool>`lower(${column}) = ${value.toLowerCase()}`;
    case 'id':
      if (node.prefix) return sql<SqlBool>`${column} like ${likePrefix(value)}`;
      return sql<SqlBool>`${column} = ${value.toLowerCase()}`;
    case 'number':
    case 'date':
      return sql<SqlBool>`${column} = ${toNumber(field, node.field!, value)}`;
    case 'boolean':
      return sql<SqlBool>`${column} = ${toBoolean(node.field!, value)}`;
  }
}

function compileRange(node: RangeNode, field: QueryField): SqlFilter {
  const bounds: RawBuilder<SqlBool>[] = [];
  if (field.kind === 'number' || field.kind === 'date') {
    const column = sql.ref(field.column);
    if (node.from !== undefined) {
      const from = toNumber(field, node.field, node.from);
      bounds.push(node.includeFrom ? sql<SqlBool>`${column} >= ${from}` : sql<SqlBool>`${column} > ${from}`);
    }
    if (node.to !== undefined) {
      const to = toNumber(field, node.field, node.to);
      bounds.push(node.includeTo ? sql<SqlBool>`${column} <= ${to}` : sql<SqlBool>`${column} < ${to}`);
    }
  } else if (field.kind === 'keyword' && field.ranges === true) {
    const column = sql<string>`lower(${sql.ref(field.column)})`;
    if (node.from !== undefined) {
      const from = node.from.toLowerCase();
      bounds.push(node.includeFrom ? sql<SqlBool>`${column} >= ${from}` : sql<SqlBool>`${column} > ${from}`);
    }
    if (node.to !== undefined) {
      const to = node.to.toLowerCase();
      bounds.push(node.includeTo ? sql<SqlBool>`${column} <= ${to}` : sql<SqlBool>`${column} < ${to}`);
    }
  } else {
    throw new QuerySyntaxError(`The field "${node.field}" does not support ranges.`);
  }
  if (bounds.length === 0) return undefined;
  return bounds.length === 1 ? bounds[0] : sql<SqlBool>`(${sql.join(bounds, sql` and `)})`;
}

function known(target: SearchTarget, name: string): QueryField {
  const field = searchField(target, name);
  if (!field) throw new QuerySyntaxError(`Unknown field "${name}".`);
  return field;
}

/** `LIKE` pattern for "starts with", with `%`, `_` and `\` in the value matched literally. */
function likePrefix(value: string): string {
  return `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const INTEGER = /^-?\d{1,16}$/;

function toNumber(field: QueryField, name: string, value: string): number {
  if (INTEGER.test(value)) return Number(value);
  if (field.kind === 'date') {
    const time = Date.parse(value);
    if (Number.isFinite(time)) return time;
    throw new QuerySyntaxError(`The field "${name}" expects epoch milliseconds or an ISO 8601 date, not "${value}".`);
  }
  throw new QuerySyntaxError(`The field "${name}" expects a whole number, not "${value}".`);
}

function toBoolean(name: string, value: string): boolean {
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  throw new QuerySyntaxError(`The field "${name}" expects true or false, not "${value}".`);
}

/** The last word of a prefix term as an unstemmed prefix, and the words before it (stemmed as usual). */
function unstemmedPrefix(
  value: string,
  weight: 'A' | 'B' | 'C' | 'D' | undefined,
): { last: string; others: string | undefined } | undefined {
  const words = searchWords(value);
  const last = words.at(-1);
  if (last === undefined) return undefined;
  const others = tsQueryText(words.slice(0, -1).join(' '), {
    phrase: false,
    prefix: false,
    ...(weight ? { weight } : {}),
  });
  return { last: `${last}:*${weight ?? ''}`, others };
}
