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

/** The public site a host names (its title, id and thumbnail), or undefined. */
export async function findPublicSiteForHost(
  db: Db,
  host: string,
  baseDomain: string,
): Promise<{ id: string; title: string; thumbnail: string | null } | undefined> {
  const lowerHost = host.toLowerCase();
  const domain = await db.selectFrom('domains').select('site_id').where('hostname', '=', lowerHost).executeTakeFirst();
  let query = db
    .selectFrom('items')
    .select(['items.id', 'items.title', 'items.thumbnail'])
    .where('items.type', 'in', SITE_TYPES)
    .where('items.access', '=', 'public');
  if (domain) query = query.where('items.id', '=', domain.site_id);
  else {
    const suffix = `.${baseDomain.toLowerCase()}`;
    if (!lowerHost.endsWith(suffix)) return undefined;
    const label = lowerHost.slice(0, -suffix.length);
    const dash = label.lastIndexOf('-');
    if (dash <= 0 || label.includes('.')) return undefined;
    query = query
      .innerJoin('orgs', 'orgs.id', 'items.org_id')
      .where(sql`lower(orgs.url_key)`, '=', label.slice(dash + 1))
      .where(sql<boolean>`items.type_keywords_lc @> array[${`hubsubdomain|${label.slice(0, dash)}`}]::text[]`);
  }
  return query.limit(1).executeTakeFirst();
}

/**
 * The title of the public site a host serves (a hostname the domain service holds, or `{subdomain}-{orgKey}` under
 * the base domain), for the portal's sign-in page to say where the person is signing in; undefined for any other
 * host or a site that is not public (its name is not everyone's to see).
 *
 * @example
 * await findPublicSiteTitleForHost(db, 'data-riverside.localhost:3000', 'localhost:3000'); // "Riverside Open Data"
 */
export async function findPublicSiteTitleForHost(
  db: Db,
  host: string,
  baseDomain: string,
): Promise<string | undefined> {
  return (await findPublicSiteForHost(db, host, baseDomain))?.title;
}
