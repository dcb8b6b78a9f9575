import type { EntityWriteOptions } from '../entities/common/entityRequestOptions.ts';
import { createHubGroup } from '../entities/group/hubGroups.ts';
import { updateEntity } from '../entities/updateEntity.ts';
import { PortalRequestError } from '../errors/PortalRequestError.ts';
import { getGroup } from '../portal/getGroup.ts';
import { FOLLOWERS_GROUP_KEYWORD, followsKeyword, type FollowTarget } from './followersGroup.ts';

/**
 * The followers group of a site or initiative, made on first need (issue 19): named after the entity ("Followers of
 * Greener Riverside", with a number added when taken), seen by whoever may see the entity, joined at once, with nothing
 * shared into it by its members, and protected right after it is made. Its id is kept on the entity. An existing
 * group is reused. Returns the entity as stored.
 *
 * @example
 * const initiative = (await ensureFollowersGroup({ kind: 'initiative', entity }, options)).entity;
 */
export async function ensureFollowersGroup(target: FollowTarget, options: EntityWriteOptions): Promise<FollowTarget> {
  const { entity } = target;
  if (entity.followersGroupId) {
    const exists = await getGroup(entity.followersGroupId, options).then(
      () => true,
      (error: unknown) => {
        if (error instanceof PortalRequestError && error.status === 400) return false;
        throw error;
      },
    );
    if (exists) return target;
  }
  const access = entity.access === 'public' ? 'public' : entity.access === 'org' ? 'org' : 'private';
  const group = await createHubGroup(
    {
      name: `Followers of ${entity.name}`.slice(0, 240),
      summary: `People who follow ${entity.name}`.slice(0, 250),
      access,
      membershipAccess: access === 'public' ? 'anyone' : 'organization',
      autoJoin: true,
      isViewOnly: true,
      isDiscussable: false,
      typeKeywords: [FOLLOWERS_GROUP_KEYWORD, followsKeyword(target.kind, entity.id)],
    },
    { portal: options.portal, authentication: options.authentication, protect: true },
  );
  if (target.kind === 'site') {
    return {
      kind: 'site',
      entity: await updateEntity('site', { ...target.entity, followersGroupId: group.id }, options),
    };
  }
  return {
    kind: 'initiative',
    entity: await updateEntity('initiative', { ...target.entity, followersGroupId: group.id }, options),
  };
}
