import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { compileQuery } from './compileQuery.ts';
import { GROUP_SEARCH } from './groupSearchTarget.ts';
import { parseQuery } from './parseQuery.ts';
import type { SearchTarget } from './SearchTarget.ts';
import { USER_SEARCH } from './userSearchTarget.ts';

// The full-text indexes of migration 0012 are built on copies of the targets' vector expressions;
// if the two drift apart the planner silently stops using them. This keeps them together.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function plan(table: 'groups' | 'users', target: SearchTarget): Promise<string> {
  const where = compileQuery(parseQuery('parks', target), target)!;
  return t.db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    const rows = await sql<Record<string, string>>`explain select 1 from ${sql.table(table)} where ${where}`.execute(
      tx,
    );
    return rows.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

describe('group and user full-text indexes', () => {
  it.each([
    ['groups', GROUP_SEARCH, 'groups_search'],
    ['users', USER_SEARCH, 'users_search'],
  ] as const)('%s: the search vector is the indexed expression', async (table, target, index) => {
    expect(await plan(table, target)).toContain(index);
  });
});
