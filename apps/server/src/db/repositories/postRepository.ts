import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { postReaders, postVisible } from '../../access/channelAccess.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../database.ts';
import type { PostTable } from '../discussionTables.ts';

export type PostRow = Selectable<PostTable>;

/** A post with its counts: approved replies, reactions by kind, reports, poll votes by option; the caller's own. */
export interface PostWithCounts extends PostRow {
  readonly reply_count: number;
  readonly reaction_count: number;
}

/** What the board shows beside a post: reaction and vote tallies, and the caller's own reactions and vote. */
export interface PostTallies {
  readonly reactions: Map<string, Record<string, number>>;
  readonly mine: Map<string, { id: string; value: string }[]>;
  readonly votes: Map<string, number[]>;
  readonly myVotes: Map<string, number>;
  readonly reports: Map<string, number>;
}

/** Approved replies and all reactions of a post, as columns (counted per post through the indexes). */
const counts = [
  sql<number>`(select count(*) from posts r where r.parent_id = posts.id and r.status = 'approved')`.as('reply_count'),
  sql<number>`(select count(*) from reactions x where x.post_id = posts.id)`.as('reaction_count'),
];

/** A post the caller may read (ADR 0150's rule), with its counts; undefined when missing or not theirs to see. */
export async function findVisiblePost(db: Db, caller: Caller, id: string): Promise<PostWithCounts | undefined> {
  const row = await db
    .selectFrom('posts')
    .selectAll()
    .select(counts)
    .where('id', '=', id)
    .where(postVisible(caller, await postReaders(db, caller)))
    .executeTakeFirst();
  return row ? withNumbers(row) : undefined;
}

/** A post search: conditions (ANDed with the read rule), order and page. */
export interface PostQuery {
  readonly where: readonly RawBuilder<SqlBool>[];
  readonly sortBy: 'created_at' | 'updated_at' | 'title' | 'reaction_count' | 'reply_count';
  readonly descending: boolean;
  readonly offset: number;
  readonly limit: number;
}

/** The posts the caller may read that match: a page and the total (counted under the same rule). */
export async function searchPostRows(
  db: Db,
  caller: Caller,
  query: PostQuery,
): Promise<{ rows: PostWithCounts[]; total: number }> {
  let base = db.selectFrom('posts').where(postVisible(caller, await postReaders(db, caller)));
  for (const condition of query.where) base = base.where(condition);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (query.limit === 0) return { rows: [], total: Number(n) };
  const direction = query.descending ? 'desc' : 'asc';
  const order =
    query.sortBy === 'reaction_count' || query.sortBy === 'reply_count'
      ? sql.ref(query.sortBy)
      : sql.ref(`posts.${query.sortBy}`);
  const rows = await base
    .selectAll()
    .select(counts)
    .orderBy(order, direction)
    .orderBy('posts.created_at', direction)
    .orderBy('posts.id', direction)
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return { rows: rows.map(withNumbers), total: Number(n) };
}

function withNumbers<T extends { reply_count: number; reaction_count: number }>(row: T): T {
  return { ...row, reply_count: Number(row.reply_count), reaction_count: Number(row.reaction_count) };
}

/** The tallies of some posts (one query each for reactions, votes and reports), with the caller's own. */
export async function loadPostTallies(
  db: Db,
  postIds: readonly string[],
  username: string | undefined,
): Promise<PostTallies> {
  const tallies: PostTallies = {
    reactions: new Map(),
    mine: new Map(),
    votes: new Map(),
    myVotes: new Map(),
    reports: new Map(),
  };
  if (postIds.length === 0) return tallies;
  const ids = [...postIds];
  const reactions = await db
    .selectFrom('reactions')
    .select(['post_id', 'value', (eb) => eb.fn.countAll<number>().as('n')])
    .where('post_id', 'in', ids)
    .groupBy(['post_id', 'value'])
    .execute();
  for (const r of reactions) {
    tallies.reactions.set(r.post_id, { ...tallies.reactions.get(r.post_id), [r.value]: Number(r.n) });
  }
  const votes = await db
    .selectFrom('poll_votes')
    .select(['post_id', 'option_index', (eb) => eb.fn.countAll<number>().as('n')])
    .where('post_id', 'in', ids)
    .groupBy(['post_id', 'option_index'])
    .execute();
  for (const v of votes) {
    const list = tallies.votes.get(v.post_id) ?? [];
    list[v.option_index] = Number(v.n);
    tallies.votes.set(v.post_id, list);
  }
  const reports = await db
    .selectFrom('post_reports')
    .select(['post_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('post_id', 'in', ids)
    .groupBy('post_id')
    .execute();
  for (const r of reports) tallies.reports.set(r.post_id, Number(r.n));
  if (username) {
    const mine = await db
      .selectFrom('reactions')
      .select(['id', 'post_id', 'value'])
      .where('post_id', 'in', ids)
      .where('creator', '=', username)
      .execute();
    for (const r of mine)
      tallies.mine.set(r.post_id, [...(tallies.mine.get(r.post_id) ?? []), { id: r.id, value: r.value }]);
    const myVotes = await db
      .selectFrom('poll_votes')
      .select(['post_id', 'option_index'])
      .where('post_id', 'in', ids)
      .where('username', '=', username)
      .execute();
    for (const v of myVotes) tallies.myVotes.set(v.post_id, v.option_index);
  }
  return tallies;
}

/** Stores a new post. */
export async function insertPost(db: Db, row: Insertable<PostTable>): Promise<void> {
  await db.insertInto('posts').values(row).execute();
}

/**
 * How many posts an author (or, for anonymous posts, an address) made since `since`, and when the oldest of them was
 * made: the rate limit's count (from the database, so every server process shares it).
 */
export async function countRecentPosts(
  db: Db,
  who: { readonly creator: string } | { readonly address: string },
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom('posts')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min<number>('created_at').as('oldest')])
    .where('created_at', '>=', since)
    .$call((qb) =>
      'creator' in who ? qb.where('creator', '=', who.creator) : qb.where('creator_address', '=', who.address),
    )
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
}
