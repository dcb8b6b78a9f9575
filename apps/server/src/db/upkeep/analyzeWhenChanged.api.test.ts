import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { analyzeWhenChanged } from './analyzeWhenChanged.ts';

// ADR 0171: the embedded database gathers no statistics by itself; the upkeep task does, when the data moved.
describe('analyzeWhenChanged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const itemsKnown = async () =>
    Number(
      (await sql<{ n: number }>`select reltuples as n from pg_class where relname = 'items'`.execute(t.db)).rows[0]!.n,
    );

  it('gathers statistics at its first run, then only after the data moved', async () => {
    const task = analyzeWhenChanged(t.db);
    expect(await task()).toBe(true);
    const items = Number((await sql<{ n: string }>`select count(*) as n from items`.execute(t.db)).rows[0]!.n);
    expect(await itemsKnown()).toBe(items);
    expect(await task()).toBe(false);

    await sql`update items set title = title where id = (select id from items limit 1)`.execute(t.db);
    expect(await task()).toBe(true);
    expect(await task()).toBe(false);

    // A hosted layer's rows moving counts too.
    await sql`update feature_layers set data_version = data_version + 1 where table_name = (select table_name from feature_layers limit 1)`.execute(
      t.db,
    );
    expect(await task()).toBe(true);
  });
});
