import { isGuid } from '../../../ids/isGuid.ts';
import { ensureRecord } from '../../common/mutableItemModel.ts';
import type { MutableSiteModel } from './siteMigrationModel.ts';

/** Step 1.3: entries of the catalog's groups that are not group ids are removed (a list is always left). */
export function purgeNonGuidsFromCatalog(model: MutableSiteModel): void {
  const catalog = ensureRecord(model.data, 'catalog');
  const groups = Array.isArray(catalog.groups) ? catalog.groups : [];
  catalog.groups = groups.filter((group: unknown) => typeof group === 'string' && isGuid(group));
}
