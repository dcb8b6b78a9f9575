import { HubError } from '../errors/HubError.ts';

/** Why a project may not join, or leave, an initiative (issue 20). */
export type AssociationRefusalReason = 'otherOrg' | 'cannotEditInitiative' | 'cannotEditProject';

const MESSAGES: Readonly<Record<AssociationRefusalReason, (project: string, initiative: string) => string>> = {
  otherOrg: (project, initiative) =>
    `${project} and ${initiative} belong to different organizations; a project joins initiatives of its own organization only.`,
  cannotEditInitiative: (_project, initiative) => `You cannot edit ${initiative}, so you cannot change its projects.`,
  cannotEditProject: (project) => `You cannot edit ${project}, so you cannot change its initiatives.`,
};

/**
 * A refused association, with its reason (`code` is `ASSOCIATION_REFUSED`, `reason` says which rule).
 *
 * @example
 * if (error instanceof AssociationRefusal) show(error.message); // "You cannot edit Greener Riverside, so …"
 */
export class AssociationRefusal extends HubError {
  constructor(
    readonly reason: AssociationRefusalReason,
    names: { readonly project: string; readonly initiative: string },
  ) {
    super('ASSOCIATION_REFUSED', MESSAGES[reason](names.project, names.initiative), { status: 403 });
    this.name = 'AssociationRefusal';
  }
}

/**
 * Why this caller may not associate (or dissociate) a project and an initiative, or `undefined` when they may: both
 * must be of one organization, and the caller must be able to edit both.
 *
 * @example
 * associationRefusal(project, initiative); // 'cannotEditInitiative'
 */
export function associationRefusal(
  project: { readonly orgId?: string | undefined; readonly canEdit: boolean },
  initiative: { readonly orgId?: string | undefined; readonly canEdit: boolean },
): AssociationRefusalReason | undefined {
  if (project.orgId && initiative.orgId && project.orgId !== initiative.orgId) return 'otherOrg';
  if (!initiative.canEdit) return 'cannotEditInitiative';
  if (!project.canEdit) return 'cannotEditProject';
  return undefined;
}
