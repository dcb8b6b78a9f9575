import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// The item status call of spec 2 §7 (ADR 0107): every job here ends inside its call, so an item is "completed".
let t: TestApp;
const tokens: Record<string, string> = {};
let id = '';
const owner = SEEDED_USERS.riverside.publisher;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [owner, SEEDED_USERS.riverside.admin, SEEDED_USERS.riverside.user, SEEDED_USERS.hillcrest.admin]) {
    tokens[who] = await signIn(t, who);
  }
  const add = await t.app.request(`/sharing/rest/content/users/${owner}/addItem`, {
    method: 'POST',
    headers: bearer(tokens[owner]!),
    body: new URLSearchParams({ f: 'json', title: 'Status', type: 'CSV', text: 'a,b\n1,2' }),
  });
  id = ((await add.json()) as { id: string }).id;
  await t.app.request(`/sharing/rest/content/users/${owner}/items/${id}/share`, {
    method: 'POST',
    headers: bearer(tokens[owner]!),
    body: new URLSearchParams({ f: 'json', org: 'true' }),
  });
});
afterAll(async () => {
  await t?.close();
});

async function status(who: string | undefined, query = '', path = `/content/users/${owner}/items/${id}/status`) {
  const res = await t.app.request(`/sharing/rest${path}?f=json${query}`, who ? { headers: bearer(tokens[who]!) } : {});
  return (await res.json()) as Record<string, unknown> & { error?: { code: number; message: string } };
}

describe('item status', () => {
  it('answers completed to the owner and to an administrator, by GET and POST', async () => {
    expect(await status(owner)).toEqual({ status: 'completed', statusMessage: 'completed', itemId: id });
    expect(await status(SEEDED_USERS.riverside.admin, '&jobType=addItem')).toEqual({
      status: 'completed',
      statusMessage: 'completed',
      itemId: id,
      jobType: 'addItem',
    });
    const posted = await t.app.request(`/sharing/rest/content/users/${owner}/items/${id}/status`, {
      method: 'POST',
      headers: bearer(tokens[owner]!),
      body: new URLSearchParams({ f: 'json' }),
    });
    expect(await posted.json()).toMatchObject({ status: 'completed' });
  });

  it('refuses others, hides it from those who cannot see it, and knows no jobs', async () => {
    expect((await status(SEEDED_USERS.riverside.user)).error?.code).toBe(403);
    expect((await status(SEEDED_USERS.hillcrest.admin)).error?.code).toBe(404);
    expect((await status(undefined)).error?.code).toBe(499);
    expect(
      (await status(owner, '', `/content/users/${SEEDED_USERS.riverside.admin}/items/${id}/status`)).error?.code,
    ).toBe(404);
    expect((await status(owner, '&jobId=abc')).error).toMatchObject({
      code: 400,
      message: 'Job "abc" does not exist for this item.',
    });
  });
});
