import type { Db } from '../database.ts';
import type { UserThumbnailTable } from '../schema.ts';

export type UserThumbnailRow = UserThumbnailTable;

/** Stores a user's picture, replacing the one before. */
export async function writeUserThumbnail(db: Db, row: UserThumbnailRow): Promise<void> {
  await db
    .insertInto('user_thumbnails')
    .values(row)
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        file_name: row.file_name,
        content_type: row.content_type,
        bytes: row.bytes,
        modified: row.modified,
      }),
    )
    .execute();
}

export function findUserThumbnail(db: Db, username: string): Promise<UserThumbnailRow | undefined> {
  return db.selectFrom('user_thumbnails').selectAll().where('username', '=', username).executeTakeFirst();
}
