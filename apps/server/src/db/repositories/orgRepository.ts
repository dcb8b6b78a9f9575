import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { OrgProperties, OrgTable } from '../schema.ts';

export type OrgRow = Selectable<OrgTable>;
export type NewOrg = Insertable<OrgTable>;

/** The organisation the bare base host and anonymous callers see. */
export function findDefaultOrg(db: Db): Promise<OrgRow | undefined> {
  return db.selectFrom('orgs').selectAll().where('is_default', '=', true).executeTakeFirst();
}

export function findOrgById(db: Db, id: string): Promise<OrgRow | undefined> {
  return db.selectFrom('orgs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrgByUrlKey(db: Db, urlKey: string): Promise<OrgRow | undefined> {
  return db.selectFrom('orgs').selectAll().where('url_key', '=', urlKey.toLowerCase()).executeTakeFirst();
}

export async function countOrgs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orgs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOrg(db: Db, org: NewOrg): Promise<void> {
  await db.insertInto('orgs').values(org).execute();
}

export async function insertOrgTrust(db: Db, orgId: string, trustedOrgId: string, at: number): Promise<void> {
  await db.insertInto('org_trusts').values({ org_id: orgId, trusted_org_id: trustedOrgId, created: at }).execute();
}

/** The organisations an org trusts. */
export function findTrustedOrgs(db: Db, orgId: string): Promise<(OrgRow & { trusted_since: number })[]> {
  return db
    .selectFrom('org_trusts')
    .innerJoin('orgs', 'orgs.id', 'org_trusts.trusted_org_id')
    .selectAll('orgs')
    .select('org_trusts.created as trusted_since')
    .where('org_trusts.org_id', '=', orgId)
    .orderBy('orgs.name')
    .execute();
}

/** Sets an organisation's maximum number of groups per user (`MaxNumUserGroups`). */
export async function setMaxGroupsPerUser(db: Db, orgId: string, limit: number): Promise<void> {
  await db.updateTable('orgs').set({ max_groups_per_user: limit }).where('id', '=', orgId).execute();
}

/** Replaces an organisation's properties. */
export async function updateOrgProperties(
  db: Db,
  orgId: string,
  properties: OrgProperties,
  now: number,
): Promise<void> {
  await db
    .updateTable('orgs')
    .set({ properties: JSON.stringify(properties), modified: now })
    .where('id', '=', orgId)
    .execute();
}
