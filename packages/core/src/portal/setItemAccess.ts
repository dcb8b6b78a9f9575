import type { ItemAccess } from '../entities/items/itemModel.ts';
import { determineOwner } from './determineOwner.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** The access levels a person chooses between; `shared` (groups only) follows from group sharing. */
export type ChosenItemAccess = Exclude<ItemAccess, 'shared'>;

/** What `share` is asked for each level: public includes the organisation; private takes both away. */
const SHARE_PARAMS: Readonly<Record<ChosenItemAccess, { everyone: boolean; org: boolean }>> = {
  private: { everyone: false, org: false },
  org: { everyone: false, org: true },
  public: { everyone: true, org: true },
};

interface ShareAnswer {
  readonly notSharedWith?: readonly string[];
}

/**
 * Changes who can see an item (spec 2 §6 "change access") with the portal's own `share` call. Group shares are
 * kept. The portal enforces who may.
 *
 * @example
 * await setItemAccess({ id, owner }, 'public', { portal, authentication });
 */
export async function setItemAccess(
  item: { readonly id: string; readonly owner?: string },
  access: ChosenItemAccess,
  options: PortalCallOptions,
): Promise<void> {
  const { everyone, org } = SHARE_PARAMS[access];
  await portalRequest<ShareAnswer>(
    `content/users/${encodeURIComponent(await determineOwner(item, options))}/items/${encodeURIComponent(item.id)}/share`,
    { ...options, httpMethod: 'POST', params: { everyone, org } },
  );
}
