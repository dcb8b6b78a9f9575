import { hubSearch, type HubSearchOptions } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { TEST_PASSWORD } from '../../testing/testDatabase.ts';
import { insertSearchFixture } from './searchTestFixture.ts';

// core's hubSearch for groups, users and group members against the embedded portal, on a started server.

let t: TestApp;
let options: HubSearchOptions;
let signedIn: HubSearchOptions;

beforeAll(async () => {
  t = await createTestApp();
  await insertSearchFixture(t.db);
  const origin = await t.listen();
  const res = await fetch(`${origin}/sharing/rest/generateToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      f: 'json',
      username: 'publisher_riverside',
      password: TEST_PASSWORD,
      client: 'requestip',
    }),
  });
  const token = ((await res.json()) as { token: string }).token;
  options = { requestOptions: { portal: `${origin}/sharing/rest` } };
  signedIn = { requestOptions: { portal: `${origin}/sharing/rest`, authentication: token } };
});
afterAll(async () => {
  await t?.close();
});

describe('hubSearch targets on the embedded portal', () => {
  it('finds groups with their enrichments', async () => {
    const page = await hubSearch(
      {
        targetEntity: 'group',
        filters: [{ predicates: [{ title: 'Parks Project Team' }] }],
        include: ['membershipSummary', 'contentCount', 'userMembership'],
      },
      signedIn,
    );
    const group = page.results.find((r) => r.name === 'Parks Project Team');
    expect(group).toMatchObject({
      type: 'Group',
      family: 'team',
      access: 'public',
      isSharedUpdate: true,
      membershipAccess: 'organization',
      userMembership: { memberType: 'owner' },
    });
    expect(group?.errors).toBeUndefined();
    const shared = await fetch(
      `${signedIn.requestOptions.portal}/content/groups/${group!.id}/search?f=json&num=1&token=${String(signedIn.requestOptions.authentication)}`,
    );
    expect(group?.contentCount).toBe(((await shared.json()) as { total: number }).total);
    expect(group?.membershipSummary?.total).toBe(2);
    expect(group?.membershipSummary?.users.map((u) => u.id).sort()).toEqual(['publisher_riverside', 'user_riverside']);
  });

  it('lets anonymous callers see public groups only', async () => {
    const page = await hubSearch(
      {
        targetEntity: 'group',
        filters: [{ predicates: [{ owner: ['admin_riverside', 'publisher_riverside'] }] }],
        num: 100,
      },
      options,
    );
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((r) => r.access === 'public')).toBe(true);
    expect(page.results.map((r) => r.name)).not.toContain('Council Drafts');
  });

  it('finds users of the caller org, signed in only', async () => {
    const page = await hubSearch(
      { targetEntity: 'portalUser', filters: [{ predicates: [{ term: 'user_riverside' }] }], include: ['org'] },
      signedIn,
    );
    const user = page.results.find((r) => r.id === 'user_riverside');
    expect(user).toMatchObject({ type: 'User', family: 'people', links: { siteRelative: '/people/user_riverside' } });
    expect(user?.org?.name).toBe('Riverside');
    await expect(
      hubSearch({ targetEntity: 'portalUser', filters: [{ predicates: [{ term: 'x' }] }] }, options),
    ).rejects.toMatchObject({
      message: 'requestOptions must pass authentication.',
    });
  });

  it('lists group members with their member types', async () => {
    const groups = await hubSearch(
      { targetEntity: 'group', filters: [{ predicates: [{ title: 'Parks Project Team' }] }] },
      signedIn,
    );
    const id = groups.results.find((r) => r.name === 'Parks Project Team')!.id;
    const page = await hubSearch({ targetEntity: 'groupMember', filters: [{ predicates: [{ group: id }] }] }, signedIn);
    expect(page.results.map((r) => [r.id, r.memberType, r.isGroupOwner]).sort()).toEqual([
      ['publisher_riverside', 'owner', true],
      ['user_riverside', 'member', false],
    ]);
  });
});
