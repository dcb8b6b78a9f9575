import { tokenizeWhere, type WhereToken } from './tokenizeWhere.ts';
import type { WhereComparison, WhereNode, WhereOperand } from './WhereNode.ts';
import { readIsoDate } from '../readIsoDate.ts';
import { WhereSyntaxError } from './WhereSyntaxError.ts';

/** Nesting deeper than this is refused (a parenthesis bomb must not exhaust the stack). */
export const MAX_WHERE_DEPTH = 32;
/** Values in one IN list. */
export const MAX_IN_VALUES = 1000;

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'between', 'like', 'escape', 'is', 'null', 'date', 'timestamp']);

/**
 * Parses a where clause into its syntax tree; `undefined` for an empty clause or the conventional `1=1`. Field names
 * are kept as written: the compiler resolves them against the layer's fields.
 *
 * @example
 * parseWhere("species = 'Oak' AND dbh BETWEEN 10 AND 20");
 */
export function parseWhere(where: string): WhereNode | undefined {
  const tokens = tokenizeWhere(where);
  if (tokens.length === 0) return undefined;
  let at = 0;
  let depth = 0;

  const peek = (): WhereToken | undefined => tokens[at];
  const where_ = (token: WhereToken | undefined) => (token ? `at character ${token.pos}` : 'at the end');
  const fail = (what: string, token = peek()): never => {
    throw new WhereSyntaxError(`Expected ${what} ${where_(token)}.`);
  };
  const isKeyword = (word: string, token = peek()) => token?.type === 'name' && token.text.toLowerCase() === word;
  const takeKeyword = (word: string) => {
    if (!isKeyword(word)) fail(word.toUpperCase());
    at += 1;
  };
  const take = (type: '(' | ')' | ',') => {
    if (peek()?.type !== type) fail(`"${type}"`);
    at += 1;
  };

  function expression(): WhereNode {
    depth += 1;
    if (depth > MAX_WHERE_DEPTH) throw new WhereSyntaxError(`The where clause nests deeper than ${MAX_WHERE_DEPTH}.`);
    let left = conjunction();
    while (isKeyword('or')) {
      at += 1;
      left = { kind: 'or', left, right: conjunction() };
    }
    depth -= 1;
    return left;
  }

  function conjunction(): WhereNode {
    let left = negation();
    while (isKeyword('and')) {
      at += 1;
      left = { kind: 'and', left, right: negation() };
    }
    return left;
  }

  function negation(): WhereNode {
    if (isKeyword('not')) {
      at += 1;
      depth += 1;
      if (depth > MAX_WHERE_DEPTH) throw new WhereSyntaxError(`The where clause nests deeper than ${MAX_WHERE_DEPTH}.`);
      const node: WhereNode = { kind: 'not', node: negation() };
      depth -= 1;
      return node;
    }
    return predicate();
  }

  function predicate(): WhereNode {
    // A parenthesis opens either a sub-expression or a parenthesised operand (`(DBH) >= 20`, as metric filters are
    // written, spec 1 §5): one field or value closed at once is an operand, anything else an expression.
    const single = tokens[at + 1];
    const operandInParentheses =
      peek()?.type === '(' &&
      tokens[at + 2]?.type === ')' &&
      (single?.type === 'number' ||
        single?.type === 'string' ||
        (single?.type === 'name' && !KEYWORDS.has(single.text.toLowerCase())));
    if (peek()?.type === '(' && !operandInParentheses) {
      at += 1;
      const inner = expression();
      take(')');
      return inner;
    }
    const left = operand();
    const token = peek();
    if (token?.type === 'op') {
      at += 1;
      return { kind: 'compare', op: token.text as WhereComparison, left, right: operand() };
    }
    const negated = isKeyword('not');
    if (negated) at += 1;
    let node: WhereNode;
    if (isKeyword('in')) {
      at += 1;
      take('(');
      const values: WhereOperand[] = [literal()];
      while (peek()?.type === ',') {
        at += 1;
        values.push(literal());
        if (values.length > MAX_IN_VALUES)
          throw new WhereSyntaxError(`An IN list has more than ${MAX_IN_VALUES} values.`);
      }
      take(')');
      node = { kind: 'in', operand: left, values };
    } else if (isKeyword('between')) {
      at += 1;
      const low = operand();
      takeKeyword('and');
      node = { kind: 'between', operand: left, low, high: operand() };
    } else if (isKeyword('like')) {
      at += 1;
      const pattern = peek();
      if (pattern?.type !== 'string') return fail('a quoted pattern after LIKE', pattern);
      at += 1;
      let escape: string | undefined;
      if (isKeyword('escape')) {
        at += 1;
        const e = peek();
        if (e?.type !== 'string' || [...e.value].length !== 1) return fail('one quoted character after ESCAPE', e);
        at += 1;
        escape = e.value;
      }
      node = { kind: 'like', operand: left, pattern: pattern.value, ...(escape !== undefined ? { escape } : {}) };
    } else if (isKeyword('is') && !negated) {
      at += 1;
      const not = isKeyword('not');
      if (not) at += 1;
      takeKeyword('null');
      node = { kind: 'isNull', operand: left };
      return not ? { kind: 'not', node } : node;
    } else {
      return fail(negated ? 'IN, BETWEEN or LIKE after NOT' : 'a comparison (=, <>, <, >, IN, BETWEEN, LIKE, IS NULL)');
    }
    return negated ? { kind: 'not', node } : node;
  }

  function operand(): WhereOperand {
    const token = peek();
    if (token?.type === '(') {
      at += 1;
      depth += 1;
      if (depth > MAX_WHERE_DEPTH) throw new WhereSyntaxError(`The where clause nests deeper than ${MAX_WHERE_DEPTH}.`);
      const inner = operand();
      take(')');
      depth -= 1;
      return inner;
    }
    if (token?.type === 'name') {
      const word = token.text.toLowerCase();
      if ((word === 'upper' || word === 'lower') && tokens[at + 1]?.type === '(') {
        at += 2;
        const inner = operand();
        take(')');
        return { kind: 'case', fn: word, operand: inner };
      }
      if (word === 'date' || word === 'timestamp') return literal();
      if (KEYWORDS.has(word)) return fail('a field or a value', token);
      at += 1;
      return { kind: 'field', name: token.text, pos: token.pos };
    }
    return literal();
  }

  function literal(): WhereOperand {
    const token = peek();
    if (token?.type === 'number') {
      at += 1;
      return { kind: 'number', value: token.value };
    }
    if (token?.type === 'string') {
      at += 1;
      return { kind: 'string', value: token.value };
    }
    if (token?.type === 'name' && ['date', 'timestamp'].includes(token.text.toLowerCase())) {
      at += 1;
      const text = peek();
      if (text?.type !== 'string') return fail(`a quoted date after ${token.text.toUpperCase()}`, text);
      at += 1;
      return { kind: 'date', value: parseDateLiteral(text.value, text.pos), pos: text.pos };
    }
    return fail('a value', token);
  }

  const tree = expression();
  if (at < tokens.length) fail('AND, OR or the end', peek());
  return isTautology(tree) ? undefined : tree;
}

/**
 * A date literal's instant in epoch milliseconds, UTC: `yyyy-mm-dd`, optionally with ` hh:mm[:ss[.fff]]`.
 *
 * @example
 * parseDateLiteral('2024-05-01 12:00:00', 1); // 1714564800000
 */
export function parseDateLiteral(text: string, pos: number): number {
  const value = readIsoDate(text);
  if (value === undefined)
    throw new WhereSyntaxError(`"${text}" at character ${pos} is not a date (yyyy-mm-dd hh:mm:ss).`);
  return value;
}

/** `1=1` (and the like) asks for every row: no filter at all. */
function isTautology(node: WhereNode): boolean {
  return (
    node.kind === 'compare' &&
    node.op === '=' &&
    node.left.kind === 'number' &&
    node.right.kind === 'number' &&
    node.left.value === node.right.value
  );
}
