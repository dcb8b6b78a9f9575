import {
  createEntity,
  createPost,
  createGroup,
  ensureFollowersGroup,
  fetchFollowActivity,
  fetchFollowedEntities,
  fetchFollowState,
  fetchEntity,
  FOLLOWERS_GROUP_KEYWORD,
  followEntity,
  followsKeyword,
  getGroup,
  getPortalSelf,
  joinGroup,
  PortalRequestError,
  setItemAccess,
  unfollowEntity,
  updateEntity,
  type EntityWriteOptions,
  type HubInitiative,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../../seed/demoItemId.ts';
import { identityOf, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 19 (ADR 0157): following a site or an initiative is joining its followers group, made protected on first need
// and seen by those who may see the entity; one cannot follow what one cannot see; what the entity publishes after
// someone follows it is their activity.
let t: TestApp;
let origin: string;
let portal: string;
let publisher: EntityWriteOptions;
let resident: EntityWriteOptions;
let outsider: EntityWriteOptions;

async function optionsAs(username: string): Promise<EntityWriteOptions> {
  const authentication = await identityOf(t, username, portal);
  return { portal, authentication, portalSelf: await getPortalSelf({ portal, authentication }), hubUrl: origin };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof PortalRequestError ? `${error.status}: ${error.message}` : String(error)),
  );

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  portal = `${origin}/sharing/rest`;
  publisher = await optionsAs(SEEDED_USERS.riverside.publisher);
  resident = await optionsAs(SEEDED_USERS.riverside.user);
  outsider = await optionsAs(SEEDED_USERS.hillcrest.user);
});
afterAll(() => t.close());

async function publicInitiative(name: string): Promise<HubInitiative> {
  const made = await createEntity('initiative', { name }, publisher);
  await setItemAccess(made, 'public', publisher);
  return updateEntity(
    'initiative',
    {
      ...made,
      access: 'public',
      catalog: {
        schemaVersion: 1,
        title: name,
        scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ tags: [`follow-${made.id}`] }] }] } },
        collections: [],
      },
    },
    publisher,
  );
}

