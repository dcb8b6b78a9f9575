import { hubNoticeSchema } from '@plaza/core';
import { z } from 'zod';
import type { OrgProperties } from '../../db/schema.ts';
import { portalErrors } from '../../errors/portalError.ts';

/** Longest `properties` an update takes, and most organisation notices. */
export const PORTAL_PROPERTIES_LIMITS = Object.freeze({ bytes: 64 * 1024, notices: 50 });

const hubPart = z.looseObject({
  notices: z.array(hubNoticeSchema).max(PORTAL_PROPERTIES_LIMITS.notices).optional(),
});

/**
 * The organisation properties an update call sends (`properties`, a JSON object), merged into the stored ones: the
 * top-level keys given replace theirs, and `hub` is merged key by key, except `hub.enabled`, which is the licence and
 * not the caller's to set. Organisation notices (`hub.notices`, issue 19) must each be a notice (spec 3 §3).
 *
 * @example
 * const next = mergePortalProperties(org.properties, '{"hub":{"notices":[]}}');
 */
export function mergePortalProperties(stored: OrgProperties, raw: string): OrgProperties {
  if (raw.length > PORTAL_PROPERTIES_LIMITS.bytes) {
    throw portalErrors.badRequest(`properties is larger than ${PORTAL_PROPERTIES_LIMITS.bytes / 1024} KB.`);
  }
  let given: unknown;
  try {
    given = JSON.parse(raw);
  } catch {
    throw portalErrors.badRequest('properties must be a JSON object.');
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw portalErrors.badRequest('properties must be a JSON object.');
  }
  const { hub, ...rest } = given as Record<string, unknown>;
  const next: OrgProperties = { ...stored, ...rest };
  if (hub !== undefined) {
    const parsed = hubPart.safeParse(hub);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw portalErrors.badRequest(`Invalid properties.hub.${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
    }
    const { enabled: _enabled, ...hubChanges } = parsed.data;
    next.hub = { ...(stored.hub as Record<string, unknown> | undefined), ...hubChanges };
  }
  return next;
}
