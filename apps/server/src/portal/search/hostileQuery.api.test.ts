import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from '../../db/repositories/itemRepository.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { removeDemoContent } from '../../seed/removeDemoContent.ts';

// Hostile q (issue 4): a 400 envelope that says what is wrong, never a 5xx, never SQL from text,
// and search keeps working afterwards.
let t: TestApp;
let itemsBefore = 0;

beforeAll(async () => {
  t = await createTestApp();
  // This suite owns the whole item table (exact totals over every item): without the demo catalog.
  await removeDemoContent(t.db);
  itemsBefore = Number(
    (
      await t.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const owner = await t.db
    .selectFrom('users')
    .select(['username', 'org_id'])
    .where('username', '=', 'admin_riverside')
    .executeTakeFirstOrThrow();
  await insertItem(t.db, {
    id: 'a'.repeat(32),
    owner: owner.username,
    org_id: owner.org_id,
    owner_folder: null,
    title: "Robert'); DROP TABLE items;-- parks",
    type: 'Web Map',
    tags: ['parks'],
    access: 'public',
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
  });
});
afterAll(async () => {
  await t?.close();
});

async function search(q: string, extra = ''): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await t.app.request('/sharing/rest/search', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ f: 'json', q }).toString() + extra,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const REFUSED: readonly [string, string, RegExp][] = [
  ['an unbalanced quote', 'title:"parks', /Unbalanced quote/],
  ['an unbalanced parenthesis', '(parks OR trails', /Unbalanced parentheses/],
  ['a stray closing bracket', 'parks)', /has no matching/],
  ['an unclosed range', 'created:[1 TO 2', /Unbalanced range/],
  ['10 KB and more', 'parks '.repeat(2000), /longer than 10240 bytes/],
  ['a NUL byte', 'parks\u0000', /control or bidirectional/],
  ['a bell and escape', '\u0007\u001b[31m', /control or bidirectional/],
  ['a right-to-left override', 'owner:\u202Eadmin', /U\+202E/],
  ['a classic injection with a stray parenthesis', "Robert'); DROP TABLE items;--", /has no matching "\("/],
  ['a union as a field', 'id:1 UNION:x', /Unknown field "union"/],
  ['deep nesting', '('.repeat(40) + 'a' + ')'.repeat(40), /nest more than 32/],
  ['exponential-backtracking bait', 'a('.repeat(2000), /Parentheses nest|not closed/],
  ['a non-number for a date', 'created:[yesterday TO now]', /epoch milliseconds/],
];

describe('hostile q', () => {
  it.each(REFUSED)('refuses %s with a 400 envelope', async (_what, q, message) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    const error = body.error as { code: number; message: string; details: string[] };
    expect(error.code).toBe(400);
    expect(error.message).toMatch(message);
  });

  it.each([
    "'; DROP TABLE items; --",
    "x' OR 1=1 --:a",
    "title:parks' OR '1'='1",
    '1 OR 1=1',
    "%' OR '%'='",
    '\\x00\\u0000 $1 $$ ;; -- /* */',
    'title:"a\\" OR 1=1 --"',
    'tags:%_\\\\',
    '\u0645\u062f\u0646 \u05e2\u05d9\u05e8',
  ])('searches %s as text, never as SQL', async (q) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(body.error).toBeUndefined();
    expect(typeof body.total).toBe('number');
  });

  it('finds text that looks like SQL when that is what the title says', async () => {
    const { body } = await search('"DROP TABLE items"');
    expect(body.total).toBe(1);
  });

  it('refuses bad parameters besides q with a 400', async () => {
    for (const extra of [
      '&bbox=1,2,3',
      '&sortField=password',
      '&countFields=a,b,c,d',
      '&num=ten',
      '&countFields=secret',
    ]) {
      const { body } = await search('parks', extra);
      expect((body.error as { code: number }).code).toBe(400);
    }
  });

  it('keeps working afterwards, and the items table is intact', async () => {
    const { body } = await search('"drop table items"');
    expect(body.total).toBe(1);
    const count = await t.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(itemsBefore + 1);
  });
});
