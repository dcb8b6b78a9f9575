import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Files over real HTTP: multipart uploads are streamed (spooled), size-checked, stored in chunks in
// the database, and a failed write leaves nothing behind.
let t: TestApp;
let portal: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  token = await signIn(t, 'publisher_riverside');
});
afterAll(async () => {
  await t?.close();
});

async function post(path: string, form: FormData, auth = token): Promise<Record<string, unknown>> {
  form.set('f', 'json');
  form.set('token', auth);
  const res = await fetch(`${portal}${path}`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

function bytes(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) out[i] = (i * 31 + seed) % 251;
  return out;
}

describe('item files', () => {
  it('stores a data file across several chunks, with a thumbnail and metadata, and streams them back', async () => {
    const data = bytes(700 * 1024, 7);
    const form = new FormData();
    form.set('title', 'Parcels');
    form.set('type', 'CSV');
    form.set('file', new Blob([data], { type: 'text/csv' }), 'parcels.csv');
    form.set('thumbnail', new Blob([bytes(2048, 1)], { type: 'image/png' }), 'thumb.png');
    form.set('metadata', new Blob(['<metadata/>'], { type: 'application/xml' }), 'metadata.xml');
    const created = await post('/content/users/publisher_riverside/addItem', form);
    expect(created.success).toBe(true);
    const id = created.id as string;

    const item = (await (await fetch(`${portal}/content/items/${id}?f=json&token=${token}`)).json()) as Record<
      string,
      unknown
    >;
    expect(item).toMatchObject({ name: 'parcels.csv', size: data.length, thumbnail: 'thumbnail/thumb.png' });
    const got = new Uint8Array(await (await fetch(`${portal}/content/items/${id}/data?token=${token}`)).arrayBuffer());
    expect(got.length).toBe(data.length);
    expect(Buffer.compare(Buffer.from(got), Buffer.from(data))).toBe(0);
    const thumb = await fetch(`${portal}/content/items/${id}/info/thumbnail/thumb.png?token=${token}`);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect((await thumb.arrayBuffer()).byteLength).toBe(2048);
    const xml = await fetch(`${portal}/content/items/${id}/info/metadata/metadata.xml?token=${token}`);
    expect(await xml.text()).toBe('<metadata/>');
    const chunks = await t.db
      .selectFrom('file_chunks')
      .innerJoin('item_files', 'item_files.id', 'file_chunks.file_id')
      .select('file_chunks.seq')
      .where('item_files.item_id', '=', id)
      .where('item_files.role', '=', 'data')
      .execute();
    expect(chunks.length).toBe(3);
  });

  it('refuses a thumbnail over 1 MB and leaves no item, file or chunk behind', async () => {
    const before = await t.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const chunksBefore = await t.db
      .selectFrom('file_chunks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const form = new FormData();
    form.set('title', 'Too big');
    form.set('type', 'Web Map');
    form.set('text', '{"a":1}');
    form.set('thumbnail', new Blob([bytes(1024 * 1024 + 1, 3)], { type: 'image/png' }), 'big.png');
    const answer = await post('/content/users/publisher_riverside/addItem', form);
    expect(answer.error).toMatchObject({ code: 400, message: 'The thumbnail is larger than the limit of 1 MB.' });
    const after = await t.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const chunksAfter = await t.db
      .selectFrom('file_chunks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(chunksAfter.n)).toBe(Number(chunksBefore.n));
  });

  it('lets viewers create nothing and other orgs update nothing', async () => {
    const viewer = await signIn(t, 'viewer_riverside');
    const form = new FormData();
    form.set('title', 'Nope');
    form.set('type', 'Web Map');
    expect((await post('/content/users/viewer_riverside/addItem', form, viewer)).error).toMatchObject({ code: 403 });

    const mine = new FormData();
    mine.set('title', 'Public parks');
    mine.set('type', 'Web Map');
    const { id } = (await post('/content/users/publisher_riverside/addItem', mine)) as { id: string };
    const share = new FormData();
    share.set('everyone', 'true');
    await post(`/content/users/publisher_riverside/items/${id}/share`, share);
    const other = await signIn(t, 'admin_hillcrest');
    const update = new FormData();
    update.set('title', 'Hijacked');
    expect((await post(`/content/users/publisher_riverside/items/${id}/update`, update, other)).error).toMatchObject({
      code: 403,
    });
  });

  it('lists the groups an item is shared to, split by the caller’s membership', async () => {
    const parks = await t.db
      .selectFrom('groups')
      .select('id')
      .where('title', '=', 'Parks Project Team')
      .executeTakeFirstOrThrow();
    const form = new FormData();
    form.set('title', 'Grouped');
    form.set('type', 'Web Map');
    const { id } = (await post('/content/users/publisher_riverside/addItem', form)) as { id: string };
    const share = new FormData();
    share.set('groups', parks.id);
    expect((await post(`/content/users/publisher_riverside/items/${id}/share`, share)).notSharedWith).toEqual([]);
    const groups = (await (await fetch(`${portal}/content/items/${id}/groups?f=json&token=${token}`)).json()) as {
      admin: { id: string }[];
    };
    expect(groups.admin.map((g) => g.id)).toEqual([parks.id]);
  });
});
