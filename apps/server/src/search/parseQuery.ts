import { MATCH_ALL, type QueryNode } from './QueryNode.ts';
import { QuerySyntaxError } from './QuerySyntaxError.ts';
import { supportsRange } from './QueryField.ts';
import { searchField, type SearchTarget } from './SearchTarget.ts';
import { tokenizeQuery, type QueryToken } from './tokenizeQuery.ts';

/** Parentheses nest at most this deep. */
export const MAX_QUERY_DEPTH = 32;
/** A `q` holds at most this many terms and ranges. */
export const MAX_QUERY_TERMS = 256;

interface State {
  readonly target: SearchTarget;
  readonly tokens: readonly QueryToken[];
  index: number;
  terms: number;
}

/**
 * Parses a search `q` into a {@link QueryNode} tree in linear time: terms, quoted phrases,
 * `field:value`, `field:(a OR b)`, `AND`/`&&`, `OR`/`||`, `NOT`/`!`/`-`, `+`, parentheses and ranges
 * `field:[a TO b]` (`{}` exclusive, `*` open). Adjacent clauses are ANDed, as the portal does.
 * Field names are checked against the target's field map (items, groups, users), so every search
 * speaks one language. Anything malformed throws a {@link QuerySyntaxError} whose message says what
 * and where. See ADR 0050 for why this is not an npm parser.
 *
 * @example
 * parseQuery('tags:water -type:"Web Map"', ITEM_SEARCH);
 * // {kind:'and', children:[{kind:'term',field:'tags',value:'water',...}, {kind:'not',child:{...}}]}
 */
export function parseQuery(q: string | undefined, target: SearchTarget): QueryNode {
  const tokens = tokenizeQuery(q ?? '');
  if (tokens.length === 0) return MATCH_ALL;
  const state: State = { target, tokens, index: 0, terms: 0 };
  const node = parseOr(state, undefined, 0);
  const rest = state.tokens[state.index];
  if (rest) {
    if (rest.type === 'rparen')
      throw error(`Unbalanced parentheses: the ")" at character ${rest.pos} has no matching "(".`);
    throw error(`Unexpected ${describe(rest)} at character ${rest.pos}.`);
  }
  return node;
}

function parseOr(s: State, field: string | undefined, depth: number): QueryNode {
  const children = [parseAnd(s, field, depth)];
  while (peek(s)?.type === 'or') {
    const op = next(s);
    if (!startsClause(peek(s))) throw error(`Expected a term after "OR" at character ${op.pos}.`);
    children.push(parseAnd(s, field, depth));
  }
  return children.length === 1 ? children[0]! : { kind: 'or', children };
}

function parseAnd(s: State, field: string | undefined, depth: number): QueryNode {
  const children = [parseUnary(s, field, depth)];
  for (;;) {
    const token = peek(s);
    if (token?.type === 'and') {
      next(s);
      if (!startsClause(peek(s))) throw error(`Expected a term after "AND" at character ${token.pos}.`);
    } else if (!startsClause(token)) {
      break;
    }
    children.push(parseUnary(s, field, depth));
  }
  return children.length === 1 ? children[0]! : { kind: 'and', children };
}

function parseUnary(s: State, field: string | undefined, depth: number): QueryNode {
  // Iterative, so that thousands of `!` cannot exhaust the stack; NOT NOT a is a.
  let negations = 0;
  for (let token = peek(s); token?.type === 'not'; token = peek(s)) {
    next(s);
    if (!startsClause(peek(s))) throw error(`Expected a term after "NOT" at character ${token.pos}.`);
    negations += 1;
  }
  const operand = parsePrimary(s, field, depth);
  return negations % 2 === 1 ? { kind: 'not', child: operand } : operand;
}

function parsePrimary(s: State, field: string | undefined, depth: number): QueryNode {
  const token = next(s);
  switch (token.type) {
    case 'lparen':
      return parseGroup(s, token, field, depth);
    case 'field': {
      const known = searchField(s.target, token.name);
      if (!known) {
        throw error(
          `Unknown field "${token.name}" at character ${token.pos}. Searchable fields: ${Object.keys(s.target.fields).join(', ')}.`,
        );
      }
      const value = peek(s);
      if (!value) throw error(`Expected a value after "${token.name}:" at character ${token.pos}.`);
      if (value.type === 'lparen') return parseGroup(s, next(s), token.name, depth);
      if (value.type === 'rangeOpen') {
        if (!supportsRange(known))
          throw error(`The field "${token.name}" does not support ranges (character ${value.pos}).`);
        return parseRange(s, token.name);
      }
      if (value.type !== 'word' && value.type !== 'phrase' && value.type !== 'to') {
        throw error(`Expected a value after "${token.name}:" at character ${token.pos}.`);
      }
      return parseTerm(s, token.name);
    }
    case 'word':
    case 'phrase':
    case 'to':
      s.index -= 1;
      return parseTerm(s, field);
    case 'rangeOpen':
      throw error(`A range needs a field, as in created:[a TO b] (character ${token.pos}).`);
    case 'rparen':
      throw error(`Unbalanced parentheses: the ")" at character ${token.pos} has no matching "(".`);
    default:
      throw error(`Unexpected ${describe(token)} at character ${token.pos}.`);
  }
}

