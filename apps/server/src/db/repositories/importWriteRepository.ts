import type { Db } from '../database.ts';
import type { NewOrg } from './orgRepository.ts';
import type { NewUser } from './userRepository.ts';

// The import's writes that the portal's own repositories do not make: an organisation or an account changed at the
// source is written over whole (the import is one-way: the source decides, ADR 0200).

/** Writes an imported organisation, or what changed in it (its id, url key and default flag stay). */
export async function upsertImportedOrg(db: Db, org: NewOrg): Promise<void> {
  await db
    .insertInto('orgs')
    .values(org)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        name: org.name,
        description: org.description,
        is_portal: org.is_portal,
        hub_enabled: org.hub_enabled,
        properties: org.properties,
        modified: org.modified,
      }),
    )
    .execute();
}

/** Writes an imported account, or what changed in it (its password stays as it is). */
export async function upsertImportedUser(db: Db, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        full_name: user.full_name,
        email: user.email,
        role: user.role,
        user_license_type: user.user_license_type,
        description: user.description ?? '',
        access: user.access ?? 'org',
        tags: user.tags ?? '[]',
        culture: user.culture ?? 'en',
        modified: user.modified,
      }),
    )
    .execute();
}

/** Removes one member from a group (a member removed at the source). */
export async function removeImportedMember(db: Db, groupId: string, username: string): Promise<void> {
  await db.deleteFrom('group_members').where('group_id', '=', groupId).where('username', '=', username).execute();
}

/** Gives an account a password hash (the importing account, when the import is asked to). */
export async function setImportedUserPassword(db: Db, username: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('username', '=', username).execute();
}
