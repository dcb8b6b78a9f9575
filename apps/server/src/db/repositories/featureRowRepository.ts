import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { LayerField } from '../LayerField.ts';
import type { Db } from '../database.ts';
import type { FeatureLayerRow } from './featureLayerRepository.ts';

/** A row to load: its values in the order of the layer's fields, its geometry (Esri JSON, WGS84) and bounding box. */
export interface NewFeatureRow {
  readonly objectId: number;
  readonly values: readonly (string | number | null)[];
  readonly geometry: Record<string, unknown> | null;
  readonly bbox: readonly [number, number, number, number] | null;
}

/** A filter over a layer's rows: a compiled where clause and an envelope the bounding box must meet. */
export interface FeatureFilter {
  readonly where?: RawBuilder<SqlBool> | undefined;
  readonly envelope?: readonly [number, number, number, number] | undefined;
}

/** A page of rows as stored: `objectid`, the asked columns, and `shape` when geometry is returned. */
export type StoredFeature = Record<string, string | number | null | Record<string, unknown>>;

const box = ([xmin, ymin, xmax, ymax]: readonly [number, number, number, number]) =>
  sql`box(point(${xmin}, ${ymin}), point(${xmax}, ${ymax}))`;

function conditions(filter: FeatureFilter): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  if (filter.where) parts.push(filter.where);
  if (filter.envelope) parts.push(sql<SqlBool>`bbox && ${box(filter.envelope)}`);
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Loads rows into a layer's table, in batches of 500 (one statement each), and raises the layer's data version. */
export async function insertFeatureRows(
  db: Db,
  layer: Pick<FeatureLayerRow, 'table_name' | 'fields'>,
  rows: readonly NewFeatureRow[],
) {
  const columns = [
    sql.ref('objectid'),
    ...layer.fields.map((f) => sql.ref(f.column)),
    sql.ref('shape'),
    sql.ref('bbox'),
  ];
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map((row) => {
      const cells = [
        sql`${row.objectId}`,
        ...layer.fields.map((_, j) => sql`${row.values[j] ?? null}`),
        row.geometry ? sql`${JSON.stringify(row.geometry)}::jsonb` : sql`null`,
        row.bbox ? box(row.bbox) : sql`null`,
      ];
      return sql`(${sql.join(cells)})`;
    });
    await sql`insert into ${sql.table(layer.table_name)} (${sql.join(columns)}) values ${sql.join(values)}`.execute(db);
  }
  // The rows changed: statistics kept for the layer's earlier data no longer apply (ADR 0160).
  await db
    .updateTable('feature_layers')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('table_name', '=', layer.table_name)
    .execute();
}

