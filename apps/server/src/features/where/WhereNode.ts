/** A value in a where clause: a field, a literal, or UPPER/LOWER of one. */
export type WhereOperand =
  | { readonly kind: 'field'; readonly name: string; readonly pos: number }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'date'; readonly value: number; readonly pos: number }
  | { readonly kind: 'case'; readonly fn: 'upper' | 'lower'; readonly operand: WhereOperand };

export type WhereComparison = '=' | '<>' | '<' | '<=' | '>' | '>=';

/**
 * The syntax tree of a where clause (the SQL-92 subset of ArcGIS standardised queries): AND/OR/NOT over comparisons,
 * IN, BETWEEN, LIKE and IS NULL.
 */
export type WhereNode =
  | { readonly kind: 'and' | 'or'; readonly left: WhereNode; readonly right: WhereNode }
  | { readonly kind: 'not'; readonly node: WhereNode }
  | {
      readonly kind: 'compare';
      readonly op: WhereComparison;
      readonly left: WhereOperand;
      readonly right: WhereOperand;
    }
  | { readonly kind: 'in'; readonly operand: WhereOperand; readonly values: readonly WhereOperand[] }
  | {
      readonly kind: 'between';
      readonly operand: WhereOperand;
      readonly low: WhereOperand;
      readonly high: WhereOperand;
    }
  | { readonly kind: 'like'; readonly operand: WhereOperand; readonly pattern: string; readonly escape?: string }
  | { readonly kind: 'isNull'; readonly operand: WhereOperand };
