import type { HubInitiative, HubProject } from '@plaza/core';

/** A project or an initiative being edited: the two kinds with status and timeline. */
export type WorkTarget =
  | { readonly kind: 'project'; readonly entity: HubProject }
  | { readonly kind: 'initiative'; readonly entity: HubInitiative };

/** The same target with some of its fields changed, keeping the kind and the entity type together. */
export function withWorkFields(
  target: WorkTarget,
  patch: Partial<Pick<HubProject, 'status' | 'timeline'>>,
): WorkTarget {
  return target.kind === 'project'
    ? { kind: 'project', entity: { ...target.entity, ...patch } }
    : { kind: 'initiative', entity: { ...target.entity, ...patch } };
}
