import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** A group an item is shared with, as the collaborators pane lists it. */
export interface SharedGroup {
  readonly id: string;
  readonly title: string;
  readonly access?: string;
  /** The caller's standing in the group: `admin` (owner or manager), `member`, or `other`. */
  readonly standing: 'admin' | 'member' | 'other';
}

interface GroupRecord {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly access?: unknown;
}

interface ItemGroupsAnswer {
  readonly admin?: readonly GroupRecord[];
  readonly member?: readonly GroupRecord[];
  readonly other?: readonly GroupRecord[];
}

function groupsOf(records: readonly GroupRecord[] | undefined, standing: SharedGroup['standing']): SharedGroup[] {
  return (records ?? []).flatMap((group) =>
    typeof group.id === 'string' && typeof group.title === 'string'
      ? [
          {
            id: group.id,
            title: group.title,
            standing,
            ...(typeof group.access === 'string' ? { access: group.access } : {}),
          },
        ]
      : [],
  );
}

/**
 * The groups an item is shared with that the caller can see (`content/items/{id}/groups`), by the caller's standing.
 *
 * @example
 * const groups = await getItemGroups(project.id, { portal, authentication });
 */
export async function getItemGroups(itemId: string, options: PortalCallOptions): Promise<SharedGroup[]> {
  const answer = await portalRequest<ItemGroupsAnswer>(`content/items/${encodeURIComponent(itemId)}/groups`, options);
  return [...groupsOf(answer.admin, 'admin'), ...groupsOf(answer.member, 'member'), ...groupsOf(answer.other, 'other')];
}
