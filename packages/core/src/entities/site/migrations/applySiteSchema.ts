import { isRecord } from '../../common/mutableItemModel.ts';
import { siteProperties, siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1 (as the reference's, ADR 0197): the retired `values.groupId` and `values.title` go, and the content groups
 * in `values.groups` — a mix of ids and `{ id }` objects in real 2017 sites — become a list of ids (entries without
 * one are dropped). The groups move into the catalog at step 1.2.
 */
export function applySiteSchema(model: MutableSiteModel): void {
  const values = siteValues(model);
  delete values.groupId;
  delete values.title;
  siteProperties(model);
  if (Array.isArray(values.groups)) {
    values.groups = values.groups
      .map((entry: unknown) => (isRecord(entry) ? entry.id : entry))
      .filter((entry: unknown) => Boolean(entry));
  }
}
