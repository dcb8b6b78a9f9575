import { isRecord } from '../common/mutableItemModel.ts';
import type { ItemModel } from '../items/itemModel.ts';

/** What only the legacy (hub-initiatives) model stores in its data values or item properties. */
const LEGACY_VALUES = ['collaborationGroupId', 'openDataGroupId', 'initiativeKey', 'followerGroups', 'steps'];
const LEGACY_PROPERTIES = ['groupId', 'collaborationGroupId', 'openDataGroupId'];

/**
 * True for an initiative of the legacy model (hub-initiatives, 2017–2022), recognised by its shape rather than its
 * schema number — its versions 2.1 and 2.2 are above the spec's current 2 (ADR 0197): no `hubInitiativeV2`
 * keyword, and the legacy `hubInitiative` keyword, legacy data (`values` with its groups, key or steps;
 * `steps`, `indicators`, `configurationSettings`) or legacy groups in the item properties.
 *
 * @example
 * isLegacyInitiativeModel({ item: { ...item, typeKeywords: ['hubInitiative'] }, data: { values: {} } }); // true
 */
export function isLegacyInitiativeModel(model: ItemModel): boolean {
  const keywords = Array.isArray(model.item.typeKeywords) ? model.item.typeKeywords : [];
  if (keywords.includes('hubInitiativeV2')) return false;
  if (keywords.includes('hubInitiative') || keywords.includes('hubInitiativeTemplate')) return true;
  const data: Record<string, unknown> = isRecord(model.data) ? model.data : {};
  const values = isRecord(data.values) ? data.values : undefined;
  if (values && LEGACY_VALUES.some((key) => key in values)) return true;
  if (Array.isArray(data.steps) || Array.isArray(data.indicators) || Array.isArray(data.configurationSettings)) {
    return true;
  }
  const properties = isRecord(model.item.properties) ? model.item.properties : {};
  return LEGACY_PROPERTIES.some((key) => typeof properties[key] === 'string');
}
