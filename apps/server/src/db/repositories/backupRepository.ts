import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** A table as a backup copies it: its name and the columns a restore writes (generated ones are computed again). */
export interface DumpTable {
  readonly name: string;
  readonly columns: readonly string[];
  /** It has an identity column: rows are written with their own values, and its sequence is moved past them. */
  readonly identity: boolean;
}

/** Tables of Plaza's schema a backup leaves out: kysely's migration bookkeeping (a restore migrates itself). */
const LEFT_OUT = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * The tables of the `public` schema a backup copies, parents before the tables whose foreign keys point at them, and a
 * layer's row tables (`features_…`, made by Plaza when a layer is published, not by a migration) last.
 */
export async function listDumpTables(db: Db): Promise<DumpTable[]> {
  const columns = await sql<{ table: string; column: string; generated: string; identity: string }>`
    select c.relname as table, a.attname as column, a.attgenerated as generated, a.attidentity as identity
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind in ('r', 'p')
    order by c.relname, a.attnum`.execute(db);
  const edges = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    where k.contype = 'f' and k.conrelid <> k.confrelid`.execute(db);
  const tables = new Map<string, { columns: string[]; identity: boolean }>();
  for (const row of columns.rows) {
    if (LEFT_OUT.has(row.table)) continue;
    const table = tables.get(row.table) ?? { columns: [], identity: false };
    if (row.generated === '') table.columns.push(row.column);
    if (row.identity !== '') table.identity = true;
    tables.set(row.table, table);
  }
  const parents = new Map<string, Set<string>>();
  for (const edge of edges.rows) {
    if (!parents.has(edge.child)) parents.set(edge.child, new Set());
    parents.get(edge.child)!.add(edge.parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: ReadonlySet<string>): void => {
    if (placed.has(name) || path.has(name) || !tables.has(name)) return;
    for (const parent of [...(parents.get(name) ?? [])].sort()) place(parent, new Set([...path, name]));
    placed.add(name);
    ordered.push(name);
  };
  const names = [...tables.keys()].sort();
  for (const name of names.filter((n) => !n.startsWith('features_'))) place(name, new Set());
  for (const name of names.filter((n) => n.startsWith('features_'))) place(name, new Set());
  return ordered.map((name) => ({ name, ...tables.get(name)! }));
}

/**
 * Reads a table's rows as JSON text (`row_to_json`, which every PostgreSQL type round-trips through), a batch at a
 * time through a cursor of the caller's transaction, and hands each batch on.
 */
export async function readTableRows(
  trx: Db,
  table: string,
  batchSize: number,
  onBatch: (rows: readonly string[]) => Promise<void>,
): Promise<number> {
  const cursor = `plaza_dump_${table}`.slice(0, 60);
  await sql`declare ${sql.id(cursor)} no scroll cursor for select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(
    trx,
  );
  let total = 0;
  for (;;) {
    const batch = await sql<{ row: string }>`fetch forward ${sql.lit(batchSize)} from ${sql.id(cursor)}`.execute(trx);
    if (batch.rows.length === 0) break;
    total += batch.rows.length;
    await onBatch(batch.rows.map((r) => r.row));
  }
  await sql`close ${sql.id(cursor)}`.execute(trx);
  return total;
}

/** Starts the caller's transaction as one consistent snapshot that writes nothing (a backup's). */
export async function beginSnapshot(trx: Db): Promise<void> {
  await sql`set transaction isolation level repeatable read, read only`.execute(trx);
}

/** The tables of the `public` schema: none in a database a restore may write into. */
export async function countPublicTables(db: Db): Promise<number> {
  const row = await sql<{ n: number }>`
    select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * Empties the freshly migrated tables a restore loads (migrations seed a few rows of their own) and stops their
 * triggers (counts and versions are restored as they were, not recomputed) until {@link finishTableLoad}.
 */
export async function prepareTableLoad(trx: Db, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`truncate ${sql.join(tables.map((t) => sql.table(t)))} cascade`.execute(trx);
  for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
}

/** Writes rows given as JSON text into a table's columns, through the database's own conversion of each value. */
export async function insertJsonRows(trx: Db, table: DumpTable, rows: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(table.columns.map((c) => sql.id(c)));
  const overriding = table.identity ? sql`overriding system value` : sql``;
  await sql`insert into ${sql.table(table.name)} (${columns}) ${overriding}
    select ${columns} from json_populate_recordset(null::${sql.table(table.name)}, ${`[${rows.join(',')}]`}::json)`.execute(
    trx,
  );
}

/** Turns the loaded tables' triggers back on and moves identity sequences past the rows loaded. */
export async function finishTableLoad(trx: Db, tables: readonly DumpTable[]): Promise<void> {
  for (const table of tables) {
    await sql`alter table ${sql.table(table.name)} enable trigger user`.execute(trx);
    if (!table.identity) continue;
    const identities = await sql<{ column: string }>`
      select a.attname as column from pg_attribute a
      where a.attrelid = ${table.name}::regclass and a.attidentity <> '' and not a.attisdropped`.execute(trx);
    for (const { column } of identities.rows) {
      await sql`select setval(pg_get_serial_sequence(${table.name}, ${column}),
        coalesce((select max(${sql.id(column)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(trx);
    }
  }
}

/** Counts a table's rows. */
export async function countTableRows(db: Db, table: string): Promise<number> {
  const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** The fields JSON of the layer whose rows live in `table` (to make that table again on restore). */
export async function featureTableFields(db: Db, table: string): Promise<unknown> {
  const row = await db.selectFrom('feature_layers').select('fields').where('table_name', '=', table).executeTakeFirst();
  return row?.fields;
}

/** Whether a table exists in the `public` schema. */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  const row = await sql<{ name: string | null }>`select to_regclass(${`public.${table}`})::text as name`.execute(db);
  return Boolean(row.rows[0]?.name);
}
