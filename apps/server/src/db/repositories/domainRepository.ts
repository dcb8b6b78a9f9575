import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { DomainTable } from '../domainTables.ts';

export type DomainRow = Selectable<DomainTable>;
export type NewDomain = Insertable<DomainTable>;

export function findDomainByHostname(db: Db, hostname: string): Promise<DomainRow | undefined> {
  return db.selectFrom('domains').selectAll().where('hostname', '=', hostname).executeTakeFirst();
}

export function findDomainById(db: Db, id: string): Promise<DomainRow | undefined> {
  return db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The domains of a site, oldest first (the default hostname is registered before any custom one). */
export function listDomainsOfSite(db: Db, siteId: string): Promise<DomainRow[]> {
  return db.selectFrom('domains').selectAll().where('site_id', '=', siteId).orderBy('created').orderBy('id').execute();
}

/** Inserts a domain unless its hostname is taken; returns the row, or undefined when it was taken. */
export function insertDomainUnlessTaken(db: Db, domain: NewDomain): Promise<DomainRow | undefined> {
  return db
    .insertInto('domains')
    .values(domain)
    .onConflict((oc) => oc.column('hostname').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDomainById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('domains').where('id', '=', id).execute();
}

/** Deletes every domain of a site; returns how many there were. */
export async function deleteDomainsOfSite(db: Db, siteId: string): Promise<number> {
  const result = await db.deleteFrom('domains').where('site_id', '=', siteId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
