import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrgByUrlKey, setMaxGroupsPerUser } from '../../db/repositories/orgRepository.ts';
import { countGroupsOfUser } from '../../db/repositories/groupMemberRepository.ts';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 12 item 7: the groups-per-user limit is count-then-insert; simultaneous joins must not pass it.
describe('the groups-per-user limit under simultaneous joins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = async (path: string, token: string, form: Record<string, string> = {}) =>
    (await (
      await t.app.request(`/sharing/rest/${path}`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ f: 'json', ...form }).toString(),
      })
    ).json()) as { success?: boolean; group?: { id: string }; error?: { code: number; message: string } };

  it('lets exactly as many joins through as there is room for', async () => {
    const admin = await signIn(t, SEEDED_USERS.riverside.admin);
    const user = await signIn(t, SEEDED_USERS.riverside.user);
    const groupIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const made = await post('community/createGroup', admin, {
        title: `Limit test ${i}`,
        access: 'org',
        autoJoin: 'true',
      });
      expect(made.group?.id).toBeTruthy();
      groupIds.push(made.group!.id);
    }
    const org = await findOrgByUrlKey(t.db, 'riverside');
    const before = await countGroupsOfUser(t.db, SEEDED_USERS.riverside.user);
    await setMaxGroupsPerUser(t.db, org!.id, before + 3);

    const answers = await Promise.all(groupIds.map((id) => post(`community/groups/${id}/join`, user)));
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    expect(answers.filter((a) => a.error)).toHaveLength(9);
    expect(await countGroupsOfUser(t.db, SEEDED_USERS.riverside.user)).toBe(before + 3);
  });
});
