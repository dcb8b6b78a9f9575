import { sql } from 'kysely';
import type { Db } from '../database.ts';

const SITE_TYPES = ['Hub Site Application', 'Site Application'];

/**
 * Whether an organisation has a site holding the `hubsubdomain|{subdomain}` type keyword: how a site
 * host `{subdomain}-{orgKey}.{baseDomain}` is found when the domain service has no row for it (ADR 0080).
 *
 * @example
 * await orgHasSiteWithSubdomain(db, orgId, 'data'); // true for data-riverside.{base}
 */
export async function orgHasSiteWithSubdomain(db: Db, orgId: string, subdomain: string): Promise<boolean> {
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('org_id', '=', orgId)
    .where('type', 'in', SITE_TYPES)
    .where(sql<boolean>`type_keywords_lc @> array[${`hubsubdomain|${subdomain.toLowerCase()}`}]::text[]`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
