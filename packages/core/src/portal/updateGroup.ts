import { groupFieldsToParams, type PortalGroupFields } from './PortalGroup.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Changes a group's fields; allowed to its owner and admins and to administrators of its org.
 *
 * @example
 * await updateGroup(id, { snippet: 'New summary', isViewOnly: true }, { portal, authentication });
 */
export async function updateGroup(id: string, fields: PortalGroupFields, options: PortalCallOptions): Promise<void> {
  await portalRequest(`community/groups/${encodeURIComponent(id)}/update`, {
    ...options,
    httpMethod: 'POST',
    params: groupFieldsToParams(fields),
  });
}
