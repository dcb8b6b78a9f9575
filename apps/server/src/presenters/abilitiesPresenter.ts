import type { PermissionAccessResponse, PolicyResponse, PolicyResponseCode } from '@plaza/core';

/** Why a permission was denied: the engine's one response and its code (spec 2 §8). */
export interface DeniedPermissionJson {
  response: PolicyResponse;
  code: PolicyResponseCode;
}

/**
 * What the caller may do (`/api/abilities/v1`): permission → granted for every permission asked, the denial of
 * each refused one, and the feature flags the server's context used, so the web app builds the same context.
 */
export interface AbilitiesJson {
  entityType?: string;
  id?: string;
  featureFlags: Record<string, boolean>;
  abilities: Record<string, boolean>;
  denied: Record<string, DeniedPermissionJson>;
}

/**
 * Shapes permission results for the web app's panes and buttons (ADR 0091).
 *
 * @example
 * presentAbilities(results, { featureFlags, entityType: 'project', id });
 */
export function presentAbilities(
  results: readonly PermissionAccessResponse[],
  options: {
    readonly featureFlags: Readonly<Record<string, boolean>>;
    readonly entityType?: string;
    readonly id?: string;
  },
): AbilitiesJson {
  const abilities: Record<string, boolean> = {};
  const denied: Record<string, DeniedPermissionJson> = {};
  for (const result of results) {
    abilities[result.permission] = result.access;
    if (!result.access) denied[result.permission] = { response: result.response, code: result.code };
  }
  return {
    ...(options.entityType !== undefined ? { entityType: options.entityType } : {}),
    ...(options.id !== undefined ? { id: options.id } : {}),
    featureFlags: { ...options.featureFlags },
    abilities,
    denied,
  };
}
