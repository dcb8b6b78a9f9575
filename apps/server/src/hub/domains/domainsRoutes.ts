import { Hono, type Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import {
  deleteDomainById,
  deleteDomainsOfSite,
  findDomainByHostname,
  findDomainById,
  listDomainsOfSite,
  type DomainRow,
} from '../../db/repositories/domainRepository.ts';
import { findOrgByUrlKey } from '../../db/repositories/orgRepository.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { presentDomain } from '../../presenters/domainPresenter.ts';
import { parseDomainInput } from './domainInput.ts';
import { loadSiteForDomains } from './loadSiteForDomains.ts';
import { normalizeHostname } from './normalizeHostname.ts';
import { registerDomain } from './registerDomain.ts';

/**
 * The domain service, `/api/v3/domains` (spec 1 §7, errors as `{error:{title,detail}}` with real statuses):
 * `GET /orgs/{orgKey}` (anyone: the organisation's id and name), `GET /{hostname}` (anyone: the record, the site title only for callers who can see the site), `GET ?siteId=`
 * (the domains of a site the caller can see), `POST` (register a hostname; the site's owner or admins),
 * `DELETE /{id}` and `DELETE /?siteId=` (the same people). A site's domains also go when its item is deleted.
 *
 * @example
 * app.route('/api/v3/domains', domainsRoutes());
 */
export function domainsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get('/', async (c) => {
    const siteId = c.req.query('siteId');
    if (!siteId) throw new HubApiError(400, 'Bad Request', 'siteId is required.');
    const { db } = c.get('deps');
    if (!(await siteVisible(c, siteId))) return c.json([]);
    return c.json((await listDomainsOfSite(db, siteId)).map((row) => presentDomain(row, true)));
  });

  routes.get('/orgs/:orgKey', async (c) => {
    const org = await findOrgByUrlKey(c.get('deps').db, c.req.param('orgKey'));
    if (!org) throw new HubApiError(404, 'Not Found', `No organisation has the key ${c.req.param('orgKey')}.`);
    return c.json({ id: org.id, name: org.name });
  });

  routes.get('/:hostname', async (c) => {
    const hostname = normalizeHostname(c.req.param('hostname'));
    const row = await findDomainByHostname(c.get('deps').db, hostname);
    if (!row) throw new HubApiError(404, 'Not Found', `No site is registered for ${hostname}.`);
    return c.json(presentDomain(row, await siteVisible(c, row.site_id)));
  });

  routes.post('/', async (c) => {
    const caller = requireApiUser(c);
    const input = parseDomainInput(await readJson(c));
    const row = await registerDomain(c.get('deps'), caller, input);
    return c.json(presentDomain(row, true), 201);
  });

  routes.delete('/', async (c) => {
    const caller = requireApiUser(c);
    const siteId = c.req.query('siteId');
    if (!siteId) throw new HubApiError(400, 'Bad Request', 'siteId is required.');
    const { db } = c.get('deps');
    const rows = await listDomainsOfSite(db, siteId);
    if (rows.length === 0) return c.body(null, 204);
    await loadSiteForDomains(db, caller, siteId);
    await deleteDomainsOfSite(db, siteId);
    return c.body(null, 204);
  });

  routes.delete('/:id', async (c) => {
    const caller = requireApiUser(c);
    const { db } = c.get('deps');
    const row: DomainRow | undefined = await findDomainById(db, c.req.param('id'));
    if (!row) throw new HubApiError(404, 'Not Found', `No domain ${c.req.param('id')}.`);
    await loadSiteForDomains(db, caller, row.site_id);
    await deleteDomainById(db, row.id);
    return c.body(null, 204);
  });

  return routes;
}

function requireApiUser(c: Context<AppEnv>): UserCaller {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', 'Sign in to change domains.');
  return caller;
}

async function siteVisible(c: Context<AppEnv>, siteId: string): Promise<boolean> {
  return (await findVisibleItem(c.get('deps').db, siteId, itemVisibility(c.get('caller')))) !== undefined;
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HubApiError(400, 'Bad Request', 'The body must be JSON.');
  }
}
