import { isRecord } from '../../common/mutableItemModel.ts';
import { siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * On every read: a layout header written without a name (sites made through "Add Content" in late 2025) gets the
 * reference's `name: 'site-header'` beside its component, so other clients render it.
 */
export function ensureHeaderComponentName(model: MutableSiteModel): void {
  const layout = siteValues(model).layout;
  const header = isRecord(layout) ? layout.header : undefined;
  if (isRecord(header) && header.component && !header.name) header.name = 'site-header';
}
