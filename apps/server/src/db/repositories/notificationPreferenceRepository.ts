import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { EmailPreference, NotificationPreferenceTable } from '../notificationTables.ts';

export type NotificationPreferenceRow = Selectable<NotificationPreferenceTable>;

/** A person's stored preferences, or undefined (the defaults apply). */
export function findNotificationPreferences(db: Db, username: string): Promise<NotificationPreferenceRow | undefined> {
  return db.selectFrom('notification_preferences').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The stored preferences of several people (those without a row are absent). */
export async function findNotificationPreferencesOf(
  db: Db,
  usernames: readonly string[],
): Promise<Map<string, NotificationPreferenceRow>> {
  if (usernames.length === 0) return new Map();
  const rows = await db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('username', 'in', [...usernames])
    .execute();
  return new Map(rows.map((row) => [row.username, row]));
}

/**
 * A person's preferences row, made with the defaults when missing, locked until the transaction ends: the fan-out and
 * the digest job agree on whether a digest is queued.
 */
export async function lockNotificationPreferences(
  trx: Db,
  username: string,
  now: number,
): Promise<NotificationPreferenceRow> {
  await trx
    .insertInto('notification_preferences')
    .values({ username, modified: now })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return trx
    .selectFrom('notification_preferences')
    .selectAll()
    .where('username', '=', username)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Saves a person's preferences (the fields given). */
export async function saveNotificationPreferences(
  db: Db,
  username: string,
  patch: { readonly email?: EmailPreference; readonly kinds?: Readonly<Record<string, boolean>> },
  now: number,
): Promise<void> {
  const kinds = patch.kinds === undefined ? undefined : JSON.stringify(patch.kinds);
  await db
    .insertInto('notification_preferences')
    .values({
      username,
      modified: now,
      ...(patch.email ? { email: patch.email } : {}),
      ...(kinds ? { kinds } : {}),
    })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        modified: now,
        ...(patch.email ? { email: patch.email } : {}),
        ...(kinds ? { kinds: sql`${kinds}::jsonb` } : {}),
      }),
    )
    .execute();
}

/** When the person's next digest job runs (null: none is queued). */
export async function setDigestDue(db: Db, username: string, due: number | null): Promise<void> {
  await db.updateTable('notification_preferences').set({ digest_due: due }).where('username', '=', username).execute();
}
