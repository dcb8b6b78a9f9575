import { isRecord } from '../../common/mutableItemModel.ts';
import type { MutableSiteModel } from './siteMigrationModel.ts';

/** On every read: the retired `underlinedLinks` capability is removed (links are always underlined now). */
export function migrateLinkUnderlines(model: MutableSiteModel): void {
  const values = model.data.values;
  if (!isRecord(values) || !Array.isArray(values.capabilities)) return;
  values.capabilities = values.capabilities.filter((capability: unknown) => capability !== 'underlinedLinks');
}
