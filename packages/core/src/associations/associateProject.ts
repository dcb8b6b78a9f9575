import type { EntityWriteOptions } from '../entities/common/entityRequestOptions.ts';
import type { HubInitiative } from '../entities/initiative/initiative.ts';
import type { HubProject } from '../entities/project/project.ts';
import { updateEntity } from '../entities/updateEntity.ts';
import { HubError } from '../errors/HubError.ts';
import { shareItemWithGroups } from '../portal/shareItemWithGroups.ts';
import { unshareItemFromGroups } from '../portal/unshareItemFromGroups.ts';
import { associationGroupId, initiativeReference } from './associationKeyword.ts';
import { AssociationRefusal, associationRefusal } from './associationRefusal.ts';
import { ensureAssociationGroup } from './ensureAssociationGroup.ts';

/** A project and an initiative as stored after their association changed. */
export interface AssociationResult {
  readonly project: HubProject;
  readonly initiative: HubInitiative;
}

function refuseUnlessAllowed(project: HubProject, initiative: HubInitiative): void {
  const reason = associationRefusal(project, initiative);
  if (reason) throw new AssociationRefusal(reason, { project: project.name, initiative: initiative.name });
}

/**
 * A project joins an initiative — both halves at once (issue 20): the initiative includes it (the project is shared
 * with the initiative's association group, made on first need) and the project references the initiative (the
 * `ref|initiative|{id}` type keyword). Refused with an {@link AssociationRefusal} when the two are of different
 * organizations or the caller cannot edit either. If the keyword cannot be written, the share is taken back.
 *
 * @example
 * const { project: joined } = await associateProject(project, initiative, { portal, authentication });
 */
export async function associateProject(
  project: HubProject,
  initiative: HubInitiative,
  options: EntityWriteOptions,
): Promise<AssociationResult> {
  refuseUnlessAllowed(project, initiative);
  const stored = await ensureAssociationGroup(initiative, options);
  const groupId = associationGroupId(stored.associations)!;
  const item = { id: project.id, owner: project.owner };
  const refused = await shareItemWithGroups(item, [groupId], options);
  if (refused.includes(groupId)) {
    throw new HubError(
      'ASSOCIATION_NOT_SHARED',
      `${project.name} could not be shared with the projects group of ${initiative.name}.`,
      { status: 403 },
    );
  }
  const keyword = initiativeReference(initiative.id);
  if (project.typeKeywords.includes(keyword)) return { project, initiative: stored };
  try {
    const joined = await updateEntity(
      'project',
      { ...project, typeKeywords: [...project.typeKeywords, keyword] },
      options,
    );
    return { project: joined, initiative: stored };
  } catch (error) {
    await unshareItemFromGroups(item, [groupId], options).catch(() => undefined);
    throw error;
  }
}

/**
 * A project leaves an initiative: the keyword is removed and the share with the association group taken back. The
 * same rules as {@link associateProject} apply.
 *
 * @example
 * await dissociateProject(project, initiative, { portal, authentication });
 */
export async function dissociateProject(
  project: HubProject,
  initiative: HubInitiative,
  options: EntityWriteOptions,
): Promise<AssociationResult> {
  refuseUnlessAllowed(project, initiative);
  const keyword = initiativeReference(initiative.id);
  const left = project.typeKeywords.includes(keyword)
    ? await updateEntity(
        'project',
        { ...project, typeKeywords: project.typeKeywords.filter((k) => k !== keyword) },
        options,
      )
    : project;
  const groupId = associationGroupId(initiative.associations);
  if (groupId) await unshareItemFromGroups({ id: project.id, owner: project.owner }, [groupId], options);
  return { project: left, initiative };
}
