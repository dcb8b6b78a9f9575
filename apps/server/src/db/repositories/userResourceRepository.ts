import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { UserResourceTable } from '../schema.ts';

export type UserResourceRow = Selectable<UserResourceTable>;

export function findUserResource(db: Db, username: string, key: string): Promise<UserResourceRow | undefined> {
  return db
    .selectFrom('user_resources')
    .selectAll()
    .where('username', '=', username)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Creates or replaces a user resource. */
export async function putUserResource(
  db: Db,
  resource: { username: string; key: string; access: string; content: string; size: number; now: number },
): Promise<void> {
  await db
    .insertInto('user_resources')
    .values({
      username: resource.username,
      key: resource.key,
      access: resource.access,
      content: resource.content,
      size: resource.size,
      created: resource.now,
      modified: resource.now,
    })
    .onConflict((oc) =>
      oc.columns(['username', 'key']).doUpdateSet({
        access: resource.access,
        content: resource.content,
        size: resource.size,
        modified: resource.now,
      }),
    )
    .execute();
}

export async function deleteUserResource(db: Db, username: string, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_resources')
    .where('username', '=', username)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Keys, sizes and times of a user's resources (no contents). */
export function listUserResources(db: Db, username: string): Promise<Omit<UserResourceRow, 'content'>[]> {
  return db
    .selectFrom('user_resources')
    .select(['username', 'key', 'access', 'size', 'created', 'modified'])
    .where('username', '=', username)
    .orderBy('key')
    .execute();
}
