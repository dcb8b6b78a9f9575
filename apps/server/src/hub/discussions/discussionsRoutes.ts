import { Hono, type Context } from 'hono';
import type { Caller, UserCaller } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { editPost, listPostEdits } from '../../commands/discussions/editPost.ts';
import { createPost } from '../../commands/discussions/createPost.ts';
import { removePost, setChannelBlock, setPostStatus } from '../../commands/discussions/moderatePost.ts';
import { addReaction, removeReaction, reportPost, votePoll } from '../../commands/discussions/reactToPost.ts';
import { createChannel, updateChannel } from '../../commands/discussions/saveChannel.ts';
import type { Db } from '../../db/database.ts';
import {
  findChannel,
  listChannelAcl,
  searchChannelRows,
  type ChannelWithAbilities,
} from '../../db/repositories/channelRepository.ts';
import {
  findVisiblePost,
  loadPostTallies,
  searchPostRows,
  type PostWithCounts,
} from '../../db/repositories/postRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { readJsonBody } from '../../http/readJsonBody.ts';
import { presentChannel } from '../../presenters/channelPresenter.ts';
import { presentPost } from '../../presenters/postPresenter.ts';
import { nextStart } from '../searchParams.ts';
import { readChannelSearch, readPostSearch } from './discussionSearch.ts';
import {
  parseBlock,
  parseCreateChannel,
  parseCreatePost,
  parseReaction,
  parseReply,
  parseReport,
  parseStatus,
  parseUpdateChannel,
  parseUpdatePost,
  parseVote,
} from '../../commands/discussions/discussionInput.ts';
import { settingsRoutes } from './settingsRoutes.ts';

function requireUser(c: Context<AppEnv>, doing: string): UserCaller {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', `Sign in to ${doing}.`);
  return caller;
}

async function loadChannel(db: Db, caller: Caller, id: string): Promise<ChannelWithAbilities> {
  const channel = await findChannel(db, caller, id);
  if (!channel) throw new HubApiError(404, 'Not Found', `No channel ${id}.`);
  return channel;
}

async function loadPost(db: Db, caller: Caller, id: string): Promise<PostWithCounts> {
  const post = await findVisiblePost(db, caller, id);
  if (!post) throw new HubApiError(404, 'Not Found', `No post ${id}.`);
  return post;
}

/** Posts answered with their tallies; `moderated` says which channels the caller moderates (for report counts). */
async function presentPosts(db: Db, caller: Caller, rows: readonly PostWithCounts[], now: number) {
  const tallies = await loadPostTallies(
    db,
    rows.map((r) => r.id),
    caller.kind === 'user' ? caller.username : undefined,
  );
  const channels = new Map<string, boolean>();
  for (const id of new Set(rows.map((r) => r.channel_id))) {
    channels.set(id, (await findChannel(db, caller, id))?.can_moderate ?? false);
  }
  return rows.map((row) =>
    presentPost(row, tallies, caller, { moderator: channels.get(row.channel_id) ?? false, now }),
  );
}

function abilitiesOf(channel: ChannelWithAbilities) {
  return {
    canRead: channel.can_read,
    canPost: channel.can_write,
    canModerate: channel.can_moderate,
    canManage: channel.can_manage,
  };
}

/**
 * `/api/discussions/v1` (spec 1 §7, spec 3 §3, §4, §7; issue 16; ADR 0150): channels with their ACL, posts and
 * replies, reactions, poll votes, reports, blocks and entity settings. Every rule is enforced here from the channel's
 * ACL ({@link channelAllows}); a channel or post the caller may not see answers 404 like a missing one. Errors are
 * `{error:{title,detail}}` with real statuses; a rate-limited post answers 429 with `Retry-After`.
 *
 * @example
 * app.route('/api/discussions/v1', discussionsRoutes());
 */
