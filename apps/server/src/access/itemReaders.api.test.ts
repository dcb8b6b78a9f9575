import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, hasPrivilege, type Caller } from '../auth/caller.ts';
import { resolveCaller } from '../auth/resolveCaller.ts';
import type { ItemAccess } from '../db/itemTables.ts';
import { insertItem, updateItemRow } from '../db/repositories/itemRepository.ts';
import { titleWordPage } from '../db/repositories/itemTitleWordRepository.ts';
import { executeItemSearch } from '../portal/search/executeItemSearch.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { itemReaders, itemVisibility, itemVisibilityByReaders } from './itemVisibility.ts';

// The reader sets (ADR 0195) against the one read rule, for every caller, as the rule's inputs change: an item's
// access, its group shares, group membership, its owner, a deleted group, a deleted item. Three statements of the rule
// must agree — a plain re-statement over the rows (the oracle), `itemVisibility` and `itemVisibilityByReaders` — and
// the ranked title words (a copy of each item's readers, kept by triggers) must equal a recomputation from the items,
// so a one-word search's head never shows what its caller may not read.

const WORD = 'harbour';
const ACCESS: ItemAccess[] = ['private', 'shared', 'org', 'public'];

let t: TestApp;
/** The items this suite made: `harbour` in every title, so each is in the ranked title words. */
const made: { id: string; owner: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const users = await t.db.selectFrom('users').select(['username', 'org_id']).orderBy('username').execute();
  const groups = await t.db.selectFrom('groups').select('id').orderBy('id').execute();
  for (let i = 0; i < 48; i += 1) {
    const owner = users[i % users.length]!;
    const id = `ab${(i + 1).toString(16).padStart(30, '0')}`;
    made.push({ id, owner: owner.username });
    await insertItem(t.db, {
      id,
      owner: owner.username,
      org_id: owner.org_id,
      owner_folder: null,
      title: `${WORD} survey ${i}`,
      type: i % 2 === 0 ? 'Web Map' : 'PDF',
      tags: ['readers'],
      access: ACCESS[i % ACCESS.length]!,
      thumbnail: null,
      url: null,
      name: null,
      spatial_reference: null,
      extent_xmin: null,
      extent_ymin: null,
      extent_xmax: null,
      extent_ymax: null,
      created: 1_000 + i,
      modified: 2_000 + i,
    });
    // Shared and some of the others to a group (not necessarily one the owner is in: the rule does not care).
    if (i % 4 === 1 || i % 3 === 0) {
      await t.db
        .insertInto('item_groups')
        .values({ item_id: id, group_id: groups[i % groups.length]!.id, created: 1 })
        .execute();
    }
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Every user, signed in and resolved as the server resolves them (privileges and groups as of now), and anonymous. */
async function everyCaller(): Promise<{ name: string; caller: Caller }[]> {
  const users = await t.db.selectFrom('users').select('username').orderBy('username').execute();
  const callers: { name: string; caller: Caller }[] = [{ name: 'anonymous', caller: ANONYMOUS }];
  for (const { username } of users) {
    const token = await signIn(t, username);
    const caller = await resolveCaller(t.db, token, Date.now(), { referer: undefined, ip: undefined });
    if (caller) callers.push({ name: username, caller });
  }
  return callers;
}

/** PORTAL-API.md "Visibility" over the rows themselves: the item table, the shares and the memberships. */
async function oracle(caller: Caller): Promise<string[]> {
  const items = await t.db.selectFrom('items').select(['id', 'owner', 'org_id', 'access']).execute();
  if (caller.kind === 'anonymous')
    return items
      .filter((i) => i.access === 'public')
      .map((i) => i.id)
      .sort();
  const shares = await t.db.selectFrom('item_groups').select(['item_id', 'group_id']).execute();
  const mine = new Set(
    (await t.db.selectFrom('group_members').select('group_id').where('username', '=', caller.username).execute()).map(
      (m) => m.group_id,
    ),
  );
  const admin = hasPrivilege(caller, 'portal:admin:viewItems');
  const orgItems = hasPrivilege(caller, 'portal:user:viewOrgItems');
  return items
    .filter(
      (i) =>
        i.access === 'public' ||
        i.owner === caller.username ||
        (i.org_id === caller.orgId && (admin || (orgItems && i.access === 'org'))) ||
        shares.some((s) => s.item_id === i.id && mine.has(s.group_id)),
    )
    .map((i) => i.id)
    .sort();
}

async function idsWhere(condition: ReturnType<typeof itemVisibility>): Promise<string[]> {
  const rows = await t.db.selectFrom('items').select('id').where(condition).orderBy('id').execute();
  return rows.map((r) => r.id).sort();
}

/** The ranked title words as stored, and as the items say they should be: the same rows. */
async function titleWordsDrift(): Promise<{ stored: string[]; expected: string[] }> {
  const line = (r: { lexeme: string; rank: number; modified: string | number; item_id: string; readers: string[] }) =>
    JSON.stringify([r.item_id, r.lexeme, r.rank, Number(r.modified), [...r.readers].sort()]);
  const stored = await sql<{ lexeme: string; rank: number; modified: string; item_id: string; readers: string[] }>`
    select lexeme, rank, modified, item_id, readers from item_title_words`.execute(t.db);
  const expected = await sql<{ lexeme: string; rank: number; modified: string; item_id: string; readers: string[] }>`
    select t.lexeme, t.rank, i.modified, i.id as item_id, i.readers
    from items i cross join lateral item_title_word_ranks(i.search_vector) as t`.execute(t.db);
  return { stored: stored.rows.map(line).sort(), expected: expected.rows.map(line).sort() };
}

/** Every page of a one-word search by relevance, estimated past 5 matches (so the page comes from the title words). */
async function wordSearch(caller: Caller): Promise<{ ids: string[]; values: Set<string> }> {
  const ids: string[] = [];
  const values = new Set<string>();
  for (let start = 1; start !== -1;) {
    const page = await executeItemSearch(
      t.db,
      caller,
      { q: WORD, num: '7', start: String(start), countFields: 'access,type', countSize: '10' },
      [],
      undefined,
      { exactTotalUpTo: 5, sampleRows: 20 },
    );
    ids.push(...page.results.map((r) => r.id));
    for (const facet of page.aggregations?.counts ?? []) for (const v of facet.fieldValues) values.add(v.value);
    start = page.nextStart;
  }
  return { ids, values };
}

/** The three statements of the rule agree for every caller, and the title words hold exactly the items' readers. */
async function expectReadersAgree(step: string): Promise<void> {
  const drift = await titleWordsDrift();
  expect(drift.stored, `${step}: title words`).toEqual(drift.expected);
  await sql`analyze items`.execute(t.db);
  const titled = new Set(
    (
      await sql<{ id: string }>`select id from items where search_vector @@ to_tsquery('english', ${WORD})`.execute(
        t.db,
      )
    ).rows.map((r) => r.id),
  );
  const accessOf = new Map(
    (await t.db.selectFrom('items').select(['id', 'access']).execute()).map((r) => [r.id, r.access]),
  );
  for (const { name, caller } of await everyCaller()) {
    const expected = await oracle(caller);
    expect(await idsWhere(itemVisibility(caller)), `${step}: itemVisibility as ${name}`).toEqual(expected);
    expect(await idsWhere(itemVisibilityByReaders(caller)), `${step}: by readers as ${name}`).toEqual(expected);
    const readers = sql<boolean>`items.readers && ${[...itemReaders(caller)]}::text[]`;
    expect(await idsWhere(readers), `${step}: reader overlap as ${name}`).toEqual(expected);
    const readable = expected.filter((id) => titled.has(id));
    const head = await titleWordPage(t.db, WORD, itemReaders(caller), 0, 10_000);
    expect([...head].sort(), `${step}: title words as ${name}`).toEqual(readable);
    const search = await wordSearch(caller);
    expect([...search.ids].sort(), `${step}: search as ${name}`).toEqual(readable);
    const readableAccess = new Set(readable.map((id) => accessOf.get(id)));
    for (const level of ACCESS) {
      if (!readableAccess.has(level))
        expect(search.values.has(level), `${step}: ${level} counted as ${name}`).toBe(false);
    }
  }
}

async function post(user: string, path: string, form: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await t.app.request(`/sharing/rest/${path}`, {
    method: 'POST',
    headers: { ...bearer(await signIn(t, user)), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ f: 'json', ...form }).toString(),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.error, `${path}: ${JSON.stringify(body)}`).toBeUndefined();
  return body;
}

describe('reader sets equal the visibility rule (ADR 0195)', () => {
  let groupId = '';
  const item = () => made.find((m) => m.owner === 'publisher_riverside')!;

  it('as seeded', async () => {
    await expectReadersAgree('seeded');
  });

  it('after a share to a new group, to the org and to everyone, and their undoing', async () => {
    const created = await post('publisher_riverside', 'community/createGroup', {
      title: `Readers ${Date.now()}`,
      access: 'org',
    });
    groupId = (created.group as { id: string }).id;
    const { id, owner } = item();
    const itemPath = `content/users/${owner}/items/${id}`;
    await post(owner, `${itemPath}/share`, { groups: groupId, everyone: 'false', org: 'false' });
    await expectReadersAgree('shared to a group');
    await post(owner, `${itemPath}/share`, { everyone: 'false', org: 'true' });
    await expectReadersAgree('shared to the org');
    await post(owner, `${itemPath}/share`, { everyone: 'true' });
    await expectReadersAgree('shared to everyone');
    await post(owner, `${itemPath}/share`, { everyone: 'false', org: 'false' });
    await post(owner, `${itemPath}/unshare`, { groups: groupId });
    await expectReadersAgree('unshared');
    const { access } = await t.db.selectFrom('items').select('access').where('id', '=', id).executeTakeFirstOrThrow();
    expect(['private', 'shared']).toContain(access);
  });

  it('after group membership changes (added, removed, left)', async () => {
    const { id, owner } = item();
    await post(owner, `content/users/${owner}/items/${id}/share`, { groups: groupId });
    await post('publisher_riverside', `community/groups/${groupId}/addUsers`, {
      users: 'viewer_riverside,user_riverside',
    });
    await expectReadersAgree('members added');
    await post('publisher_riverside', `community/groups/${groupId}/removeUsers`, { users: 'viewer_riverside' });
    await post('user_riverside', `community/groups/${groupId}/leave`, {});
    await expectReadersAgree('members removed');
  });

  it('after an ownership change and a title change', async () => {
    const { id } = item();
    // No endpoint moves an item to another owner; the row is what every rule reads, so it is changed directly.
    await updateItemRow(t.db, id, { owner: 'user_riverside' });
    made.find((m) => m.id === id)!.owner = 'user_riverside';
    await expectReadersAgree('owner changed');
    await post('user_riverside', `content/users/user_riverside/items/${id}/update`, { title: 'Renamed survey' });
    await expectReadersAgree('word gone from the title');
    await post('user_riverside', `content/users/user_riverside/items/${id}/update`, { title: `${WORD} again` });
    await expectReadersAgree('word back in the title');
  });

  it('after a group is deleted and an item is deleted', async () => {
    await post('publisher_riverside', `community/groups/${groupId}/delete`, {});
    expect(await t.db.selectFrom('item_groups').select('item_id').where('group_id', '=', groupId).execute()).toEqual(
      [],
    );
    await expectReadersAgree('group deleted');
    const gone = made.find((m) => m.owner === 'admin_hillcrest')!;
    await post(gone.owner, `content/users/${gone.owner}/items/${gone.id}/delete`, {});
    expect(
      await t.db.selectFrom('item_title_words').select('item_id').where('item_id', '=', gone.id).execute(),
    ).toEqual([]);
    await expectReadersAgree('item deleted');
  });
});
