import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';
import { addUsers, eventsCaller, type EventsCall } from '../../testing/eventsTestKit.ts';

// Posts, moderation and anti-spam of the discussions service (issue 16): pre-moderation, status transitions, the rate
// limit, hostile Markdown, bad input that stores nothing, cannotDiscuss and entity settings, polls, edits, sorting.
let t: TestApp;
let call: EventsCall;
const API = '/api/discussions/v1';
const OWNER = 'publisher_riverside';
const MEMBER = 'user_riverside';
let residents: string[] = [];
let open = '';
let moderated = '';

async function channel(body: Record<string, unknown>): Promise<string> {
  const created = await call('POST', `${API}/channels`, { as: OWNER, body });
  expect(created.status).toBe(201);
  return created.body.id as string;
}
const countPosts = async () =>
  Number(
    (
      await t.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  const org = await t.db.selectFrom('users').select('org_id').where('username', '=', OWNER).executeTakeFirstOrThrow();
  residents = await addUsers(t.db, org.org_id, 'resident_disc', 3);
  open = await channel({ name: 'Open channel', access: 'org', blockWords: ['spamword'] });
  moderated = await channel({ name: 'Pre-moderated', access: 'org', defaultPostStatus: 'pending' });
});
afterAll(async () => {
  await t?.close();
});