/** How many rows meet the filter. */
export async function countFeatureRows(db: Db, layer: FeatureLayerRow, filter: FeatureFilter): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(*)::bigint as n from ${sql.table(layer.table_name)} where ${conditions(filter)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A page of rows, ordered (by OBJECTID last, so pages never overlap). */
export async function queryFeatureRows(
  db: Db,
  layer: FeatureLayerRow,
  query: FeatureFilter & {
    readonly columns: readonly LayerField[];
    readonly orderBy: readonly { readonly column: string; readonly descending: boolean }[];
    readonly offset: number;
    readonly limit: number;
    readonly withGeometry: boolean;
  },
): Promise<StoredFeature[]> {
  const selected = [sql.ref('objectid'), ...query.columns.map((f) => sql.ref(f.column))];
  if (query.withGeometry) selected.push(sql.ref('shape'));
  const order = [
    ...query.orderBy.map(
      (o) => sql`${sql.ref(o.column)} ${o.descending ? sql`desc nulls last` : sql`asc nulls first`}`,
    ),
    sql`objectid`,
  ];
  const result = await sql<StoredFeature>`
    select ${sql.join(selected)} from ${sql.table(layer.table_name)}
    where ${conditions(query)}
    order by ${sql.join(order)}
    limit ${query.limit} offset ${query.offset}`.execute(db);
  return result.rows;
}

/** The OBJECTIDs of every row that meets the filter, ascending. */
export async function featureRowIds(db: Db, layer: FeatureLayerRow, filter: FeatureFilter): Promise<number[]> {
  const result = await sql<{ objectid: number }>`
    select objectid from ${sql.table(layer.table_name)} where ${conditions(filter)} order by objectid`.execute(db);
  return result.rows.map((r) => Number(r.objectid));
}

/** One statistic of `outStatistics`: the function and the column it reads. */
export interface FeatureStatistic {
  readonly fn: 'count' | 'sum' | 'min' | 'max' | 'avg' | 'stddev';
  readonly column: string;
}

/** A row of statistics: the group's values (in `groupBy` order) and each statistic (in request order). */
export interface FeatureStatisticsRow {
  readonly group: (string | number | null)[];
  readonly values: (string | number | null)[];
}

/** Statistics over the rows that meet the filter, optionally per group of columns (each group a row). */
export async function featureStatistics(
  db: Db,
  layer: FeatureLayerRow,
  filter: FeatureFilter,
  statistics: readonly FeatureStatistic[],
  groupBy: readonly string[],
  /** Order of the rows: a group (`group` index) or a statistic (`statistic` index); by the groups when empty. */
  orderBy: readonly { readonly group?: number; readonly statistic?: number; readonly descending: boolean }[] = [],
  limit = 10000,
): Promise<FeatureStatisticsRow[]> {
  // Functions come from a closed list; results are read back by generated aliases (g0.., s0..), never by input names.
  const aggregates = statistics.map((s, i) => {
    const target = sql.ref(s.column);
    const call =
      s.fn === 'count' || s.fn === 'min' || s.fn === 'max'
        ? sql`${sql.raw(s.fn)}(${target})`
        : sql`(${sql.raw(s.fn === 'stddev' ? 'stddev_samp' : s.fn)}(${target}))::double precision`;
    return sql`${call} as ${sql.ref(`s${i}`)}`;
  });
  const groups = groupBy.map((c, i) => sql`${sql.ref(c)} as ${sql.ref(`g${i}`)}`);
  const groupRefs = groupBy.map((c) => sql.ref(c));
  const asked = orderBy.map((o) => {
    const ref = sql.ref(o.group !== undefined ? `g${o.group}` : `s${o.statistic ?? 0}`);
    return sql`${ref} ${o.descending ? sql`desc nulls last` : sql`asc nulls first`}`;
  });
  // Groups always end the order, so equal statistics come in a stable order.
  const order = [...asked, ...groupBy.map((_, i) => sql`${sql.ref(`g${i}`)} asc nulls first`)];
  const result = await sql<Record<string, string | number | null>>`
    select ${sql.join([...groups, ...aggregates])} from ${sql.table(layer.table_name)}
    where ${conditions(filter)}
    ${groupRefs.length > 0 ? sql`group by ${sql.join(groupRefs)}` : sql``}
    ${order.length > 0 ? sql`order by ${sql.join(order)}` : sql``}
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({
    group: groupBy.map((_, i) => row[`g${i}`] ?? null),
    values: statistics.map((_, i) => row[`s${i}`] ?? null),
  }));
}

/** The bounding box of the rows that meet the filter (null coordinates when none has a geometry), and their count. */
export async function featureRowsExtent(
  db: Db,
  layer: FeatureLayerRow,
  filter: FeatureFilter,
): Promise<{ count: number; extent: [number, number, number, number] | null }> {
  const result = await sql<{ n: number; x0: number | null; y0: number | null; x1: number | null; y1: number | null }>`
    select count(*)::bigint as n,
      min((bbox[1])[0]) as x0, min((bbox[1])[1]) as y0, max((bbox[0])[0]) as x1, max((bbox[0])[1]) as y1
    from ${sql.table(layer.table_name)} where ${conditions(filter)}`.execute(db);
  const r = result.rows[0]!;
  const extent =
    r.x0 === null || r.y0 === null || r.x1 === null || r.y1 === null
      ? null
      : ([Number(r.x0), Number(r.y0), Number(r.x1), Number(r.y1)] as [number, number, number, number]);
  return { count: Number(r.n), extent };
}
