import { HubError } from '../errors/HubError.ts';
import type { PortalCallOptions } from './portalRequest.ts';

/**
 * The spec's words when an item's owner cannot be found (spec 2 §8, spec 3 §8).
 *
 * @example
 * new HubError('OWNER_UNKNOWN', OWNER_UNKNOWN_MESSAGE);
 */
export const OWNER_UNKNOWN_MESSAGE =
  'Could not determine the owner of this item. Pass the owner, item.owner, or authentication option.';

/**
 * Whose content folder an item call goes to, as the reference's determineOwner: the `owner` given, else the item's
 * owner, else the signed-in user (the session's username); else a HubError `OWNER_UNKNOWN` with the spec's message.
 *
 * @example
 * await determineOwner({ id, owner: 'casey' }, options); // 'casey'
 * await determineOwner({ id }, { portal, authentication: session }); // the session's username
 */
export async function determineOwner(
  item: { readonly owner?: string | undefined },
  options: Pick<PortalCallOptions, 'authentication'> & { readonly owner?: string },
): Promise<string> {
  if (options.owner) return options.owner;
  if (item.owner) return item.owner;
  const authentication = options.authentication as { getUsername?: () => Promise<string> } | string | undefined;
  if (authentication && typeof authentication === 'object' && typeof authentication.getUsername === 'function') {
    const username = await authentication.getUsername();
    if (username) return username;
  }
  throw new HubError('OWNER_UNKNOWN', OWNER_UNKNOWN_MESSAGE);
}