function parseGroup(s: State, open: QueryToken, field: string | undefined, depth: number): QueryNode {
  if (depth + 1 > MAX_QUERY_DEPTH)
    throw error(`Parentheses nest more than ${MAX_QUERY_DEPTH} deep (character ${open.pos}).`);
  const first = peek(s);
  if (!first) throw error(`Unbalanced parentheses: the "(" at character ${open.pos} is not closed.`);
  if (first.type === 'rparen') throw error(`Empty parentheses at character ${open.pos}.`);
  const inner = parseOr(s, field, depth + 1);
  const close = s.tokens[s.index];
  if (close?.type !== 'rparen') {
    if (!close) throw error(`Unbalanced parentheses: the "(" at character ${open.pos} is not closed.`);
    throw error(`Unexpected ${describe(close)} at character ${close.pos}.`);
  }
  s.index += 1;
  return inner;
}

function parseTerm(s: State, field: string | undefined): QueryNode {
  const token = next(s);
  countTerm(s);
  if (token.type === 'phrase') return { kind: 'term', field, value: token.value, phrase: true, prefix: false };
  // Outside a range, TO is an ordinary word.
  if (token.type === 'to') return { kind: 'term', field, value: 'TO', phrase: false, prefix: false };
  if (token.type !== 'word') throw error(`Expected a value at character ${token.pos}.`);
  if (token.value === '*' || (field === undefined && token.value === '*:*')) return MATCH_ALL;
  return { kind: 'term', field, value: token.value, phrase: false, prefix: token.prefix };
}

function parseRange(s: State, field: string): QueryNode {
  const open = next(s);
  if (open.type !== 'rangeOpen') throw error(`Expected "[" at character ${open.pos}.`);
  countTerm(s);
  const from = rangeBound(s, open.pos);
  const to = peek(s);
  if (to?.type !== 'to') throw error(`A range needs "TO" between its bounds (the range at character ${open.pos}).`);
  next(s);
  const upper = rangeBound(s, open.pos);
  const close = peek(s);
  if (close?.type !== 'rangeClose')
    throw error(`Unbalanced range: the "${open.inclusive ? '[' : '{'}" at character ${open.pos} is not closed.`);
  next(s);
  return { kind: 'range', field, from, to: upper, includeFrom: open.inclusive, includeTo: close.inclusive };
}

function rangeBound(s: State, openPos: number): string | undefined {
  const token = peek(s);
  if (token?.type === 'word' || token?.type === 'phrase') {
    next(s);
    const value = token.type === 'word' && token.prefix ? `${token.value}*` : token.value;
    return value === '*' ? undefined : value;
  }
  throw error(`Unbalanced range: the range at character ${openPos} needs two bounds, as in [a TO b].`);
}

function countTerm(s: State): void {
  s.terms += 1;
  if (s.terms > MAX_QUERY_TERMS) throw error(`q has more than ${MAX_QUERY_TERMS} terms.`);
}

function startsClause(token: QueryToken | undefined): boolean {
  return (
    token !== undefined &&
    (token.type === 'word' ||
      token.type === 'phrase' ||
      token.type === 'field' ||
      token.type === 'lparen' ||
      token.type === 'not' ||
      token.type === 'to' ||
      token.type === 'rangeOpen')
  );
}

function peek(s: State): QueryToken | undefined {
  return s.tokens[s.index];
}

function next(s: State): QueryToken {
  const token = s.tokens[s.index];
  if (!token) {
    const last = s.tokens[s.tokens.length - 1];
    throw error(`q ends too early, after ${last ? describe(last) : 'nothing'}.`);
  }
  s.index += 1;
  return token;
}

function describe(token: QueryToken): string {
  switch (token.type) {
    case 'word':
      return `"${token.value}"`;
    case 'phrase':
      return 'a quoted phrase';
    case 'field':
      return `"${token.name}:"`;
    case 'lparen':
      return '"("';
    case 'rparen':
      return '")"';
    case 'rangeOpen':
      return token.inclusive ? '"["' : '"{"';
    case 'rangeClose':
      return token.inclusive ? '"]"' : '"}"';
    default:
      return `"${token.type.toUpperCase()}"`;
  }
}

function error(message: string): QuerySyntaxError {
  return new QuerySyntaxError(message);
}
