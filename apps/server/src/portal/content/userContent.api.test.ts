import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 12 item 9: `content/users/{u}` answered with an (empty) listing for users the caller may not see,
// which told them the user exists; it must answer exactly like a missing user (ADR 0013).
describe('content/users/{username} for a user the caller may not see', () => {
  let t: TestApp;
  const { publisher } = SEEDED_USERS.riverside;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens.riverside = await signIn(t, SEEDED_USERS.riverside.user);
    tokens.hillcrest = await signIn(t, SEEDED_USERS.hillcrest.user);
    await t.db.updateTable('users').set({ access: 'org' }).where('username', '=', publisher).execute();
  });
  afterAll(() => t.close());

  const list = async (username: string, who?: string) =>
    (await (
      await t.app.request(`/sharing/rest/content/users/${username}?f=json`, {
        headers: who ? bearer(tokens[who]!) : {},
      })
    ).json()) as { username?: string; error?: { code: number; messageCode: string; message: string } };

  it('answers like a missing user to anonymous callers and to other organisations', async () => {
    const missing = await list('nobody_at_all');
    expect(missing.error).toMatchObject({ code: 400, messageCode: 'COM_0019' });
    expect(await list(publisher)).toEqual(missing);
    expect(await list(publisher, 'hillcrest')).toEqual(await list('nobody_at_all', 'hillcrest'));
  });

  it('lists for a member of the same organisation, and for everyone once the profile is public', async () => {
    expect(await list(publisher, 'riverside')).toMatchObject({ username: publisher });
    await t.db.updateTable('users').set({ access: 'public' }).where('username', '=', publisher).execute();
    expect(await list(publisher)).toMatchObject({ username: publisher });
  });
});
