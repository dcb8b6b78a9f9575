import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ITEM_VERSIONS } from '../../db/repositories/itemVersionRepository.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Versions of an item's file (issue 18, ADR 0152) over real HTTP: replacing an upload keeps the one it replaces,
// with who and when; a version is read, restored and deleted by those who may; editors' JSON is not versioned.
let t: TestApp;
let portal: string;
let owner: string;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  owner = await signIn(t, 'publisher_riverside');
  admin = await signIn(t, 'admin_riverside');
  member = await signIn(t, 'user_riverside');
});
afterAll(async () => {
  await t?.close();
});

interface Version {
  id: string;
  fileName: string | null;
  size: number;
  author: string | null;
  created: number;
  current: boolean;
}

async function call(path: string, fields: Record<string, string | Blob>, token: string): Promise<Response> {
  const form = new FormData();
  form.set('f', 'json');
  form.set('token', token);
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.set(key, value, key === 'file' ? String(fields.fileName ?? 'data.csv') : 'x');
    else form.set(key, value);
  }
  return fetch(`${portal}${path}`, { method: 'POST', body: form });
}

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function upload(title: string, text: string): Promise<string> {
  const res = await call(
    '/content/users/publisher_riverside/addItem',
    { title, type: 'CSV', file: new Blob([text], { type: 'text/csv' }), fileName: `${title}.csv` },
    owner,
  );
  return (await json<{ id: string }>(res)).id;
}

async function replace(id: string, text: string, fileName: string, token = owner): Promise<Response> {
  return call(
    `/content/users/publisher_riverside/items/${id}/update`,
    { file: new Blob([text], { type: 'text/csv' }), fileName },
    token,
  );
}

async function versions(id: string, token = owner): Promise<Version[]> {
  const res = await fetch(`${portal}/content/items/${id}/versions?f=json&token=${token}`);
  return (await json<{ versions: Version[] }>(res)).versions;
}

async function data(id: string): Promise<string> {
  return (await fetch(`${portal}/content/items/${id}/data?token=${owner}`)).text();
}