describe('discussions: posts and moderation', () => {
  it('keeps a pre-moderated post from everyone but its author and moderators until approved', async () => {
    const created = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: moderated, title: 'Crosswalk on Main', body: 'Please add one.' },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    const id = created.body.id as string;
    expect((await call('GET', `${API}/posts/${id}`, { as: residents[0] })).status).toBe(404);
    expect((await call('GET', `${API}/posts?channels=${moderated}`, { as: residents[0] })).body.total).toBe(0);
    expect((await call('GET', `${API}/posts/${id}`, { as: MEMBER })).status).toBe(200);
    const queue = await call('GET', `${API}/posts?channels=${moderated}&status=pending`, { as: OWNER });
    expect(queue.body.total).toBe(1);
    // A reader cannot approve; the moderator can.
    expect(
      (await call('PATCH', `${API}/posts/${id}/status`, { as: MEMBER, body: { status: 'approved' } })).status,
    ).toBe(403);
    expect((await call('PATCH', `${API}/posts/${id}/status`, { as: OWNER, body: { status: 'approved' } })).status).toBe(
      200,
    );
    expect((await call('GET', `${API}/posts/${id}`, { as: residents[0] })).status).toBe(200);
    // Hidden: gone for everyone but moderators, the author included.
    expect((await call('PATCH', `${API}/posts/${id}/status`, { as: OWNER, body: { status: 'hidden' } })).status).toBe(
      200,
    );
    expect((await call('GET', `${API}/posts/${id}`, { as: residents[0] })).status).toBe(404);
    expect((await call('GET', `${API}/posts/${id}`, { as: MEMBER })).status).toBe(404);
    expect((await call('GET', `${API}/posts/${id}`, { as: OWNER })).body.status).toBe('hidden');
    // An author may delete their own post, and nothing else.
    const mine = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: open, title: 'Mine', body: 'x' },
    });
    expect(
      (await call('PATCH', `${API}/posts/${mine.body.id}/status`, { as: MEMBER, body: { status: 'hidden' } })).status,
    ).toBe(403);
    expect(
      (await call('PATCH', `${API}/posts/${mine.body.id}/status`, { as: MEMBER, body: { status: 'deleted' } })).status,
    ).toBe(200);
    expect((await call('GET', `${API}/posts/${mine.body.id}`, { as: MEMBER })).status).toBe(404);
  });

  it('holds a post with a block word for moderation, and blocks a user from writing', async () => {
    const flagged = await call('POST', `${API}/posts`, {
      as: residents[1],
      body: { channelId: open, title: 'Deals', body: 'Buy SpamWord now' },
    });
    expect(flagged.body.status).toBe('pending');
    const blocked = await call('POST', `${API}/channels/${open}/blocks`, {
      as: OWNER,
      body: { username: residents[1] },
    });
    expect(blocked.status).toBe(200);
    expect(
      (await call('POST', `${API}/channels/${open}/blocks`, { as: MEMBER, body: { username: residents[0] } })).status,
    ).toBe(403);
    const refused = await call('POST', `${API}/posts`, {
      as: residents[1],
      body: { channelId: open, title: 'Again', body: 'x' },
    });
    expect(refused.status).toBe(403);
    // Blocked users still read.
    expect((await call('GET', `${API}/channels/${open}`, { as: residents[1] })).body.abilities).toMatchObject({
      canRead: true,
      canPost: false,
    });
    expect((await call('DELETE', `${API}/channels/${open}/blocks/${residents[1]}`, { as: OWNER })).status).toBe(200);
  });

  it('answers 429 with Retry-After past the post rate, and stores nothing more', async () => {
    const author = residents[2]!;
    for (let i = 0; i < 10; i++) {
      const ok = await call('POST', `${API}/posts`, {
        as: author,
        body: { channelId: open, title: `Post ${i}`, body: 'x' },
      });
      expect(ok.status).toBe(201);
    }
    const before = await countPosts();
    const response = await t.app.request(`${API}/posts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await (await import('../../testing/signIn.ts')).signIn(t, author)}`,
      },
      body: JSON.stringify({ channelId: open, title: 'Eleventh', body: 'x' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as TestJson).error.detail).toMatch(
      /^At most 10 posts in 10 minutes: try again in \d+ seconds\.$/,
    );
    expect(await countPosts()).toBe(before);
  });

  it('limits posts per address too, above the per-author limit (a venue shares one connection)', async () => {
    const origin = await t.listen();
    const org = await t.db.selectFrom('users').select('org_id').where('username', '=', OWNER).executeTakeFirstOrThrow();
    const crowd = await addUsers(t.db, org.org_id, 'workshop_', 7);
    const { signIn } = await import('../../testing/signIn.ts');
    const address = await channel({ name: 'Workshop', access: 'org' });
    const statuses: number[] = [];
    for (const who of crowd) {
      const token = await signIn(t, who);
      for (let i = 0; i < 9; i++) {
        const response = await fetch(`${origin}${API}/posts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ channelId: address, title: `Idea ${i}`, body: 'x' }),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(((await response.json()) as TestJson).error.detail).toMatch(/^At most 60 posts in 10 minutes/);
        } else {
          await response.body?.cancel();
        }
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429]);
  });

  it('renders hostile Markdown and HTML safe, keeping the benign', async () => {
    const sample = JSON.parse(
      readFileSync(
        new URL('../../../../../packages/core/src/sanitize/testdata/xss-sample.json', import.meta.url),
        'utf8',
      ),
    ) as {
      hostile: { input: string; mustNotContain: string[] }[];
      benign: { input: string; mustContain: string[] }[];
    };
    const xss = await channel({ name: 'XSS', access: 'org' });
    const inputs = [...sample.hostile.map((h) => h.input), ...sample.benign.map((b) => b.input)];
    const ids: string[] = [];
    for (const [i, input] of inputs.entries()) {
      if (input.trim() === '') continue;
      const created = await call('POST', `${API}/posts`, {
        as: OWNER,
        body: { channelId: xss, title: `Sample ${i}`, body: input },
      });
      // PostgreSQL text holds no NUL byte: such input is refused whole, never stored cut.
      if (input.includes('\0')) {
        expect(created.status).toBe(400);
        continue;
      }
      expect(created.status, `${input} → ${JSON.stringify(created.body.error)}`).toBe(201);
      ids.push(created.body.id as string);
    }
    const listed = await call('GET', `${API}/posts?channels=${xss}&num=100&sortOrder=ASC`, { as: OWNER });
    const html = new Map(
      (listed.body.items as { body: string; bodyHtml: string }[]).map((p) => [p.body, p.bodyHtml.toLowerCase()]),
    );
    for (const { input, mustNotContain } of sample.hostile) {
      if (input.includes('\0')) continue;
      const out = html.get(input.trim())!;
      for (const bad of mustNotContain) expect(out, input).not.toContain(bad.toLowerCase());
      expect(out).not.toContain('<iframe');
    }
    for (const { input, mustContain } of sample.benign) {
      const out = html.get(input.trim());
      if (out === undefined || /<iframe/i.test(input)) continue;
      for (const good of mustContain) expect(out, input).toContain(good.toLowerCase());
    }
  });

  it('refuses bad input in the hub error shape and stores nothing', async () => {
    const other = await channel({ name: 'Other', access: 'org' });
    const readOnly = await channel({
      name: 'Read only',
      channelAclDefinition: [{ category: 'authenticatedUser', role: 'read' }],
    });
    const parent = await call('POST', `${API}/posts`, {
      as: OWNER,
      body: { channelId: open, title: 'Parent', body: 'x' },
    });
    const before = await countPosts();
    const cases: [unknown, number, string | RegExp][] = [
      [
        { channelId: other, parentId: parent.body.id, body: 'Cross' },
        400,
        'A reply must be in the channel of the post it answers.',
      ],
      [{ channelId: readOnly, title: 'Hi', body: 'x' }, 403, 'You may not post in this channel.'],
      [{ channelId: open, body: 'No title' }, 400, 'title is required.'],
      [{ channelId: open, title: 'x', body: '' }, 400, 'body is required.'],
      [{ channelId: open, title: 'x', body: 'y', postType: 'poll' }, 400, 'A poll needs pollOptions.'],
      [{ channelId: open, title: 'x', body: 'y', pollOptions: ['a', 'b'] }, 400, 'Only a poll has pollOptions.'],
      [{ channelId: open, title: 'x', body: 'y', colour: 'red' }, 400, 'Unknown field: colour.'],
      [{ channelId: open, title: 'x', body: 'y', discussion: 'javascript:alert(1)' }, 400, /discussion must be a URI/],
      [{ channelId: open, title: 'x', body: 'y', geometry: { type: 'Point', coordinates: [500, 0] } }, 400, /geometry/],
      [{ channelId: open, title: 'x', body: 'y'.repeat(10_001) }, 400, 'body is at most 10000 characters.'],
    ];
    for (const [body, status, detail] of cases) {
      const response = await call('POST', `${API}/posts`, { as: MEMBER, body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (typeof detail === 'string') expect(response.body.error?.detail).toBe(detail);
      else expect(response.body.error?.detail).toMatch(detail);
    }
    const reaction = await call('POST', `${API}/reactions`, {
      as: MEMBER,
      body: { postId: parent.body.id, value: 'poop' },
    });
    expect(reaction).toMatchObject({ status: 400, body: { error: { title: 'Bad Request' } } });
    const notJson = await t.app.request(`${API}/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await countPosts()).toBe(before);
  });

  it('keeps discussion off an item with cannotDiscuss, and follows its entity settings', async () => {
    const item = await t.db
      .selectFrom('items')
      .select(['id', 'type_keywords'])
      .where('owner', '=', OWNER)
      .where('access', '=', 'public')
      .executeTakeFirstOrThrow();
    const discussion = `hub://item/${item.id}`;
    const other = await channel({ name: 'Not allowed here', access: 'org' });
    const settings = await call('POST', `${API}/settings`, {
      as: OWNER,
      body: {
        id: item.id,
        type: 'content',
        settings: { discussions: { allowedChannelIds: [open], allowedLocations: null } },
      },
    });
    expect(settings.status).toBe(201);
    // An entity without stored settings reads the defaults (no failed request for a board).
    const trees = await t.db
      .selectFrom('items')
      .select('id')
      .where('title', '=', 'Street Trees')
      .executeTakeFirstOrThrow();
    expect(await call('GET', `${API}/settings/${trees.id}`)).toMatchObject({
      status: 200,
      body: { id: trees.id, settings: { discussions: { allowedChannelIds: null, allowedLocations: null } } },
    });
    expect(
      (await call('POST', `${API}/settings`, { as: MEMBER, body: { id: item.id, type: 'content', settings: {} } }))
        .status,
    ).toBe(403);
    expect((await call('GET', `${API}/settings/${item.id}`)).body.settings).toEqual({
      discussions: { allowedChannelIds: [open], allowedLocations: null },
    });
    const refused = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: other, title: 'x', body: 'y', discussion },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { detail: 'This channel is not open for discussing this item.' } },
    });
    const located = { type: 'Point', coordinates: [-117.39, 33.95] };
    const ok = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: open, title: 'Here', body: 'y', discussion, geometry: located },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.geometry).toEqual(located);
    await t.db
      .updateTable('items')
      .set({ type_keywords: [...item.type_keywords, 'cannotDiscuss'] })
      .where('id', '=', item.id)
      .execute();
    const off = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: open, title: 'x', body: 'y', discussion },
    });
    expect(off).toMatchObject({ status: 403, body: { error: { detail: 'Discussion is turned off for this item.' } } });
    await t.db.updateTable('items').set({ type_keywords: item.type_keywords }).where('id', '=', item.id).execute();
    expect((await call('DELETE', `${API}/settings/${item.id}`, { as: OWNER })).status).toBe(200);
    const board = await call('GET', `${API}/posts?discussion=${encodeURIComponent(discussion)}`);
    expect(board.status).toBe(200);
  });

  it('counts poll votes, keeps edit history within the window, and sorts by reactions and unanswered questions', async () => {
    const poll = await call('POST', `${API}/posts`, {
      as: OWNER,
      body: {
        channelId: open,
        title: 'Which route?',
        body: 'Vote',
        postType: 'poll',
        pollOptions: ['Main St', 'River Rd'],
      },
    });
    expect((await call('POST', `${API}/posts/${poll.body.id}/votes`, { as: MEMBER, body: { option: 1 } })).status).toBe(
      200,
    );
    expect(
      (await call('POST', `${API}/posts/${poll.body.id}/votes`, { as: residents[0], body: { option: 1 } })).status,
    ).toBe(200);
    expect((await call('POST', `${API}/posts/${poll.body.id}/votes`, { as: MEMBER, body: { option: 5 } })).status).toBe(
      400,
    );
    const read = await call('GET', `${API}/posts/${poll.body.id}`, { as: MEMBER });
    expect(read.body).toMatchObject({
      pollOptions: [
        { label: 'Main St', votes: 0 },
        { label: 'River Rd', votes: 2 },
      ],
      userVote: 1,
    });

    const question = await call('POST', `${API}/posts`, {
      as: MEMBER,
      body: { channelId: open, title: 'When?', body: 'Dates?', postType: 'question' },
    });
    const edited = await call('PATCH', `${API}/posts/${question.body.id}`, {
      as: MEMBER,
      body: { body: 'Which dates?' },
    });
    expect(edited.body).toMatchObject({ body: 'Which dates?', edited: true });
    expect(
      (await call('PATCH', `${API}/posts/${question.body.id}`, { as: OWNER, body: { body: 'Mine now' } })).status,
    ).toBe(403);
    const history = await call('GET', `${API}/posts/${question.body.id}?relations=edits`, { as: MEMBER });
    expect((history.body.edits as TestJson[]).map((e) => e.body)).toEqual(['Dates?']);
    await t.db
      .updateTable('posts')
      .set({ created_at: 0 })
      .where('id', '=', question.body.id as string)
      .execute();
    expect(
      (await call('PATCH', `${API}/posts/${question.body.id}`, { as: MEMBER, body: { body: 'Late' } })).body.error
        ?.detail,
    ).toBe('A post can be edited for 60 minutes after it is posted.');

    const unanswered = await call('GET', `${API}/posts?channels=${open}&unanswered=true`, { as: MEMBER });
    expect((unanswered.body.items as TestJson[]).map((p) => p.id)).toEqual([question.body.id]);
    await call('POST', `${API}/posts/${question.body.id}/reply`, { as: OWNER, body: { body: 'In May.' } });
    expect((await call('GET', `${API}/posts?channels=${open}&unanswered=true`, { as: MEMBER })).body.total).toBe(0);

    for (const [who, value] of [
      [MEMBER, 'heart'],
      [residents[0]!, 'heart'],
      [OWNER, 'rocket'],
    ] as const) {
      expect((await call('POST', `${API}/reactions`, { as: who, body: { postId: poll.body.id, value } })).status).toBe(
        201,
      );
    }
    expect(
      (await call('POST', `${API}/reactions`, { as: MEMBER, body: { postId: poll.body.id, value: 'heart' } })).status,
    ).toBe(409);
    const top = await call('GET', `${API}/posts?channels=${open}&parents=null&sortBy=reactionCount&num=1`, {
      as: MEMBER,
    });
    expect((top.body.items as TestJson[])[0]).toMatchObject({
      id: poll.body.id,
      reactionCounts: { heart: 2, rocket: 1 },
    });
    expect((top.body.items as TestJson[])[0].userReactions.map((r: TestJson) => r.value)).toEqual(['heart']);
    expect((await call('GET', `${API}/posts?sortOrder=desc`)).status).toBe(400);

    // A report reaches the moderators' view of the post, never the readers'.
    expect(
      (await call('POST', `${API}/posts/${poll.body.id}/reports`, { as: residents[0], body: { reason: 'Off topic' } }))
        .status,
    ).toBe(200);
    expect((await call('GET', `${API}/posts/${poll.body.id}`, { as: OWNER })).body.reportCount).toBe(1);
    expect((await call('GET', `${API}/posts/${poll.body.id}`, { as: MEMBER })).body.reportCount).toBeUndefined();
  });
});

describe('discussions: the demo', () => {
  it('seeds a public board on Safe Streets with a question, its answer, a poll, an announcement and a queued post', async () => {
    const initiative = await t.db
      .selectFrom('items')
      .select('id')
      .where('title', '=', 'Safe Streets')
      .executeTakeFirstOrThrow();
    const discussion = encodeURIComponent(`hub://item/${initiative.id}`);
    const board = await call('GET', `${API}/posts?discussion=${discussion}&parents=null&sortOrder=ASC`);
    expect((board.body.items as TestJson[]).map((p) => p.postType)).toEqual(['question', 'poll', 'announcement']);
    expect((board.body.items as TestJson[])[0]).toMatchObject({
      replyCount: 1,
      reactionCounts: { thumbs_up: 2, eyes: 1 },
    });
    expect((board.body.items as TestJson[])[0].geometry).toEqual({ type: 'Point', coordinates: [-117.3755, 33.9806] });
    const queue = await call('GET', `${API}/posts?discussion=${discussion}&status=pending`, { as: 'admin_riverside' });
    expect((queue.body.items as TestJson[]).map((p) => p.title)).toEqual(['Street lights out on Victoria Avenue']);
  });
});
