import { QuerySyntaxError } from './QuerySyntaxError.ts';

/** Tokens of a `q`. Positions are 1-based character offsets, for error messages. */
export type QueryToken =
  | { readonly type: 'word'; readonly value: string; readonly prefix: boolean; readonly pos: number }
  | { readonly type: 'phrase'; readonly value: string; readonly pos: number }
  | { readonly type: 'field'; readonly name: string; readonly pos: number }
  | { readonly type: 'and' | 'or' | 'not' | 'to' | 'lparen' | 'rparen'; readonly pos: number }
  | { readonly type: 'rangeOpen' | 'rangeClose'; readonly inclusive: boolean; readonly pos: number };

/** `q` is at most 10 KB (PORTAL-API.md "Conventions"). */
export const MAX_Q_BYTES = 10 * 1024;

const SPECIAL = new Set(['(', ')', '[', ']', '{', '}', '"']);
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Splits a `q` into tokens in one linear pass. Refuses, with a message that says where, a `q` over
 * 10 KB, control or bidirectional formatting characters, and an unterminated phrase.
 *
 * @example
 * tokenizeQuery('title:"park map" -draft');
 * // [{type:'field',name:'title'}, {type:'phrase',value:'park map'}, {type:'not'}, {type:'word',value:'draft'}]
 */
export function tokenizeQuery(q: string): QueryToken[] {
  if (new TextEncoder().encode(q).length > MAX_Q_BYTES) {
    throw new QuerySyntaxError(`q is longer than ${MAX_Q_BYTES} bytes.`);
  }
  const bad = findForbidden(q);
  if (bad >= 0) {
    const code = q.charCodeAt(bad).toString(16).toUpperCase().padStart(4, '0');
    throw new QuerySyntaxError(
      `q contains a control or bidirectional formatting character (U+${code}) at character ${bad + 1}.`,
    );
  }
  const tokens: QueryToken[] = [];
  let i = 0;
  while (i < q.length) {
    const ch = q[i]!;
    const pos = i + 1;
    if (/\s/u.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', pos });
      i += 1;
    } else if (ch === '[' || ch === '{') {
      tokens.push({ type: 'rangeOpen', inclusive: ch === '[', pos });
      i += 1;
    } else if (ch === ']' || ch === '}') {
      tokens.push({ type: 'rangeClose', inclusive: ch === ']', pos });
      i += 1;
    } else if (ch === '"') {
      i = readPhrase(q, i, tokens);
    } else if ((ch === '&' && q[i + 1] === '&') || (ch === '|' && q[i + 1] === '|')) {
      tokens.push({ type: ch === '&' ? 'and' : 'or', pos });
      i += 2;
    } else if ((ch === '-' || ch === '!' || ch === '+') && startsOperand(q[i + 1])) {
      // `+` (required) is the default under AND, so it adds nothing to the tree.
      if (ch !== '+') tokens.push({ type: 'not', pos });
      i += 1;
    } else {
      i = readWord(q, i, tokens);
    }
  }
  return tokens;
}

/**
 * Index of the first C0/C1 control (other than tab, newline, carriage return) or bidirectional
 * formatting character, or -1. Such characters hide what a query says from whoever reads it.
 */
function findForbidden(q: string): number {
  for (let i = 0; i < q.length; i += 1) {
    const c = q.charCodeAt(i);
    const control = (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f);
    const bidi =
      c === 0x061c || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
    if (control || bidi) return i;
  }
  return -1;
}

function startsOperand(next: string | undefined): boolean {
  return next !== undefined && !/\s/u.test(next) && next !== ')' && next !== ']' && next !== '}';
}

function readPhrase(q: string, start: number, tokens: QueryToken[]): number {
  let value = '';
  let i = start + 1;
  while (i < q.length) {
    const ch = q[i]!;
    if (ch === '\\' && i + 1 < q.length) {
      value += q[i + 1];
      i += 2;
    } else if (ch === '"') {
      tokens.push({ type: 'phrase', value, pos: start + 1 });
      return i + 1;
    } else {
      value += ch;
      i += 1;
    }
  }
  throw new QuerySyntaxError(`Unbalanced quote: the phrase that starts at character ${start + 1} is not closed.`);
}

function readWord(q: string, start: number, tokens: QueryToken[]): number {
  let value = '';
  let escapedEnd = false;
  let i = start;
  while (i < q.length) {
    const ch = q[i]!;
    if (/\s/u.test(ch) || SPECIAL.has(ch)) break;
    if (ch === '\\' && i + 1 < q.length) {
      value += q[i + 1];
      escapedEnd = true;
      i += 2;
      continue;
    }
    if (ch === ':' && !escapedEnd && FIELD_NAME.test(value) && value === q.slice(start, i)) {
      tokens.push({ type: 'field', name: value.toLowerCase(), pos: start + 1 });
      return i + 1;
    }
    value += ch;
    escapedEnd = false;
    i += 1;
  }
  const raw = q.slice(start, i);
  if (raw === '*:*') {
    tokens.push({ type: 'word', value: '*', prefix: false, pos: start + 1 });
  } else if (raw === 'AND' || raw === 'OR' || raw === 'NOT' || raw === 'TO') {
    tokens.push({ type: raw.toLowerCase() as 'and' | 'or' | 'not' | 'to', pos: start + 1 });
  } else {
    const prefix = raw.length > 1 && raw.endsWith('*') && !raw.endsWith('\\*');
    tokens.push({ type: 'word', value: prefix ? value.slice(0, -1) : value, prefix, pos: start + 1 });
  }
  return i;
}
