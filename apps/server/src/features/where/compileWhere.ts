import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { valueKindOf, type LayerField, type ValueKind } from '../../db/LayerField.ts';
import { parseDateLiteral } from './parseWhere.ts';
import type { WhereNode, WhereOperand } from './WhereNode.ts';
import { WhereSyntaxError } from './WhereSyntaxError.ts';

type Value = number | string;

/** An operand ready for SQL: a column (with its kind) or a literal still to be coerced to the other side's kind. */
type Compiled =
  | { readonly kind: 'column'; readonly valueKind: ValueKind; readonly sql: RawBuilder<unknown> }
  | { readonly kind: 'literal'; readonly operand: WhereOperand };

/**
 * Compiles a where tree to a parameterised SQL condition over the layer's columns: field names are resolved
 * case-insensitively against `fields` (an unknown one is refused), literals are coerced to the field's type and bound
 * as parameters. Nothing from the clause is ever spliced into the SQL text.
 *
 * @example
 * const condition = compileWhere(parseWhere("dbh > 10"), fields);
 */
export function compileWhere(node: WhereNode, fields: readonly LayerField[]): RawBuilder<SqlBool> {
  const byName = new Map(fields.map((f) => [f.name.toLowerCase(), f]));

  function operand(o: WhereOperand): Compiled {
    if (o.kind === 'field') {
      const field = byName.get(o.name.toLowerCase());
      if (!field) throw new WhereSyntaxError(`"${o.name}" at character ${o.pos} is not a field of this layer.`);
      return { kind: 'column', valueKind: valueKindOf(field.type), sql: sql.ref(field.column) };
    }
    if (o.kind === 'case') {
      const inner = operand(o.operand);
      if (inner.kind === 'literal') {
        const value = literalValue(inner.operand, 'string');
        return {
          kind: 'literal',
          operand: {
            kind: 'string',
            value: o.fn === 'upper' ? String(value).toUpperCase() : String(value).toLowerCase(),
          },
        };
      }
      if (inner.valueKind !== 'string')
        throw new WhereSyntaxError(`${o.fn.toUpperCase()} applies to text fields only.`);
      return {
        kind: 'column',
        valueKind: 'string',
        sql: o.fn === 'upper' ? sql`upper(${inner.sql})` : sql`lower(${inner.sql})`,
      };
    }
    return { kind: 'literal', operand: o };
  }

  /** One side as SQL, given the kind the comparison works in. */
  function side(c: Compiled, kind: ValueKind): RawBuilder<unknown> {
    if (c.kind === 'column') return c.sql;
    return sql`${literalValue(c.operand, kind)}`;
  }

  function kindOf(...sides: Compiled[]): ValueKind | undefined {
    const columns = sides.filter((s) => s.kind === 'column');
    const first = columns[0];
    if (!first) return undefined;
    if (columns.some((c) => c.valueKind !== first.valueKind)) {
      throw new WhereSyntaxError('A comparison mixes fields of different types.');
    }
    return first.valueKind;
  }

  function compile(n: WhereNode): RawBuilder<SqlBool> {
    switch (n.kind) {
      case 'and':
        return sql<SqlBool>`(${compile(n.left)} and ${compile(n.right)})`;
      case 'or':
        return sql<SqlBool>`(${compile(n.left)} or ${compile(n.right)})`;
      case 'not':
        return sql<SqlBool>`not (${compile(n.node)})`;
      case 'compare': {
        const left = operand(n.left);
        const right = operand(n.right);
        const kind = kindOf(left, right);
        if (kind === undefined) return constant(compareLiterals(n.op, literalOf(left), literalOf(right)));
        // The operator is one of six fixed strings from the tokenizer, never input text.
        return sql<SqlBool>`${side(left, kind)} ${sql.raw(n.op)} ${side(right, kind)}`;
      }
      case 'in': {
        const target = operand(n.operand);
        const values = n.values.map(operand);
        const kind = kindOf(target, ...values) ?? literalKind(literalOf(target));
        return sql<SqlBool>`${side(target, kind)} in (${sql.join(values.map((v) => side(v, kind)))})`;
      }
      case 'between': {
        const target = operand(n.operand);
        const low = operand(n.low);
        const high = operand(n.high);
        const kind = kindOf(target, low, high) ?? literalKind(literalOf(target));
        return sql<SqlBool>`${side(target, kind)} between ${side(low, kind)} and ${side(high, kind)}`;
      }
      case 'like': {
        const target = operand(n.operand);
        if (target.kind === 'column' && target.valueKind !== 'string') {
          throw new WhereSyntaxError('LIKE applies to text fields only.');
        }
        // Without ESCAPE a backslash is an ordinary character, as in the SQL standard.
        return sql<SqlBool>`${side(target, 'string')} like ${n.pattern} escape ${n.escape ?? ''}`;
      }
      case 'isNull': {
        const target = operand(n.operand);
        return target.kind === 'column' ? sql<SqlBool>`${target.sql} is null` : constant(false);
      }
    }
  }

  return compile(node);
}

function constant(value: boolean): RawBuilder<SqlBool> {
  return value ? sql<SqlBool>`true` : sql<SqlBool>`false`;
}

function literalOf(c: Compiled): WhereOperand {
  if (c.kind !== 'literal') throw new WhereSyntaxError('Internal: expected a literal.');
  return c.operand;
}

function literalKind(o: WhereOperand): ValueKind {
  return o.kind === 'string' ? 'string' : o.kind === 'date' ? 'date' : 'number';
}

/** A literal as a value of `kind`: numbers from numeric text, dates from date text or epoch milliseconds. */
function literalValue(o: WhereOperand, kind: ValueKind): Value {
  if (o.kind === 'field' || o.kind === 'case') throw new WhereSyntaxError('Internal: expected a literal.');
  switch (kind) {
    case 'string':
      return o.kind === 'string' ? o.value : String(o.value);
    case 'number': {
      if (o.kind !== 'string') return o.value;
      const value = Number(o.value);
      if (o.value.trim() === '' || !Number.isFinite(value)) throw new WhereSyntaxError(`'${o.value}' is not a number.`);
      return value;
    }
    case 'date':
      if (o.kind === 'string') return parseDateLiteral(o.value, 0);
      return o.value;
  }
}

function compareLiterals(op: string, a: WhereOperand, b: WhereOperand): boolean {
  const kind = literalKind(a) === literalKind(b) ? literalKind(a) : 'string';
  const x = literalValue(a, kind);
  const y = literalValue(b, kind);
  switch (op) {
    case '=':
      return x === y;
    case '<>':
      return x !== y;
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}
