import type { Db } from '../database.ts';

export interface GroupApplicationListing {
  readonly username: string;
  readonly full_name: string;
  readonly received: number;
}

/** Records a request to join (a second request keeps the first one's date). */
export async function insertApplication(db: Db, groupId: string, username: string, received: number): Promise<void> {
  await db
    .insertInto('group_applications')
    .values({ group_id: groupId, username, received })
    .onConflict((oc) => oc.columns(['group_id', 'username']).doNothing())
    .execute();
}

/** The open requests to join a group, oldest first, with the applicants' full names. */
export function listApplications(db: Db, groupId: string): Promise<GroupApplicationListing[]> {
  return db
    .selectFrom('group_applications')
    .innerJoin('users', 'users.username', 'group_applications.username')
    .select(['group_applications.username', 'users.full_name', 'group_applications.received'])
    .where('group_applications.group_id', '=', groupId)
    .orderBy('group_applications.received')
    .orderBy('group_applications.username')
    .execute();
}

export async function countApplications(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('group_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasApplication(db: Db, groupId: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('group_applications')
    .select('received')
    .where('group_id', '=', groupId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a request; true when there was one. */
export async function deleteApplication(db: Db, groupId: string, username: string): Promise<boolean> {
  const result = await db
    .deleteFrom('group_applications')
    .where('group_id', '=', groupId)
    .where('username', '=', username)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