describe('item versions', () => {
  it('keeps the replaced file as a version, with who and when, newest first', async () => {
    const id = await upload('permits-v', 'a,b\n1,2\n');
    expect(await versions(id)).toMatchObject([
      { fileName: 'permits-v.csv', author: 'publisher_riverside', current: true },
    ]);
    expect((await replace(id, 'a,b\n1,2\n3,4\n', 'permits-2026.csv', admin)).status).toBe(200);
    const list = await versions(id);
    expect(list).toMatchObject([
      { fileName: 'permits-2026.csv', author: 'admin_riverside', current: true, size: 12 },
      { fileName: 'permits-v.csv', author: 'publisher_riverside', current: false, size: 8 },
    ]);
    expect(list[0]!.created).toBeGreaterThanOrEqual(list[1]!.created);
    expect(await data(id)).toBe('a,b\n1,2\n3,4\n');
    const item = await json(await fetch(`${portal}/content/items/${id}?f=json&token=${owner}`));
    expect(item).toMatchObject({ name: 'permits-2026.csv', size: 12 });

    const old = list[1]!;
    const details = await json(await fetch(`${portal}/content/items/${id}/versions/${old.id}?f=json&token=${owner}`));
    expect(details).toMatchObject({ id: old.id, fileName: 'permits-v.csv', current: false });
    const file = await fetch(`${portal}/content/items/${id}/versions/${old.id}/data?token=${owner}`);
    expect(await file.text()).toBe('a,b\n1,2\n');
    expect(file.headers.get('content-disposition')).toContain('permits-v.csv');
    expect(file.headers.get('cache-control')).toBe('private, no-store');

    // The current file is a version too: read by its id, restored as a no-op, never deleted.
    const now = list[0]!;
    const currentFile = await fetch(`${portal}/content/items/${id}/versions/${now.id}/data?token=${owner}`);
    expect(await currentFile.text()).toBe('a,b\n1,2\n3,4\n');
    const restoreCurrent = await call(
      `/content/users/publisher_riverside/items/${id}/versions/${now.id}/restore`,
      {},
      owner,
    );
    expect(await json(restoreCurrent)).toMatchObject({ success: true });
    const deleteCurrent = await call(
      `/content/users/publisher_riverside/items/${id}/versions/${now.id}/delete`,
      {},
      owner,
    );
    expect(await json(deleteCurrent)).toMatchObject({ error: { code: 400 } });
    expect(await data(id)).toBe('a,b\n1,2\n3,4\n');
  });

  it('restores a version: it becomes the file, and the file it replaces becomes a version', async () => {
    const id = await upload('restore-me', 'first\n');
    await replace(id, 'second\n', 'second.csv');
    const [, first] = await versions(id);
    const res = await call(`/content/users/publisher_riverside/items/${id}/versions/${first!.id}/restore`, {}, owner);
    expect(await json(res)).toMatchObject({ success: true, versionId: first!.id });
    expect(await data(id)).toBe('first\n');
    const list = await versions(id);
    expect(list.map((v) => [v.fileName, v.current])).toEqual([
      ['restore-me.csv', true],
      ['second.csv', false],
    ]);
    const item = await json(await fetch(`${portal}/content/items/${id}?f=json&token=${owner}`));
    expect(item).toMatchObject({ name: 'restore-me.csv', size: 6 });
  });

  it('deletes a version; restoring or deleting it again is "not found" and changes nothing', async () => {
    const id = await upload('delete-me', 'one\n');
    await replace(id, 'two\n', 'two.csv');
    const [, old] = await versions(id);
    const deleted = await call(`/content/users/publisher_riverside/items/${id}/versions/${old!.id}/delete`, {}, owner);
    expect(await json(deleted)).toMatchObject({ success: true });
    expect((await versions(id)).map((v) => v.fileName)).toEqual(['two.csv']);
    for (const op of ['restore', 'delete']) {
      const again = await call(`/content/users/publisher_riverside/items/${id}/versions/${old!.id}/${op}`, {}, owner);
      expect(await json(again)).toEqual({
        error: {
          code: 404,
          messageCode: 'CONT_0030',
          message: 'Version does not exist or has been deleted.',
          details: [],
        },
      });
    }
    expect(await data(id)).toBe('two\n');
    const chunks = await t.db.selectFrom('item_files').select('id').where('id', '=', old!.id).execute();
    expect(chunks).toEqual([]);
  });

  it('keeps versions from those who may not change the item, and answers like a missing item to those who cannot see it', async () => {
    const id = await upload('private-versions', 'secret\n');
    await replace(id, 'newer\n', 'newer.csv');
    const [, old] = await versions(id);
    await call(`/content/users/publisher_riverside/items/${id}/share`, { org: 'true' }, owner);
    const forbidden = await json(await fetch(`${portal}/content/items/${id}/versions?f=json&token=${member}`));
    expect(forbidden).toMatchObject({ error: { code: 403 } });
    const file = await json(
      await fetch(`${portal}/content/items/${id}/versions/${old!.id}/data?f=json&token=${member}`),
    );
    expect(file).toMatchObject({ error: { code: 403 } });
    const restore = await call(
      `/content/users/publisher_riverside/items/${id}/versions/${old!.id}/restore`,
      {},
      member,
    );
    expect(await json(restore)).toMatchObject({ error: { code: 403 } });
    const anonymous = await json(await fetch(`${portal}/content/items/${id}/versions?f=json`));
    expect(anonymous).toMatchObject({ error: { code: 499 } });
    const hillcrest = await signIn(t, 'admin_hillcrest');
    const other = await json(await fetch(`${portal}/content/items/${id}/versions?f=json&token=${hillcrest}`));
    expect(other).toMatchObject({ error: { code: 404, messageCode: 'CONT_0001' } });
    expect(await data(id)).toBe('newer\n');
  });

  it('does not version JSON written as text, and keeps at most the newest versions', async () => {
    const created = await call(
      '/content/users/publisher_riverside/addItem',
      { title: 'A map', type: 'Web Map', text: '{"a":1}' },
      owner,
    );
    const mapId = (await json<{ id: string }>(created)).id;
    await call(`/content/users/publisher_riverside/items/${mapId}/update`, { text: '{"a":2}' }, owner);
    expect((await versions(mapId)).map((v) => v.current)).toEqual([true]);

    const id = await upload('many', '0\n');
    for (let n = 1; n <= MAX_ITEM_VERSIONS + 1; n++) await replace(id, `${n}\n`, `v${n}.csv`);
    const list = await versions(id);
    expect(list).toHaveLength(MAX_ITEM_VERSIONS + 1);
    expect(list[0]!.fileName).toBe(`v${MAX_ITEM_VERSIONS + 1}.csv`);
    expect(list.at(-1)!.fileName).toBe('v1.csv');
  });
});