export function discussionsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get('/channels', async (c) => {
    const caller = c.get('caller');
    const { db } = c.get('deps');
    const { query, page } = readChannelSearch(new URL(c.req.url).searchParams);
    const { rows, total } = await searchChannelRows(db, caller, query);
    const acl = await listChannelAcl(
      db,
      rows.map((r) => r.id),
    );
    return c.json({
      total,
      start: page.start,
      num: page.limit,
      nextStart: nextStart(page, total),
      items: rows.map((row) => presentChannel(row, acl.get(row.id) ?? [])),
    });
  });

  routes.post('/channels', async (c) => {
    const caller = requireUser(c, 'create channels');
    if (!caller.privileges.has('portal:user:createItem')) {
      throw new HubApiError(403, 'Forbidden', 'You may not create channels.');
    }
    const input = parseCreateChannel(await readJsonBody(c));
    const { db } = c.get('deps');
    const id = await createChannel(db, caller, input, nowFrom(c.get('deps')));
    const channel = await loadChannel(db, caller, id);
    return c.json(presentChannel(channel, (await listChannelAcl(db, [id])).get(id) ?? [], abilitiesOf(channel)), 201);
  });

  routes.get('/channels/:id', async (c) => {
    const { db } = c.get('deps');
    const channel = await loadChannel(db, c.get('caller'), c.req.param('id'));
    const acl = (await listChannelAcl(db, [channel.id])).get(channel.id) ?? [];
    return c.json(presentChannel(channel, acl, abilitiesOf(channel)));
  });

  routes.patch('/channels/:id', async (c) => {
    const caller = requireUser(c, 'change channels');
    const { db } = c.get('deps');
    const channel = await loadChannel(db, caller, c.req.param('id'));
    if (!channel.can_manage) throw new HubApiError(403, 'Forbidden', 'Only managers of the channel may change it.');
    await updateChannel(db, caller, channel, parseUpdateChannel(await readJsonBody(c)), nowFrom(c.get('deps')));
    const updated = await loadChannel(db, caller, channel.id);
    const acl = (await listChannelAcl(db, [channel.id])).get(channel.id) ?? [];
    return c.json(presentChannel(updated, acl, abilitiesOf(updated)));
  });

  routes.delete('/channels/:id', async (c) => {
    const caller = requireUser(c, 'delete channels');
    const { db } = c.get('deps');
    const channel = await loadChannel(db, caller, c.req.param('id'));
    if (!channel.can_own) throw new HubApiError(403, 'Forbidden', 'Only the owner of the channel may delete it.');
    await db.deleteFrom('channels').where('id', '=', channel.id).execute();
    return c.json({ success: true, channelId: channel.id });
  });

  routes.post('/channels/:id/blocks', async (c) => {
    const caller = requireUser(c, 'block users');
    const { db } = c.get('deps');
    const channel = await loadChannel(db, caller, c.req.param('id'));
    const { username } = parseBlock(await readJsonBody(c));
    await setChannelBlock(db, caller, channel, username, true, nowFrom(c.get('deps')));
    return c.json({ success: true, channelId: channel.id, username });
  });

  routes.delete('/channels/:id/blocks/:username', async (c) => {
    const caller = requireUser(c, 'unblock users');
    const { db } = c.get('deps');
    const channel = await loadChannel(db, caller, c.req.param('id'));
    await setChannelBlock(db, caller, channel, c.req.param('username'), false, nowFrom(c.get('deps')));
    return c.json({ success: true, channelId: channel.id, username: c.req.param('username') });
  });

  routes.get('/posts', async (c) => {
    const caller = c.get('caller');
    const { db } = c.get('deps');
    const { query, page } = readPostSearch(new URL(c.req.url).searchParams);
    const { rows, total } = await searchPostRows(db, caller, query);
    return c.json({
      total,
      start: page.start,
      num: page.limit,
      nextStart: nextStart(page, total),
      items: await presentPosts(db, caller, rows, nowFrom(c.get('deps'))),
    });
  });

  const post = async (
    c: Context<AppEnv>,
    input: ReturnType<typeof parseCreatePost>,
    parentId: string | null | undefined,
  ) => {
    const caller = c.get('caller');
    const deps = c.get('deps');
    const parent = parentId ? await loadPost(deps.db, caller, parentId) : undefined;
    const channel = await loadChannel(deps.db, caller, input.channelId);
    const now = nowFrom(deps);
    const id = await createPost(deps.db, { caller, address: requestIp(c), now }, channel, input, parent);
    // The author reads their post back even when it waits for a moderator.
    const row = await loadPost(deps.db, caller, id).catch(() => undefined);
    if (!row) return c.json({ id, status: 'pending', channelId: channel.id }, 201);
    return c.json((await presentPosts(deps.db, caller, [row], now))[0], 201);
  };

  routes.post('/posts', async (c) => {
    const input = parseCreatePost(await readJsonBody(c));
    return post(c, input, input.parentId);
  });

  routes.post('/posts/:id/reply', async (c) => {
    const input = parseReply(await readJsonBody(c));
    const parent = await loadPost(c.get('deps').db, c.get('caller'), c.req.param('id'));
    return post(c, { ...input, channelId: parent.channel_id }, parent.id);
  });

  routes.get('/posts/:id', async (c) => {
    const caller = c.get('caller');
    const { db } = c.get('deps');
    const row = await loadPost(db, caller, c.req.param('id'));
    const [presented] = await presentPosts(db, caller, [row], nowFrom(c.get('deps')));
    const relations = (new URL(c.req.url).searchParams.get('relations') ?? '').split(',');
    const edits = relations.includes('edits')
      ? (await listPostEdits(db, row.id)).map((e) => ({
          ...e,
          editedAt: new Date(e.edited_at).toISOString(),
          edited_at: undefined,
        }))
      : undefined;
    return c.json({ ...presented, ...(edits ? { edits } : {}) });
  });

  routes.patch('/posts/:id', async (c) => {
    const caller = requireUser(c, 'edit posts');
    const { db } = c.get('deps');
    const row = await loadPost(db, caller, c.req.param('id'));
    const now = nowFrom(c.get('deps'));
    await editPost(db, caller, row, parseUpdatePost(await readJsonBody(c)), now);
    return c.json((await presentPosts(db, caller, [await loadPost(db, caller, row.id)], now))[0]);
  });

  routes.patch('/posts/:id/status', async (c) => {
    const caller = requireUser(c, 'moderate posts');
    const { db } = c.get('deps');
    const row = await loadPost(db, caller, c.req.param('id'));
    const { status } = parseStatus(await readJsonBody(c));
    const channel = await loadChannel(db, caller, row.channel_id);
    await setPostStatus(db, caller, [[row, channel]], status, nowFrom(c.get('deps')));
    return c.json({ success: true, postId: row.id, status });
  });

  routes.delete('/posts/:id', async (c) => {
    const caller = requireUser(c, 'delete posts');
    const { db } = c.get('deps');
    const row = await loadPost(db, caller, c.req.param('id'));
    await removePost(db, caller, row, await loadChannel(db, caller, row.channel_id), nowFrom(c.get('deps')));
    return c.json({ success: true, postId: row.id });
  });

  routes.post('/posts/:id/votes', async (c) => {
    const caller = requireUser(c, 'vote');
    const { db } = c.get('deps');
    const row = await loadPost(db, caller, c.req.param('id'));
    const { option } = parseVote(await readJsonBody(c));
    await votePoll(db, caller, row, await loadChannel(db, caller, row.channel_id), option, nowFrom(c.get('deps')));
    return c.json({ success: true, postId: row.id, option });
  });

  routes.post('/posts/:id/reports', async (c) => {
    const caller = requireUser(c, 'report posts');
    const { db } = c.get('deps');
    const row = await loadPost(db, caller, c.req.param('id'));
    await reportPost(db, caller, row, parseReport(await readJsonBody(c)).reason, nowFrom(c.get('deps')));
    return c.json({ success: true, postId: row.id });
  });

  routes.post('/reactions', async (c) => {
    const caller = requireUser(c, 'react');
    const { db } = c.get('deps');
    const { postId, value } = parseReaction(await readJsonBody(c));
    const row = await loadPost(db, caller, postId);
    const now = nowFrom(c.get('deps'));
    const id = await addReaction(db, caller, row, await loadChannel(db, caller, row.channel_id), value, now);
    return c.json({ id, postId, value, creator: caller.username, createdAt: new Date(now).toISOString() }, 201);
  });

  routes.delete('/reactions/:id', async (c) => {
    const caller = requireUser(c, 'remove reactions');
    await removeReaction(c.get('deps').db, caller, c.req.param('id'));
    return c.json({ success: true, reactionId: c.req.param('id') });
  });

  routes.route('/settings', settingsRoutes());
  return routes;
}
