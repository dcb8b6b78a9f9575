import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { testPostgresUrl } from '../testing/testDatabase.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

// PostgreSQL only (the embedded database has no server to end a connection): an idle connection ended by the server
// must not crash the process, and the next query gets a new connection.
const url = testPostgresUrl();

describe.runIf(url)('a PostgreSQL connection ended by the server', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
  });

  it('is discarded by the pool, and the next query still answers', async () => {
    handle = await openDatabase({ kind: 'postgres', url: url!, maxConnections: 2 });
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(again.rows[0]!.one).toBe(1);
  });
});

describe.runIf(url)("the server's PostgreSQL connections", () => {
  it('run without JIT (ADR 0173)', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: url!, maxConnections: 1 });
    try {
      expect((await sql<{ jit: string }>`show jit`.execute(handle.db)).rows[0]!.jit).toBe('off');
    } finally {
      await handle.close();
    }
  });
});
