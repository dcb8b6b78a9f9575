import { HubError } from '../errors/HubError.ts';

/** A field a metric filters on, with its esri type (`esriFieldTypeString`, `esriFieldTypeDate`, numbers…). */
export interface MetricField {
  readonly name: string;
  readonly type?: string;
}

/**
 * One filter of a metric (an expression of its expression set): a string field matches any of its values (or, for
 * filters migrated from the old stat card, contains the first one: `like`); a date or number field lies between its
 * two values, either of which may be missing.
 *
 * @example
 * const planted: MetricExpression = { field: { name: 'PLANTED', type: 'esriFieldTypeDate' }, values: ['2026-01-01'] };
 */
export interface MetricExpression {
  readonly field: MetricField;
  readonly values: readonly (string | number | null | undefined)[];
  readonly relationship?: 'like' | 'between' | 'is';
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A string value for a where clause: single quotes doubled (spec 1 §5). */
function quoted(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined && value !== '';
}

function bound(field: string, low: string | undefined, high: string | undefined): string | undefined {
  if (low !== undefined && high !== undefined) return `${low} AND ${high}`;
  return low ?? high;
}

function clauseOf(expression: MetricExpression): string | undefined {
  const { field, values } = expression;
  if (!field.name || values.length === 0 || !values.some(present)) return undefined;
  if (!FIELD_NAME.test(field.name)) {
    throw new HubError('METRIC_INVALID_FIELD', `"${field.name.slice(0, 64)}" is not a field name.`);
  }
  const name = field.name;
  if (field.type === 'esriFieldTypeString') {
    const strings = values.filter(present).map(String);
    if (expression.relationship === 'like') return `${name} like ${quoted(`%${strings[0]}%`)}`;
    return `(${name} IN (${strings.map(quoted).join(', ')}))`;
  }
  const [from, to] = values;
  if (field.type === 'esriFieldTypeDate') {
    for (const day of [from, to]) {
      if (present(day) && !DATE.test(String(day))) {
        throw new HubError('METRIC_INVALID_DATE', `"${String(day).slice(0, 32)}" is not a date (YYYY-MM-DD).`);
      }
    }
    // A day runs from 00:00:00 to 23:59:59 (spec 1 §5).
    return bound(
      name,
      present(from) ? `${name} >= timestamp ${quoted(`${from} 00:00:00`)}` : undefined,
      present(to) ? `${name} <= timestamp ${quoted(`${to} 23:59:59`)}` : undefined,
    );
  }
  const number = (value: string | number) => {
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(parsed)) {
      throw new HubError('METRIC_INVALID_NUMBER', `"${String(value).slice(0, 32)}" is not a number.`);
    }
    return parsed;
  };
  return bound(
    name,
    present(from) ? `(${name}) >= ${number(from)}` : undefined,
    present(to) ? `(${name}) <= ${number(to)}` : undefined,
  );
}

/**
 * The where clause of a metric's filters (spec 1 §5): each complete filter as a clause, joined with AND; days from
 * 00:00:00 to 23:59:59; quotes in strings doubled; no filter is `1=1`. A field name that is not one, a date that is
 * not YYYY-MM-DD or a number that is not a number is refused (`HubError`), never passed into the clause.
 *
 * @example
 * buildMetricWhere([{ field: { name: 'SPECIES', type: 'esriFieldTypeString' }, values: ["O'Brien oak"] }]);
 * // "(SPECIES IN ('O''Brien oak'))"
 */
export function buildMetricWhere(expressions: readonly MetricExpression[] = []): string {
  return (
    expressions
      .map(clauseOf)
      .filter((clause): clause is string => clause !== undefined)
      .join(' AND ') || '1=1'
  );
}

/**
 * A stored where clause as a clause: the reference's editor stores it URI-encoded (`1%3D1`), Plaza as the spec writes
 * it (`1=1`); an encoded one (escapes and no space) is decoded, anything else is as stored (ADR 0203).
 *
 * @example
 * readMetricWhere('(SPECIES%20IN%20(%27Oak%27))'); // "(SPECIES IN ('Oak'))"
 * readMetricWhere("NAME = '100%25 oak'"); // unchanged: it has spaces
 */
export function readMetricWhere(where: string | undefined): string | undefined {
  if (where === undefined || /\s/.test(where) || !/%[0-9a-f]{2}/i.test(where)) return where;
  try {
    return decodeURIComponent(where);
  } catch {
    return where;
  }
}

/** Where clauses of the old stat card that an expression set cannot say: kept as they are. */
const RAW_ONLY = /\bOR\b|CURRENT_TIMESTAMP|\bIS\s+(NOT\s+)?NULL\b/i;

/**
 * The filters of a where clause — an old stat card's (`A = 'x' AND B >= 3 AND D <= TIMESTAMP '2023-01-01 00:00:00'`) or
 * one {@link buildMetricWhere} wrote (`(A IN ('x', 'y'))`, `A like '%x%'`) — or undefined when the clause says more
 * than filters can — an OR, CURRENT_TIMESTAMP, IS NULL — and must be kept raw.
 *
 * @example
 * whereToExpressions("TYPE = 'Oak' AND HEIGHT >= 3"); // two expressions
 * whereToExpressions('PLANTED > CURRENT_TIMESTAMP - 30'); // undefined: kept raw
 */
export function whereToExpressions(where: string | undefined): MetricExpression[] | undefined {
  const text = (where ?? '').trim();
  if (!text || text === '1=1') return [];
  if (RAW_ONLY.test(text)) return undefined;
  const expressions: MetricExpression[] = [];
  for (const part of text.split(/\s+AND\s+/i)) {
    const clause = part.trim().replace(/^\((.*)\)$/, '$1');
    const list = /^([A-Za-z_][A-Za-z0-9_]*)\s+IN\s+\(\s*('(?:[^']|'')*'(?:\s*,\s*'(?:[^']|'')*')*)\s*\)$/i.exec(clause);
    if (list) {
      const values = [...(list[2] ?? '').matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
      expressions.push({ field: { name: list[1] ?? '', type: 'esriFieldTypeString' }, values });
      continue;
    }
    const like = /^([A-Za-z_][A-Za-z0-9_]*)\s+like\s+'%((?:[^']|'')*)%'$/i.exec(clause);
    if (like) {
      const value = (like[2] ?? '').replace(/''/g, "'");
      expressions.push({
        field: { name: like[1] ?? '', type: 'esriFieldTypeString' },
        values: [value],
        relationship: 'like',
      });
      continue;
    }
    const match = /^\(?([A-Za-z_][A-Za-z0-9_]*)\)?\s*(>=|<=|=)\s*(.+)$/.exec(clause);
    if (!match) return undefined;
    const [, name = '', operator, raw = ''] = match;
    const date = /^timestamp\s+'(\d{4}-\d{2}-\d{2})[^']*'$/i.exec(raw.trim());
    const value =
      date?.[1] ??
      raw
        .trim()
        .replace(/^'(.*)'$/, '$1')
        .replace(/''/g, "'");
    const type = date ? 'esriFieldTypeDate' : operator === '=' ? 'esriFieldTypeString' : undefined;
    const field: MetricField = type ? { name, type } : { name };
    if (operator === '=') expressions.push({ field, values: [value] });
    else expressions.push({ field, values: operator === '>=' ? [value] : [undefined, value] });
  }
  return expressions;
}
