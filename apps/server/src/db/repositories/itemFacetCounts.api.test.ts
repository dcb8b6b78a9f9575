import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { foldItemFacetDeltas } from './itemFacetCountRepository.ts';
import { insertItem } from './itemRepository.ts';

// ADR 0165: whatever is written to items — inserts, edits of the counted fields, edits of others, deletes, many rows
// at once — the maintained counts plus their deltas equal a count of the items as they are, key by key; folding keeps
// that and empties the deltas, also when two folds run at once.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Key = string;
async function kept(): Promise<Map<Key, number>> {
  const rows = await sql<{ k: string; n: number }>`
    select concat_ws('|', field, access, org_id, type, value, group_ids::text) as k, sum(n)::int as n from (
      select field, access, org_id, type, value, '{}'::text[] as group_ids, count as n from item_facet_counts
      union all select field, access, org_id, type, value, group_ids, count from item_facet_group_counts
      union all select field, access, org_id, type, value, group_ids, delta from item_facet_deltas
    ) as parts group by 1 having sum(n) <> 0`.execute(t.db);
  return new Map(rows.rows.map((r) => [r.k, Number(r.n)]));
}
async function recounted(): Promise<Map<Key, number>> {
  const rows = await sql<{ k: string; n: number }>`
    select concat_ws('|', f.field, i.access, i.org_id, i.type, f.value, g.group_ids::text) as k, count(*)::int as n
    from items i cross join lateral item_facet_values(i.type, i.access, i.owner, i.org_id, i.culture, i.tags_lc,
      i.type_keywords_lc, i.categories_lc) f cross join lateral item_facet_group_sets(i.group_ids) g group by 1`.execute(
    t.db,
  );
  return new Map(rows.rows.map((r) => [r.k, Number(r.n)]));
}
async function expectExact(): Promise<void> {
  expect(Object.fromEntries(await kept())).toEqual(Object.fromEntries(await recounted()));
}

const ORG = 'riverside';
function newItem(i: number, tags: string[]) {
  return {
    id: `facet${String(i).padStart(27, '0')}`,
    owner: 'publisher_riverside',
    org_id: ORG,
    owner_folder: null,
    title: `Facet item ${i}`,
    type: i % 2 ? 'Web Map' : 'PDF',
    tags,
    access: 'private' as const,
    thumbnail: null,
    url: null,
    name: null,
    spatial_reference: null,
    extent_xmin: null,
    extent_ymin: null,
    extent_xmax: null,
    extent_ymax: null,
    created: 1,
    modified: 1,
  };
}

describe('maintained facet counts', () => {
  it('equal a recount after inserts, edits, deletes and many rows at once', async () => {
    const org = (await t.db.selectFrom('orgs').select('id').where('url_key', '=', ORG).executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 12; i += 1) {
      // Repeated and differently cased tags count once per item.
      await insertItem(t.db, { ...newItem(i, ['Rivers', 'rivers', `t${i % 3}`, '']), org_id: org });
    }
    await expectExact();
    await sql`update items set access = 'public' where id like 'facet%' and type = 'PDF'`.execute(t.db);
    await sql`update items set tags = '{Lakes}', type = 'Feature Service' where id = ${newItem(1, []).id}`.execute(
      t.db,
    );
    // An edit of a field no facet counts is no change to the counts.
    const before = await t.db
      .selectFrom('item_facet_deltas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await sql`update items set title = title || ' (edited)' where id like 'facet%'`.execute(t.db);
    const after = await t.db
      .selectFrom('item_facet_deltas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Shares and unshares (ADR 0180): an item shared to groups is counted again under its set of groups.
    const groups = (await t.db.selectFrom('groups').select('id').orderBy('id').limit(2).execute()).map((g) => g.id);
    expect(groups).toHaveLength(2);
    for (const i of [3, 4, 5]) {
      await sql`insert into item_groups (item_id, group_id, created) values (${newItem(i, []).id}, ${groups[0]!}, 1)`.execute(
        t.db,
      );
    }
    await sql`insert into item_groups (item_id, group_id, created) values (${newItem(4, []).id}, ${groups[1]!}, 1)`.execute(
      t.db,
    );
    await expectExact();
    await sql`delete from item_groups where item_id = ${newItem(3, []).id}`.execute(t.db);
    await sql`delete from items where id = ${newItem(2, []).id}`.execute(t.db);
    await sql`delete from items where id = ${newItem(5, []).id}`.execute(t.db);
    await sql`update items set owner = 'admin_riverside', culture = 'fr-fr' where id like 'facet%' and type = 'Web Map'`.execute(
      t.db,
    );
    await expectExact();
  });

  it('fold into the counts exactly, and two folds at once count each delta once', async () => {
    const other = await t.db.selectFrom('orgs').select('id').where('url_key', '<>', ORG).executeTakeFirstOrThrow();
    await insertItem(t.db, { ...newItem(40, ['oak']), org_id: other.id });
    const folded = await Promise.all([foldItemFacetDeltas(t.db), foldItemFacetDeltas(t.db)]);
    expect(folded[0] + folded[1]).toBeGreaterThan(0);
    expect(await t.db.selectFrom('item_facet_deltas').select('field').execute()).toEqual([]);
    await expectExact();
    expect(await foldItemFacetDeltas(t.db)).toBe(0);
    const zero = await t.db.selectFrom('item_facet_counts').select('field').where('count', '<=', 0).execute();
    expect(zero).toEqual([]);
    await sql`delete from items where id like 'facet%'`.execute(t.db);
    await foldItemFacetDeltas(t.db);
    await expectExact();
  });

  it('leave the deltas table empty on disk after a fold, not full of dead rows', async () => {
    const org = (await t.db.selectFrom('orgs').select('id').where('url_key', '=', ORG).executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 40; i += 1) {
      await insertItem(t.db, { ...newItem(100 + i, ['elm', 'ash', `tag-${i}`]), org_id: org });
    }
    const size = async () =>
      Number((await sql<{ n: string }>`select pg_relation_size('item_facet_deltas') as n`.execute(t.db)).rows[0]!.n);
    expect(await size()).toBeGreaterThan(0);
    expect(await foldItemFacetDeltas(t.db)).toBeGreaterThan(0);
    expect(await size()).toBe(0);
    await sql`delete from items where id like 'facet%'`.execute(t.db);
    await foldItemFacetDeltas(t.db);
  });
});
