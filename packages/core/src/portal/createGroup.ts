import { PortalRequestError } from '../errors/PortalRequestError.ts';
import { PORTAL_ERROR_CODES } from '../errors/portalErrorCodes.ts';
import { groupFieldsToParams, type PortalGroup, type PortalGroupFields } from './PortalGroup.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';
import { protectGroup } from './protectGroup.ts';

/** Options of {@link createGroup}: where and as whom, plus the unique-title and protect-after-create switches. */
export interface CreateGroupOptions extends PortalCallOptions {
  /** When the title is taken in the org, append " 1", " 2", ... until it is free (spec 3 §4). */
  readonly uniqueTitle?: boolean;
  /** Protect the group right after creating it, so it cannot be deleted. */
  readonly protect?: boolean;
}

const MAX_TITLE_TRIES = 100;

/**
 * Creates a group owned by the signed-in user (`community/createGroup`).
 *
 * @example
 * const group = await createGroup({ title: 'Parks', access: 'org' }, { portal, authentication, uniqueTitle: true });
 */
export async function createGroup(
  fields: PortalGroupFields & { readonly title: string },
  options: CreateGroupOptions,
): Promise<PortalGroup> {
  const { uniqueTitle, protect, ...call } = options;
  for (let step = 0; step < MAX_TITLE_TRIES; step++) {
    const title = step === 0 ? fields.title : `${fields.title} ${step}`;
    try {
      const body = await portalRequest<{ group: PortalGroup }>('community/createGroup', {
        ...call,
        httpMethod: 'POST',
        params: groupFieldsToParams({ ...fields, title }),
      });
      if (!protect) return body.group;
      await protectGroup(body.group.id, call);
      return { ...body.group, protected: true };
    } catch (error) {
      const taken = error instanceof PortalRequestError && error.code === PORTAL_ERROR_CODES.groupTitleTaken;
      if (!taken || !uniqueTitle) throw error;
    }
  }
  throw new PortalRequestError(PORTAL_ERROR_CODES.groupTitleTaken, `No free title for "${fields.title}".`, {
    status: 400,
  });
}
