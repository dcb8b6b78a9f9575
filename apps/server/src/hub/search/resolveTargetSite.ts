import { isValidHostname } from '@plaza/core';
import type { Db } from '../../db/database.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { findSiteIdByHostname } from '../domains/findSiteIdByHostname.ts';
import { normalizeHostname } from '../domains/normalizeHostname.ts';

/**
 * The origin of the site a search's `target` names (spec 3 §7: the site host, sent when it differs from the
 * API's host), so records can link to their page on that site. The host must be registered with the domain
 * service; anything else is a 400, never a link to an arbitrary host. No target → undefined.
 *
 * @example
 * await resolveTargetSite(db, 'data-riverside.localhost:3000', c.req.url); // 'http://data-riverside.localhost:3000'
 */
export async function resolveTargetSite(
  db: Db,
  target: string | undefined,
  requestUrl: string,
): Promise<string | undefined> {
  const host = target?.trim();
  if (!host) return undefined;
  if (!isValidHostname(host) || !(await findSiteIdByHostname(db, host))) {
    throw new HubApiError(400, 'Bad Request', `Invalid parameter target: "${host.slice(0, 80)}" is not a site here.`);
  }
  return `${new URL(requestUrl).protocol}//${normalizeHostname(host)}`;
}
