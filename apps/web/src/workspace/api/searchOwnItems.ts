import { portalRequest, type PortalCallOptions } from '@plaza/core';

/** One of the user's own sites, pages, projects, initiatives or discussions, as the workspace home lists it. */
export interface OwnItem {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly access: string;
  readonly modified: number;
}

interface SearchPage {
  readonly results?: readonly Partial<OwnItem>[];
}

const TYPES = [
  'Hub Site Application',
  'Site Application',
  'Hub Page',
  'Site Page',
  'Hub Project',
  'Hub Initiative',
  'Discussion',
];

/**
 * The signed-in user's own entities, most recently changed first (portal search, `owner:` and the item types of the
 * workspace's kinds).
 *
 * @example
 * const mine = await searchOwnItems('publisher_riverside', { portal, authentication });
 */
export async function searchOwnItems(username: string, options: PortalCallOptions, num = 20): Promise<OwnItem[]> {
  const types = TYPES.map((type) => `type:"${type}"`).join(' OR ');
  const page = await portalRequest<SearchPage>('search', {
    ...options,
    params: { q: `owner:"${username}" AND (${types})`, num, sortField: 'modified', sortOrder: 'desc' },
  });
  return (page.results ?? []).flatMap((item) =>
    typeof item.id === 'string' && typeof item.title === 'string' && typeof item.type === 'string'
      ? [
          {
            id: item.id,
            title: item.title,
            type: item.type,
            access: typeof item.access === 'string' ? item.access : 'private',
            modified: typeof item.modified === 'number' ? item.modified : 0,
          },
        ]
      : [],
  );
}
