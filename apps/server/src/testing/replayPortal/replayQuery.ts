/**
 * The replay portal's `q`: enough of the portal's search syntax for what Plaza and the import send — terms, quoted
 * phrases, `field:value` and `field:"phrase"`, `AND` / `OR` / `NOT` / `-`, parentheses, and a trailing `*` (the
 * prefix search Plaza's catalog sends for typed words, `PDF*`). A term with no field matches within title, tags,
 * snippet and description — with `*`, a word there starting with it; a field matches its values exactly, ignoring
 * case — with `*`, a value starting with it.
 */
export type QueryNode =
  | { readonly kind: 'term'; readonly field: string | undefined; readonly value: string }
  | { readonly kind: 'and' | 'or'; readonly left: QueryNode; readonly right: QueryNode }
  | { readonly kind: 'not'; readonly node: QueryNode }
  | { readonly kind: 'all' };

/** Field values of a record, lower-cased, by field name. */
export type FieldValues = (field: string) => readonly string[];

export class ReplayQueryError extends Error {
  readonly code = 'REPLAY_QUERY_INVALID';
}

/**
 * Parses `q`; an empty query matches everything.
 *
 * @example
 * matchesQuery(parseReplayQuery('type:"Hub Site Application" AND orgid:abc'), fieldsOf(item));
 */
export function parseReplayQuery(q: string): QueryNode {
  const tokens = tokenize(q);
  if (tokens.length === 0) return { kind: 'all' };
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const orExpr = (): QueryNode => {
    let left = andExpr();
    while (peek() === 'OR') {
      at += 1;
      left = { kind: 'or', left, right: andExpr() };
    }
    return left;
  };
  const andExpr = (): QueryNode => {
    let left = unary();
    for (;;) {
      const next = peek();
      if (next === undefined || next === 'OR' || next === ')') return left;
      if (next === 'AND') at += 1;
      left = { kind: 'and', left, right: unary() };
    }
  };
  const unary = (): QueryNode => {
    const token = peek();
    if (token === 'NOT' || token === '-') {
      at += 1;
      return { kind: 'not', node: unary() };
    }
    if (token === '(') {
      at += 1;
      const inner = orExpr();
      if (peek() !== ')') throw new ReplayQueryError(`Unbalanced parentheses in "${q}".`);
      at += 1;
      return inner;
    }
    if (token === undefined || token === ')') throw new ReplayQueryError(`Unexpected end of "${q}".`);
    at += 1;
    return term(token);
  };
  const node = orExpr();
  if (at < tokens.length) throw new ReplayQueryError(`Unexpected "${tokens[at]}" in "${q}".`);
  return node;
}

/** True when a record with these field values matches the query. */
export function matchesQuery(node: QueryNode, values: FieldValues): boolean {
  switch (node.kind) {
    case 'all':
      return true;
    case 'and':
      return matchesQuery(node.left, values) && matchesQuery(node.right, values);
    case 'or':
      return matchesQuery(node.left, values) || matchesQuery(node.right, values);
    case 'not':
      return !matchesQuery(node.node, values);
    case 'term': {
      const wanted = node.value.toLowerCase();
      const prefix = wanted.length > 1 && wanted.endsWith('*') ? wanted.slice(0, -1) : undefined;
      if (node.field === undefined) {
        return ['title', 'tags', 'snippet', 'description'].some((field) =>
          values(field).some((value) =>
            prefix === undefined ? value.includes(wanted) : wordsOf(value).some((word) => word.startsWith(prefix)),
          ),
        );
      }
      if (wanted === '*') return values(node.field).length > 0;
      if (prefix !== undefined) return values(node.field).some((value) => value.startsWith(prefix));
      return values(node.field).some((value) => value === wanted);
    }
  }
}

function term(token: string): QueryNode {
  const colon = token.indexOf(':');
  if (colon > 0 && !token.startsWith('"')) {
    return { kind: 'term', field: token.slice(0, colon).toLowerCase(), value: unquote(token.slice(colon + 1)) };
  }
  return { kind: 'term', field: undefined, value: unquote(token) };
}

function wordsOf(value: string): string[] {
  return value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function tokenize(q: string): string[] {
  const tokens: string[] = [];
  let at = 0;
  while (at < q.length) {
    const char = q[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '(' || char === ')') {
      tokens.push(char);
      at += 1;
    } else if (char === '-' && (at === 0 || /[\s(]/.test(q[at - 1]!))) {
      tokens.push('-');
      at += 1;
    } else {
      let end = at;
      let quoted = false;
      while (end < q.length && (quoted || !/[\s()]/.test(q[end]!))) {
        if (q[end] === '"') quoted = !quoted;
        end += 1;
      }
      if (quoted) throw new ReplayQueryError(`Unclosed quote in "${q}".`);
      tokens.push(q.slice(at, end));
      at = end;
    }
  }
  return tokens;
}
