import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// int8 columns hold epoch milliseconds and counts, all far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

/** A connection pool now: its connections (open, idle), the most it opens, and the queries waiting for one. */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

export interface DatabaseHandle {
  /** Request work: statements stop after `statementTimeoutMs` on PostgreSQL. */
  readonly db: Db;
  /**
   * Background work — jobs, upkeep, migrations, queued writes — with the longer `backgroundStatementTimeoutMs`: a pool
   * of its own on PostgreSQL (a few connections), the same engine on PGlite (ADR 0184).
   */
  readonly background: Db;
  readonly kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (tests dump it to a snapshot). */
  readonly pglite?: PGlite;
  /**
   * Each pool's connections now, by name: `request` and, on PostgreSQL, `background` (on PGlite background work shares
   * the request pool: one connection to the one engine).
   */
  poolStats(): Readonly<Record<string, PoolStats>>;
  /** Closes the pool and, for PGlite, checkpoints and shuts the engine down cleanly. */
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'pglite-memory'; readonly snapshot?: Blob };

/** How a database is opened, beyond where. */
export interface DatabaseOptions {
  /** Told each statement as it ran (text and parameters): benchmarks replay them as their raw-SQL floor. */
  readonly onQuery?: (text: string, parameters: readonly unknown[]) => void;
  /**
   * PostgreSQL's `statement_timeout` of request work in ms (absent or 0: none). PGlite cannot honour one: it runs a
   * statement to its end on the process's one thread, timers included (ADR 0184).
   */
  readonly statementTimeoutMs?: number;
  /** The same for background work (jobs, upkeep, migrations): longer. */
  readonly backgroundStatementTimeoutMs?: number;
}

/** Connections of the background pool on PostgreSQL: the job loop and the periodic upkeep, one at a time each. */
const BACKGROUND_CONNECTIONS = 3;

/**
 * Opens the database: PGlite on a folder (the embedded default), PGlite in memory (tests,
 * optionally from a snapshot), or an external PostgreSQL. Either way callers get one kysely
 * instance over one `pg.Pool`, so the SQL is the same.
 *
 * @example
 * const { db, close } = await openDatabase({ kind: 'pglite', dataDir: './data/pg' });
 */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const log = options.onQuery
    ? (event: LogEvent) => options.onQuery!(event.query.sql, event.query.parameters)
    : undefined;
  if (target.kind === 'postgres') {
    const pool = postgresPool(target.url, target.maxConnections ?? 10, options.statementTimeoutMs);
    const backgroundPool = postgresPool(target.url, BACKGROUND_CONNECTIONS, options.backgroundStatementTimeoutMs);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
    const background = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: backgroundPool }),
      ...(log ? { log } : {}),
    });
    return {
      db,
      background,
      kind: 'postgres',
      poolStats: () => ({ request: statsOf(pool), background: statsOf(backgroundPool) }),
      close: async () => {
        await db.destroy();
        await background.destroy();
      },
    };
  }
  const pglite =
    target.kind === 'pglite'
      ? await PGlite.create(target.dataDir, { extensions: { pg_trgm, fuzzystrmatch } })
      : await PGlite.create({
          extensions: { pg_trgm, fuzzystrmatch },
          ...(target.snapshot ? { loadDataDir: target.snapshot } : {}),
        });
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  return {
    db,
    background: db,
    kind: 'pglite',
    pglite,
    poolStats: () => ({ request: statsOf(pool) }),
    close: async () => {
      await db.destroy();
      if (target.kind === 'pglite') await pglite.exec('CHECKPOINT');
      await pglite.close();
    },
  };
}

function statsOf(pool: pg.Pool): PoolStats {
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

/**
 * A pool of PostgreSQL connections with Plaza's session settings: no JIT (Plaza's statements are short, and compiling
 * their plans took longer than running them, ADR 0173) and the statement timeout, when there is one (ADR 0184). A
 * statement stopped by it fails with SQLSTATE 57014 and leaves its connection usable.
 */
function postgresPool(url: string, max: number, statementTimeoutMs: number | undefined): pg.Pool {
  const settings = ['-c jit=off'];
  if (statementTimeoutMs) settings.push(`-c statement_timeout=${Math.trunc(statementTimeoutMs)}`);
  const pool = new pg.Pool({ connectionString: url, max, options: settings.join(' ') });
  // An idle connection the server ends (a restart, an administrator, a dropped test database) is discarded by the
  // pool, which opens a new one for the next query; without a listener its 'error' would crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Round-trips a trivial query; used by `/healthz`. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
