import { checkPermission, type Context, type PermissionEntity } from '@plaza/core';
import type { AbilitiesAnswer, Denial } from '../api/fetchAbilities.ts';

/** Allowed, or refused with the engine's reason. */
export type Decision = { readonly allowed: true } | { readonly allowed: false; readonly denial: Denial };

/**
 * Decides a permission for display: the server's answer (its engine, its records) and core's engine here on the
 * same context must both grant it. A refusal carries the reason of whichever refused — the server's first. For a
 * permission the server was not asked about, the local engine decides alone. Display only: the server enforces.
 *
 * @example
 * const decision = decide('hub:project:canChangeAccess', answer, context, toPermissionEntity(project));
 * if (!decision.allowed) explainDenial(t, decision.denial);
 */
export function decide(
  permission: string,
  answer: AbilitiesAnswer,
  context: Context,
  entity?: PermissionEntity,
): Decision {
  const local = checkPermission(permission, context, entity);
  const server = answer.abilities[permission];
  if (local.access && server !== false) return { allowed: true };
  const denial =
    answer.denied[permission] ?? (local.access ? undefined : { response: local.response, code: local.code });
  return { allowed: false, denial: denial ?? { response: 'not-granted', code: 'PC111' } };
}
