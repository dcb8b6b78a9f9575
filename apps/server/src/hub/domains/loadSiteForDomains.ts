import { SITE_ITEM_TYPES } from '@plaza/core';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

const SITE_TYPES: ReadonlySet<string> = new Set(SITE_ITEM_TYPES);

/**
 * The site item whose domains the caller wants to change: it must be a site the caller can see (else 404, as
 * if it did not exist) and may administer — its owner or an admin of its org (else 403).
 */
export async function loadSiteForDomains(db: Db, caller: UserCaller, siteId: string): Promise<ItemRow> {
  const site = await findVisibleItem(db, siteId, itemVisibility(caller));
  if (!site || !SITE_TYPES.has(site.type)) throw new HubApiError(404, 'Not Found', `No site ${siteId}.`);
  if (!isItemAdmin(caller, site)) {
    throw new HubApiError(403, 'Forbidden', 'Only the owner of the site or an administrator may change its domains.');
  }
  return site;
}
