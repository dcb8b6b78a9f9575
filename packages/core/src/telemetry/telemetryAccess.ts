/**
 * The groups of a site that may be granted its telemetry (spec 3 §3 Item telemetry access permissions): `core`,
 * `content` and `followers` map to the site's collaboration, content and followers group ids.
 *
 * @example
 * TELEMETRY_GROUP_PROPERTIES.followers; // 'followersGroupId'
 */
export const TELEMETRY_GROUP_PROPERTIES = Object.freeze({
  core: 'collaborationGroupId',
  content: 'contentGroupId',
  followers: 'followersGroupId',
} as const);

/** One of the group types of {@link TELEMETRY_GROUP_PROPERTIES}. */
export type TelemetryGroupType = keyof typeof TELEMETRY_GROUP_PROPERTIES;

/** Who granted a group type the telemetry, and when (epoch ms). */
export interface TelemetryGrant {
  readonly updatedAt: number;
  readonly updatedBy: string;
}

/** An item's `properties.telemetry.arcgis.access`: the grants, keyed by the target property they name. */
export type TelemetryAccess = Readonly<
  Partial<Record<(typeof TELEMETRY_GROUP_PROPERTIES)[TelemetryGroupType], TelemetryGrant>>
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The telemetry access record of an item's properties (`telemetry.arcgis.access`), keeping only well-formed grants of
 * known target properties; `{}` when there is none.
 *
 * @example
 * readTelemetryAccess({ telemetry: { arcgis: { access: { contentGroupId: { updatedAt: 1, updatedBy: 'casey' } } } } });
 * // { contentGroupId: { updatedAt: 1, updatedBy: 'casey' } }
 */
export function readTelemetryAccess(properties: unknown): TelemetryAccess {
  const telemetry = isRecord(properties) ? properties.telemetry : undefined;
  const arcgis = isRecord(telemetry) ? telemetry.arcgis : undefined;
  const access = isRecord(arcgis) ? arcgis.access : undefined;
  if (!isRecord(access)) return {};
  const grants: Record<string, TelemetryGrant> = {};
  for (const property of Object.values(TELEMETRY_GROUP_PROPERTIES)) {
    const grant = access[property];
    if (isRecord(grant) && typeof grant.updatedAt === 'number' && typeof grant.updatedBy === 'string') {
      grants[property] = { updatedAt: grant.updatedAt, updatedBy: grant.updatedBy };
    }
  }
  return grants;
}

/**
 * The group ids a telemetry access record grants, given the entity's group ids by property (a granted type whose
 * group the entity does not have grants nothing).
 *
 * @example
 * grantedTelemetryGroups({ followersGroupId: { updatedAt: 1, updatedBy: 'casey' } }, { followersGroupId: 'g1' });
 * // ['g1']
 */
export function grantedTelemetryGroups(access: TelemetryAccess, groups: Readonly<Record<string, unknown>>): string[] {
  return Object.values(TELEMETRY_GROUP_PROPERTIES).flatMap((property) => {
    const id = groups[property];
    return access[property] && typeof id === 'string' && id !== '' ? [id] : [];
  });
}

/**
 * The item properties with a group type's telemetry granted or withdrawn, stamped with who and when (spec 3 §5: only
 * the item's owner or a signed-in user with rights to update it saves this; the portal enforces it).
 *
 * @example
 * const properties = withTelemetryGrant(item.properties, 'content', true, 'casey', Date.now());
 */
export function withTelemetryGrant(
  properties: Readonly<Record<string, unknown>> | null | undefined,
  type: TelemetryGroupType,
  granted: boolean,
  user: string,
  now: number,
): Record<string, unknown> {
  const base = properties ?? {};
  const telemetry = isRecord(base.telemetry) ? base.telemetry : {};
  const arcgis = isRecord(telemetry.arcgis) ? telemetry.arcgis : {};
  const access: Record<string, TelemetryGrant> = { ...readTelemetryAccess(base) };
  const property = TELEMETRY_GROUP_PROPERTIES[type];
  if (granted) access[property] = { updatedAt: now, updatedBy: user };
  else delete access[property];
  return { ...base, telemetry: { ...telemetry, arcgis: { ...arcgis, access } } };
}
