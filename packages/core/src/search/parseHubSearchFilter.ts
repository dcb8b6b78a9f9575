import { HubError } from '../errors/HubError.ts';

/** A literal of the hub search filter grammar. */
export type FilterLiteral = string | number | boolean;

/** The syntax tree of a hub search `filter` (the grammar {@link toHubSearchFilter} writes). */
export type FilterNode =
  | { readonly kind: 'and' | 'or'; readonly children: readonly FilterNode[] }
  | { readonly kind: 'eq'; readonly field: string; readonly value: FilterLiteral }
  | {
      readonly kind: 'in';
      readonly field: string;
      readonly values: readonly FilterLiteral[];
      readonly negated: boolean;
    }
  | { readonly kind: 'between'; readonly field: string; readonly from: FilterLiteral; readonly to: FilterLiteral };

/**
 * Longest filter accepted, like the portal's `q` (10 KB).
 *
 * @example
 * if (filter.length > MAX_FILTER_LENGTH) reject();
 */
export const MAX_FILTER_LENGTH = 10_240;
const MAX_DEPTH = 32;

type Token =
  | { readonly type: 'ident' | 'keyword'; readonly text: string; readonly at: number }
  | { readonly type: 'string'; readonly text: string; readonly at: number }
  | { readonly type: 'number'; readonly value: number; readonly at: number }
  | { readonly type: 'punct'; readonly text: '(' | ')' | ',' | '='; readonly at: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IN', 'BETWEEN', 'TRUE', 'FALSE']);

/**
 * Parses hub search filter text into a syntax tree, so the server can compile it to parameterised SQL
 * and never splice text. Grammar: `expr := and (OR and)*`, `and := atom (AND atom)*`,
 * `atom := '(' expr ')' | field '=' literal | field [NOT] IN '(' literal, ... ')' | field BETWEEN literal AND literal`;
 * literals are `'single-quoted'` (`''` for a quote), numbers, `true`, `false`. Keywords are case-insensitive.
 * Throws a {@link HubError} with code `INVALID_FILTER` saying where the text went wrong.
 *
 * @example
 * parseHubSearchFilter("type IN ('Web Map', 'CSV') AND owner='ana'");
 * // { kind: 'and', children: [{ kind: 'in', field: 'type', ... }, { kind: 'eq', field: 'owner', value: 'ana' }] }
 */
export function parseHubSearchFilter(text: string): FilterNode {
  if (text.length > MAX_FILTER_LENGTH) invalid(`filter is longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(text);
  let index = 0;
  const peek = (): Token | undefined => tokens[index];
  const isKeyword = (word: string): boolean => {
    const token = peek();
    return token?.type === 'keyword' && token.text === word;
  };
  const expectPunct = (text: '(' | ')' | ',' | '='): void => {
    const token = peek();
    if (token?.type !== 'punct' || token.text !== text) invalid(`expected '${text}' ${where(token)}`);
    index += 1;
  };

  const parseOr = (depth: number): FilterNode => {
    const children = [parseAnd(depth)];
    while (isKeyword('OR')) {
      index += 1;
      children.push(parseAnd(depth));
    }
    return children.length === 1 ? children[0]! : { kind: 'or', children };
  };
  const parseAnd = (depth: number): FilterNode => {
    const children = [parseAtom(depth)];
    while (isKeyword('AND')) {
      index += 1;
      children.push(parseAtom(depth));
    }
    return children.length === 1 ? children[0]! : { kind: 'and', children };
  };
  const parseAtom = (depth: number): FilterNode => {
    if (depth > MAX_DEPTH) invalid(`filter nests deeper than ${MAX_DEPTH} levels`);
    const token = peek();
    if (token?.type === 'punct' && token.text === '(') {
      index += 1;
      const node = parseOr(depth + 1);
      expectPunct(')');
      return node;
    }
    if (token?.type !== 'ident') invalid(`expected a field name ${where(token)}`);
    index += 1;
    const field = token.text;
    const next = peek();
    if (next?.type === 'punct' && next.text === '=') {
      index += 1;
      return { kind: 'eq', field, value: parseLiteral() };
    }
    const negated = isKeyword('NOT');
    if (negated) index += 1;
    if (isKeyword('IN')) {
      index += 1;
      expectPunct('(');
      const values = [parseLiteral()];
      while (peek()?.type === 'punct' && (peek() as { text: string }).text === ',') {
        index += 1;
        values.push(parseLiteral());
      }
      expectPunct(')');
      return { kind: 'in', field, values, negated };
    }
    if (!negated && isKeyword('BETWEEN')) {
      index += 1;
      const from = parseLiteral();
      if (!isKeyword('AND')) invalid(`expected AND ${where(peek())}`);
      index += 1;
      return { kind: 'between', field, from, to: parseLiteral() };
    }
    return invalid(`expected =, IN, NOT IN or BETWEEN ${where(next)}`);
  };
  const parseLiteral = (): FilterLiteral => {
    const token = peek();
    index += 1;
    if (token?.type === 'string') return token.text;
    if (token?.type === 'number') return token.value;
    if (token?.type === 'keyword' && (token.text === 'TRUE' || token.text === 'FALSE')) return token.text === 'TRUE';
    return invalid(`expected a value ${where(token)}`);
  };

  const tree = parseOr(0);
  if (index < tokens.length) invalid(`unexpected ${where(peek())}`);
  return tree;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')' || char === ',' || char === '=') {
      tokens.push({ type: 'punct', text: char, at: i });
      i += 1;
    } else if (char === "'") {
      const at = i;
      let value = '';
      i += 1;
      for (;;) {
        if (i >= text.length) invalid(`unterminated string at ${at}`);
        if (text[i] === "'" && text[i + 1] === "'") {
          value += "'";
          i += 2;
        } else if (text[i] === "'") {
          i += 1;
          break;
        } else {
          value += text[i];
          i += 1;
        }
      }
      tokens.push({ type: 'string', text: value, at });
    } else {
      const match = /^(-?\d+(?:\.\d+)?)|^([A-Za-z_][A-Za-z0-9_.]*)/.exec(text.slice(i));
      if (!match) invalid(`unexpected character '${char}' at ${i}`);
      if (match[1] !== undefined) tokens.push({ type: 'number', value: Number(match[1]), at: i });
      else {
        const word = match[2]!;
        const upper = word.toUpperCase();
        tokens.push(
          KEYWORDS.has(upper) ? { type: 'keyword', text: upper, at: i } : { type: 'ident', text: word, at: i },
        );
      }
      i += match[0].length;
    }
  }
  return tokens;
}

function where(token: Token | undefined): string {
  return token ? `at ${token.at}` : 'at the end';
}

function invalid(detail: string): never {
  throw new HubError('INVALID_FILTER', `Invalid filter: ${detail}.`, { status: 400 });
}
