import type { Db } from '../database.ts';
import type { NotificationFollowTable } from '../notificationTables.ts';

type Target = { readonly kind: NotificationFollowTable['target_kind']; readonly id: string };

/** Follows an item or an event (kept once). */
export async function insertNotificationFollow(db: Db, username: string, target: Target, now: number): Promise<void> {
  await db
    .insertInto('notification_follows')
    .values({ username, target_kind: target.kind, target_id: target.id, created: now })
    .onConflict((oc) => oc.columns(['username', 'target_kind', 'target_id']).doNothing())
    .execute();
}

/** Stops following; answers whether the person followed it. */
export async function deleteNotificationFollow(db: Db, username: string, target: Target): Promise<boolean> {
  const result = await db
    .deleteFrom('notification_follows')
    .where('username', '=', username)
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether a person follows an item or an event. */
export async function isNotificationFollower(db: Db, username: string, target: Target): Promise<boolean> {
  const row = await db
    .selectFrom('notification_follows')
    .select('created')
    .where('username', '=', username)
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who follows an item or an event. */
export async function listNotificationFollowers(db: Db, target: Target): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_follows')
    .select('username')
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .execute();
  return rows.map((row) => row.username);
}
