import type { UserCaller } from '../../auth/caller.ts';
import type { AppDeps } from '../../http/appEnv.ts';
import { nowFrom } from '../../auth/clock.ts';
import { newId } from '../../db/newId.ts';
import { insertDomainUnlessTaken, type DomainRow } from '../../db/repositories/domainRepository.ts';
import { findOrgById } from '../../db/repositories/orgRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import type { DomainInput } from './domainInput.ts';
import { loadSiteForDomains } from './loadSiteForDomains.ts';
import { normalizeHostname } from './normalizeHostname.ts';

/**
 * Registers a hostname for a site (`POST /api/v3/domains`). The caller must administer the site; the org must be
 * the site's; a hostname under the base domain must be one label ending in `-{orgKey}` (no one takes another
 * org's names); a hostname already registered is a 409. One insert: nothing is half-written.
 */
export async function registerDomain(deps: AppDeps, caller: UserCaller, input: DomainInput): Promise<DomainRow> {
  const hostname = normalizeHostname(input.hostname);
  const site = await loadSiteForDomains(deps.db, caller, input.siteId);
  const org = await findOrgById(deps.db, site.org_id);
  if (!org || input.orgId !== org.id || input.orgKey.toLowerCase() !== org.url_key) {
    throw new HubApiError(400, 'Bad Request', "orgId and orgKey must be those of the site's organisation.");
  }
  assertOwnNamespace(hostname, org.url_key, deps.config.baseDomain.toLowerCase());
  const now = nowFrom(deps);
  const row = await insertDomainUnlessTaken(deps.db, {
    id: newId(),
    hostname,
    site_id: site.id,
    org_id: org.id,
    org_key: org.url_key,
    org_title: input.orgTitle,
    site_title: input.siteTitle,
    client_key: input.clientKey,
    ssl_only: input.sslOnly,
    created: now,
    modified: now,
  });
  if (!row) throw new HubApiError(409, 'Conflict', `The hostname ${hostname} is already registered.`);
  return row;
}

function assertOwnNamespace(hostname: string, orgKey: string, baseDomain: string): void {
  if (hostname === baseDomain) throw new HubApiError(400, 'Bad Request', 'The base domain itself cannot be a site.');
  if (!hostname.endsWith(`.${baseDomain}`)) return;
  const label = hostname.slice(0, -baseDomain.length - 1);
  if (label.includes('.') || !label.endsWith(`-${orgKey}`) || label.length === orgKey.length + 1) {
    throw new HubApiError(
      400,
      'Bad Request',
      `Hostnames under ${baseDomain} are {subdomain}-${orgKey}.${baseDomain} for this organisation.`,
    );
  }
}
