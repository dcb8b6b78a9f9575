import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { NotificationTable } from '../notificationTables.ts';

export type NotificationRow = Selectable<NotificationTable>;

/**
 * Stores notifications, one per person and cause: a row whose (username, dedupe_key) is already there is left alone,
 * so a fan-out that runs again tells nobody twice. Answers the rows stored now.
 */
export async function insertNotifications(
  db: Db,
  rows: readonly Insertable<NotificationTable>[],
): Promise<NotificationRow[]> {
  const stored: NotificationRow[] = [];
  // A thousand rows a statement keeps each well under the protocol's 65,535 parameters.
  for (let at = 0; at < rows.length; at += 1000) {
    stored.push(
      ...(await db
        .insertInto('notifications')
        .values(rows.slice(at, at + 1000))
        .onConflict((oc) => oc.columns(['username', 'dedupe_key']).doNothing())
        .returningAll()
        .execute()),
    );
  }
  return stored;
}

/** A page of a person's notifications, newest first, with how many there are and how many are unread. */
export async function listNotifications(
  db: Db,
  username: string,
  page: { readonly start: number; readonly num: number; readonly unreadOnly: boolean },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  let query = db.selectFrom('notifications').where('username', '=', username);
  if (page.unreadOnly) query = query.where('read_at', 'is', null);
  const [rows, counts] = await Promise.all([
    query
      .selectAll()
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .offset(page.start - 1)
      .limit(page.num)
      .execute(),
    db
      .selectFrom('notifications')
      .where('username', '=', username)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const unread = Number(counts.unread);
  return { rows, total: page.unreadOnly ? unread : Number(counts.total), unread };
}

/** How many of a person's notifications are unread. */
export async function countUnreadNotifications(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .where('username', '=', username)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks some of a person's notifications read (others' ids are ignored); answers how many changed. */
export async function markNotificationsRead(
  db: Db,
  username: string,
  ids: readonly string[] | 'all',
  now: number,
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('username', '=', username)
    .where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', [...ids]);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One notification by id. */
export function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A person's notifications waiting for their digest, made up to `upTo`, oldest first. */
export function listDigestNotifications(db: Db, username: string, upTo: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('username', '=', username)
    .where('email', '=', 'digest')
    .where('created', '<=', upTo)
    .orderBy('created')
    .orderBy('id')
    .execute();
}

/** Records that these notifications' e-mail went out (or will not: `none`). */
export async function setNotificationEmail(db: Db, ids: readonly string[], state: 'sent' | 'none'): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ email: state })
    .where('id', 'in', [...ids])
    .execute();
}

/** A person's notifications still waiting for e-mail are not sent any more (they turned e-mail off). */
export async function cancelPendingEmail(db: Db, username: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email: 'none' })
    .where('username', '=', username)
    .where(sql<boolean>`email in ('instant', 'digest')`)
    .execute();
}