describe('following', () => {
  it('makes a followers group once, protected and joined at once, and keeps its id on the initiative', async () => {
    const initiative = await publicInitiative('Quiet Streets');
    const first = await ensureFollowersGroup({ kind: 'initiative', entity: initiative }, publisher);
    const groupId = first.entity.followersGroupId!;
    expect(groupId).toMatch(/^[0-9a-f]{32}$/);
    const group = await getGroup(groupId, publisher);
    expect(group).toMatchObject({ access: 'public', autoJoin: true, isViewOnly: true, protected: true });
    expect(group.typeKeywords).toEqual([
      FOLLOWERS_GROUP_KEYWORD,
      followsKeyword('initiative', initiative.id),
      'cannotDiscuss',
    ]);
    const again = await ensureFollowersGroup(first, publisher);
    expect(again.entity.followersGroupId).toBe(groupId);

    // A resident follows and unfollows; its owner follows and cannot unfollow.
    const entity = first.entity;
    expect(await fetchFollowState(entity, resident)).toEqual({
      followable: true,
      isFollowing: false,
      cannotUnfollow: false,
    });
    await followEntity(entity, resident);
    expect(await fetchFollowState(entity, resident)).toMatchObject({ isFollowing: true, cannotUnfollow: false });
    // Someone of another organisation may follow a public initiative too.
    await followEntity(entity, outsider);
    expect(await fetchFollowState(entity, outsider)).toMatchObject({ isFollowing: true });
    expect(await fetchFollowState(entity, publisher)).toMatchObject({ isFollowing: true, cannotUnfollow: true });
    expect(await refusal(unfollowEntity(entity, publisher))).toContain('The group owner cannot leave the group.');
    await unfollowEntity(entity, outsider);
    expect(await fetchFollowState(entity, outsider)).toMatchObject({ isFollowing: false });
  });

  it('refuses following an initiative the caller cannot see', async () => {
    const hidden = await createEntity('initiative', { name: 'Budget Talks' }, publisher);
    const withGroup = (await ensureFollowersGroup({ kind: 'initiative', entity: hidden }, publisher)).entity;
    // Its followers group is as private as the initiative: the resident cannot even find it.
    expect(await refusal(followEntity(withGroup, resident))).toContain('Group does not exist or is inaccessible.');
    // A public group that says it follows the private initiative is refused too: the portal checks the initiative.
    const decoy = await createGroup(
      {
        title: 'Followers of something hidden',
        access: 'public',
        autoJoin: true,
        typeKeywords: [FOLLOWERS_GROUP_KEYWORD, followsKeyword('initiative', hidden.id)],
      },
      publisher,
    );
    expect(await refusal(joinGroup(decoy.id, resident))).toBe('403: You cannot follow something you cannot see.');
    expect(await refusal(followEntity({ id: hidden.id }, resident))).toContain('no followers group');
  });

  it('lists what the caller follows, and what it published after they followed it', async () => {
    const initiative = await publicInitiative('Shady Schoolyards');
    const tag = `follow-${initiative.id}`;
    const publisherToken = await signIn(t, SEEDED_USERS.riverside.publisher);
    const addItem = async (title: string) => {
      const form = new URLSearchParams({
        f: 'json',
        title,
        type: 'Document Link',
        url: 'https://example.org/doc',
        tags: tag,
        token: publisherToken,
      });
      const added = (await (
        await fetch(`${portal}/content/users/${SEEDED_USERS.riverside.publisher}/addItem`, {
          method: 'POST',
          body: form,
        })
      ).json()) as { id: string };
      await fetch(`${portal}/content/items/${added.id}/share`, {
        method: 'POST',
        body: new URLSearchParams({ f: 'json', everyone: 'true', token: form.get('token')! }),
      });
      return added.id;
    };
    const before = await addItem('Shade survey 2025');
    const entity = (await ensureFollowersGroup({ kind: 'initiative', entity: initiative }, publisher)).entity;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await followEntity(entity, resident);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await addItem('Shade plan for Lincoln Elementary');

    const followed = await fetchFollowedEntities(resident);
    const entry = followed.find((f) => f.id === entity.id);
    expect(entry).toMatchObject({ kind: 'initiative', name: 'Shady Schoolyards', href: `/initiatives/${entity.id}` });
    const activity = await fetchFollowActivity(
      followed.filter((f) => f.id === entity.id),
      resident,
    );
    expect(activity.map((a) => a.id)).toEqual([after]);
    expect(activity[0]).toMatchObject({
      kind: 'content',
      title: 'Shade plan for Lincoln Elementary',
      from: { name: 'Shady Schoolyards' },
    });
    expect(activity.map((a) => a.id)).not.toContain(before);
  });

  it('tells followers of the demo’s Greener Riverside about a new post on its board', async () => {
    const id = demoItemId('riverside', 'greener-riverside');
    const initiative = await fetchEntity('initiative', id, resident);
    expect(initiative.followersGroupId).toMatch(/^[0-9a-f]{32}$/);
    await followEntity(initiative, resident);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const post = await createPost(
      {
        channelId: demoItemId('riverside', 'channel-community'),
        discussion: `hub://item/${id}`,
        title: 'Volunteers wanted for the Fairmount planting',
        body: 'Bring gloves; we supply the trees.',
      },
      { hubUrl: origin, authentication: publisher.authentication },
    );
    const followed = (await fetchFollowedEntities(resident)).filter((f) => f.id === id);
    const activity = await fetchFollowActivity(followed, { ...resident, hubUrl: origin });
    expect(activity.find((a) => a.kind === 'post')).toMatchObject({
      id: post.id,
      title: 'Volunteers wanted for the Fairmount planting',
      href: `/initiatives/${id}`,
      from: { name: 'Greener Riverside' },
    });
  });
});
