import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';
import {
  readTelemetryAccess,
  TELEMETRY_GROUP_PROPERTIES,
  withTelemetryGrant,
  type TelemetryAccess,
  type TelemetryGroupType,
} from './telemetryAccess.ts';

/** An item's usage-report grants as an editor sees them: each group type, its group (if the entity has one) and grant. */
export interface ItemTelemetryAccess {
  readonly itemId: string;
  readonly owner: string;
  readonly access: TelemetryAccess;
  /** The entity's group id of each type (from its item properties or its model's `values`), when it has one. */
  readonly groups: Readonly<Partial<Record<TelemetryGroupType, string>>>;
}

interface PortalItemJson {
  readonly id: string;
  readonly owner: string;
  readonly properties?: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function groupsOf(properties: Record<string, unknown>, values: Record<string, unknown>): ItemTelemetryAccess['groups'] {
  const groups: Partial<Record<TelemetryGroupType, string>> = {};
  for (const [type, property] of Object.entries(TELEMETRY_GROUP_PROPERTIES) as [TelemetryGroupType, string][]) {
    const id = properties[property] ?? values[property];
    if (typeof id === 'string' && id !== '') groups[type] = id;
  }
  return groups;
}

/**
 * Reads an item's usage-report grants (`properties.telemetry.arcgis.access`, spec 3 §3) and the entity's collaboration,
 * content and followers groups they would open the reports to (found in the item's properties or its data's `values`,
 * as hub models keep them).
 *
 * @example
 * const { access, groups } = await fetchItemTelemetryAccess(site.id, { portal, authentication });
 */
export async function fetchItemTelemetryAccess(
  itemId: string,
  options: PortalCallOptions,
): Promise<ItemTelemetryAccess> {
  const id = encodeURIComponent(itemId);
  const [item, data] = await Promise.all([
    portalRequest<PortalItemJson>(`content/items/${id}`, options),
    portalRequest<unknown>(`content/items/${id}/data`, options).catch(() => ({})),
  ]);
  const properties = isRecord(item.properties) ? item.properties : {};
  const values = isRecord(data) && isRecord(data.values) ? data.values : {};
  return {
    itemId: item.id,
    owner: item.owner,
    access: readTelemetryAccess(properties),
    groups: groupsOf(properties, values),
  };
}

/**
 * Grants a group type the item's usage reports, or withdraws it (spec 3 §5: only the item's owner or a user with rights
 * to update it saves this — the portal enforces it), stamped with who and when. Reads the item's properties afresh and
 * writes them back whole, so nothing else in them is lost; answers the grants as saved.
 *
 * @example
 * await setItemTelemetryGrant(site.id, 'followers', true, 'casey', { portal, authentication });
 */
export async function setItemTelemetryGrant(
  itemId: string,
  type: TelemetryGroupType,
  granted: boolean,
  username: string,
  options: PortalCallOptions,
  now: number = Date.now(),
): Promise<TelemetryAccess> {
  const item = await portalRequest<PortalItemJson>(`content/items/${encodeURIComponent(itemId)}`, options);
  const properties = withTelemetryGrant(item.properties, type, granted, username, now);
  await portalRequest(`content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}/update`, {
    ...options,
    httpMethod: 'POST',
    params: { properties: JSON.stringify(properties) },
  });
  return readTelemetryAccess(properties);
}
