import type { EntityWriteOptions } from '../entities/common/entityRequestOptions.ts';
import { createHubGroup } from '../entities/group/hubGroups.ts';
import type { HubInitiative } from '../entities/initiative/initiative.ts';
import { updateEntity } from '../entities/updateEntity.ts';
import { PortalRequestError } from '../errors/PortalRequestError.ts';
import { getGroup } from '../portal/getGroup.ts';
import { ASSOCIATION_GROUP_KEYWORD, associationGroupId } from './associationKeyword.ts';

/**
 * The association group of an initiative, made on first need: "Projects of Greener Riverside" (a number added when
 * the title is taken), seen by whoever may see the initiative, joined only by invitation, protected. A project is
 * included by being shared with it. The initiative keeps it in `associations` as hub.js does — `{ groupId, rules:
 * { query } }`, the query being "shared with that group". An existing group is reused. Returns the initiative as
 * stored.
 *
 * @example
 * const stored = await ensureAssociationGroup(initiative, { portal, authentication });
 */
export async function ensureAssociationGroup(
  initiative: HubInitiative,
  options: EntityWriteOptions,
): Promise<HubInitiative> {
  const existing = associationGroupId(initiative.associations);
  if (existing) {
    const found = await getGroup(existing, options).then(
      () => true,
      (error: unknown) => {
        if (error instanceof PortalRequestError && error.status === 400) return false;
        throw error;
      },
    );
    if (found) return initiative;
  }
  const access = initiative.access === 'public' ? 'public' : initiative.access === 'org' ? 'org' : 'private';
  const group = await createHubGroup(
    {
      name: `Projects of ${initiative.name}`.slice(0, 240),
      summary: `Projects that belong to ${initiative.name}`.slice(0, 250),
      access,
      membershipAccess: 'organization',
      isInvitationOnly: true,
      isDiscussable: false,
      typeKeywords: [ASSOCIATION_GROUP_KEYWORD, `associates|initiative|${initiative.id}`],
    },
    { portal: options.portal, authentication: options.authentication, protect: true },
  );
  const associations = {
    ...initiative.associations,
    groupId: group.id,
    rules: { query: { targetEntity: 'item', filters: [{ predicates: [{ group: [group.id] }] }] } },
  };
  return updateEntity('initiative', { ...initiative, associations }, options);
}
