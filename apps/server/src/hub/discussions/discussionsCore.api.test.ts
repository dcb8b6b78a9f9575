import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { eventsCaller, type EventsCall } from '../../testing/eventsTestKit.ts';

// The discussions service through core (issue 16): hubSearch's channel and post targets, the discussion entity with
// its settings in the service, and channel writes — core's clients against the real server.
let t: TestApp;
let call: EventsCall;
const API = '/api/discussions/v1';
const OWNER = 'publisher_riverside';
const MEMBER = 'user_riverside';
let open = '';
let moderated = '';

async function channel(body: Record<string, unknown>): Promise<string> {
  const created = await call('POST', `${API}/channels`, { as: OWNER, body });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  open = await channel({ name: 'Open channel', access: 'org', blockWords: ['spamword'] });
  moderated = await channel({ name: 'Pre-moderated', access: 'org', defaultPostStatus: 'pending' });
});
afterAll(async () => {
  await t?.close();
});

describe('discussions: core clients against the server', () => {
  it('hubSearch finds channels and posts, paging posts by rel=next, with nothing private to anonymous callers', async () => {
    const { hubSearch, searchPosts } = await import('@plaza/core');
    const origin = await t.listen();
    const portal = `${origin}/sharing/rest`;
    const token = await (await import('../../testing/signIn.ts')).signIn(t, 'admin_riverside');
    const channels = await hubSearch(
      { targetEntity: 'channel', filters: [{ predicates: [{ term: 'Safe Streets' }] }] },
      { requestOptions: { portal, authentication: token } },
    );
    expect(channels.results.map((r) => r.name)).toEqual(['Safe Streets engagement']);
    const initiative = await t.db
      .selectFrom('items')
      .select('id')
      .where('title', '=', 'Safe Streets')
      .executeTakeFirstOrThrow();
    const discussion = `hub://item/${initiative.id}`;
    const query = { targetEntity: 'discussionPost' as const, filters: [{ predicates: [{ discussion }] }], num: 2 };
    const signedIn = await hubSearch(query, { requestOptions: { portal, authentication: token } });
    // The admin moderates: the queued post counts for them.
    expect(signedIn.total).toBe(5);
    expect(signedIn.hasNext).toBe(true);
    const second = await signedIn.next();
    expect(second.results).toHaveLength(2);
    const anonymous = await hubSearch(query, { requestOptions: { portal } });
    expect(anonymous.total).toBe(4);
    const page = await searchPosts({ discussion, parents: ['null'], sortBy: 'reactionCount' }, { hubUrl: origin });
    expect(page.items[0]!.title).toBe('Can we get a signalised crossing at Main and 5th?');
    expect(page.items[0]!.bodyHtml).toContain('<strong>Main Street at 5th</strong>');
  });
});

describe('discussions: the discussion entity and channels through core', () => {
  it('creates, fetches, updates and deletes a discussion with its settings in the discussions service', async () => {
    const { createEntity, deleteEntity, fetchEntity, getPortalSelf, setItemAccess, updateEntity } =
      await import('@plaza/core');
    const { signIn } = await import('../../testing/signIn.ts');
    const origin = await t.listen();
    const portal = `${origin}/sharing/rest`;
    const authentication = await signIn(t, OWNER);
    const portalSelf = await getPortalSelf({ portal, authentication });
    const options = { portal, authentication, owner: OWNER, hubUrl: origin, portalSelf };
    const created = await createEntity(
      'discussion',
      {
        name: 'Budget 2027: your priorities',
        prompt: 'What should the city spend more on?',
        discussionSettings: { allowedChannelIds: [open], allowedLocations: null },
      },
      options,
    );
    expect(created.type).toBe('Discussion');
    expect(created.typeKeywords).toContain('Hub Discussion');
    expect(created.prompt).toBe('What should the city spend more on?');
    expect(created.discussionSettings).toEqual({ allowedChannelIds: [open], allowedLocations: null });
    // The settings are the service's, not the item's.
    const stored = await t.db
      .selectFrom('items')
      .select('properties')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.properties ?? {})).not.toContain('allowedChannelIds');
    const bySlug = await fetchEntity('discussion', created.slug!.replace('|', '::'), options);
    expect(bySlug.id).toBe(created.id);
    await setItemAccess(created, 'org', options);
    // A post to a channel the settings do not allow is refused by the server.
    const refused = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: moderated, discussion: `hub://item/${created.id}`, title: 'Parks', body: 'Parks!' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { detail: 'This channel is not open for discussing this item.' } });
    const updated = await updateEntity(
      'discussion',
      { ...bySlug, discussionSettings: { allowedChannelIds: [open, moderated], allowedLocations: null } },
      options,
    );
    expect(updated.discussionSettings?.allowedChannelIds).toEqual([open, moderated]);
    const allowed = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: moderated, discussion: `hub://item/${created.id}`, title: 'Parks', body: 'Parks!' },
    });
    expect(allowed.body).toMatchObject({ status: 'pending' });
    // Another kind of entity is not a discussion.
    await expect(
      fetchEntity('discussion', (await createEntity('page', { name: 'Not one' }, options)).id, options),
    ).rejects.toMatchObject({
      code: 'ENTITY_NOT_FOUND',
    });
    await deleteEntity('discussion', created.id, options);
    // The demo's discussion, as an anonymous visitor reads it: its question and its rules.
    const demo = await fetchEntity('discussion', 'riverside::bike-plan-discussion', { portal, hubUrl: origin });
    expect(demo.prompt).toMatch(/^Where should the next protected bike lanes go/);
    expect(demo.discussionSettings?.allowedChannelIds).toHaveLength(1);
    expect(demo.discussionSettings?.allowedLocations).toHaveLength(1);
    expect(
      await t.db.selectFrom('entity_settings').select('id').where('id', '=', created.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('creates, changes and deletes a channel, and refuses a change by someone who may not manage it', async () => {
    const { createChannel, DiscussionsRequestError, deleteChannel, getChannel, updateChannel } =
      await import('@plaza/core');
    const { signIn } = await import('../../testing/signIn.ts');
    const origin = await t.listen();
    const owner = { hubUrl: origin, authentication: await signIn(t, OWNER) };
    const member = { hubUrl: origin, authentication: await signIn(t, MEMBER) };
    const channel = await createChannel(
      {
        name: 'Library hours',
        defaultPostStatus: 'pending',
        allowedReactions: ['thumbs_up', 'heart'],
        channelAclDefinition: [
          { category: 'anonymousUser', role: 'read' },
          { category: 'authenticatedUser', role: 'readWrite' },
        ],
      },
      owner,
    );
    expect(channel.defaultPostStatus).toBe('pending');
    expect(channel.channelAcl?.map((entry) => entry.category).sort()).toEqual([
      'anonymousUser',
      'authenticatedUser',
      'user',
    ]);
    const changed = await updateChannel(
      channel.id,
      { name: 'Library opening hours', defaultPostStatus: 'approved' },
      owner,
    );
    expect(changed.name).toBe('Library opening hours');
    expect(changed.defaultPostStatus).toBe('approved');
    const denied = await updateChannel(channel.id, { name: 'Mine now' }, member).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(DiscussionsRequestError);
    expect((denied as InstanceType<typeof DiscussionsRequestError>).status).toBe(403);
    expect((await getChannel(channel.id, owner)).name).toBe('Library opening hours');
    await deleteChannel(channel.id, owner);
    await expect(getChannel(channel.id, owner)).rejects.toMatchObject({ status: 404 });
  });
});
