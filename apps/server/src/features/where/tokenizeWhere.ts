import { WhereSyntaxError } from './WhereSyntaxError.ts';

/** Tokens of a `where` clause. Positions are 1-based character offsets, for messages. */
export type WhereToken =
  | { readonly type: 'name'; readonly text: string; readonly pos: number }
  | { readonly type: 'number'; readonly value: number; readonly pos: number }
  | { readonly type: 'string'; readonly value: string; readonly pos: number }
  | { readonly type: 'op'; readonly text: '=' | '<>' | '<' | '<=' | '>' | '>='; readonly pos: number }
  | { readonly type: '(' | ')' | ','; readonly pos: number };

/** A where clause is at most 10 KB, like a portal search's `q`. */
export const MAX_WHERE_BYTES = 10 * 1024;

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_.]/;
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?/;

/**
 * Splits a where clause into tokens in one pass: names (fields and keywords, optionally "quoted"), numbers,
 * 'strings' ('' for a quote), comparison operators, parentheses and commas. Anything else is refused with its
 * position.
 *
 * @example
 * tokenizeWhere("dbh >= 12 AND species = 'Oak'");
 */
export function tokenizeWhere(where: string): WhereToken[] {
  if (new TextEncoder().encode(where).length > MAX_WHERE_BYTES) {
    throw new WhereSyntaxError(`The where clause is longer than ${MAX_WHERE_BYTES} bytes.`);
  }
  const tokens: WhereToken[] = [];
  let i = 0;
  while (i < where.length) {
    const ch = where[i]!;
    const pos = i + 1;
    if (/\s/u.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ type: ch, pos });
      i += 1;
    } else if (ch === "'") {
      const [value, end] = readQuoted(where, i, "'");
      tokens.push({ type: 'string', value, pos });
      i = end;
    } else if (ch === '"') {
      const [text, end] = readQuoted(where, i, '"');
      if (text === '') throw new WhereSyntaxError(`An empty quoted name at character ${pos}.`);
      tokens.push({ type: 'name', text, pos });
      i = end;
    } else if ('=<>!'.includes(ch)) {
      const two = where.slice(i, i + 2);
      const text = two === '<>' || two === '!=' ? '<>' : two === '<=' || two === '>=' ? two : ch;
      if (text === '!') throw new WhereSyntaxError(`Unexpected "!" at character ${pos}.`);
      tokens.push({ type: 'op', text: text as '=' | '<>' | '<' | '<=' | '>' | '>=', pos });
      i += text.length === 2 || two === '!=' ? 2 : 1;
    } else if (
      /[\d.]/.test(ch) ||
      ((ch === '-' || ch === '+') && /[\d.]/.test(where[i + 1] ?? '') && signAllowed(tokens))
    ) {
      const match = NUMBER.exec(where.slice(i));
      if (!match) throw new WhereSyntaxError(`A malformed number at character ${pos}.`);
      const value = Number(match[0]);
      if (!Number.isFinite(value)) throw new WhereSyntaxError(`The number at character ${pos} is too large.`);
      tokens.push({ type: 'number', value, pos });
      i += match[0].length;
    } else if (NAME_START.test(ch)) {
      let end = i + 1;
      while (end < where.length && NAME_PART.test(where[end]!)) end += 1;
      tokens.push({ type: 'name', text: where.slice(i, end), pos });
      i = end;
    } else {
      const code = where.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
      throw new WhereSyntaxError(`Unexpected character "${ch}" (U+${code}) at character ${pos}.`);
    }
  }
  return tokens;
}

/** A sign starts a number only where a value may start (not after a value: `a -1` is not subtraction here). */
function signAllowed(tokens: readonly WhereToken[]): boolean {
  const last = tokens.at(-1);
  return last === undefined || last.type === 'op' || last.type === '(' || last.type === ',' || last.type === 'name';
}

function readQuoted(text: string, start: number, quote: string): [string, number] {
  let value = '';
  let i = start + 1;
  for (;;) {
    if (i >= text.length)
      throw new WhereSyntaxError(`An unterminated ${quote === "'" ? 'string' : 'name'} at character ${start + 1}.`);
    const ch = text[i]!;
    if (ch === quote) {
      if (text[i + 1] === quote) {
        value += quote;
        i += 2;
        continue;
      }
      return [value, i + 1];
    }
    value += ch;
    i += 1;
  }
}
