import type { PortalGroupRecord } from '../search/mappers/groupToSearchResult.ts';
import type { PortalItemRecord } from '../search/mappers/itemToSearchResult.ts';
import type { PortalUserRecord } from '../search/mappers/userToSearchResult.ts';

/** The fixed time search records are built at: 2026-01-01T00:00:00Z. */
export const SEARCH_TEST_NOW = Date.UTC(2026, 0, 1);

/**
 * A portal item as search returns it: a public CSV owned by `ana`. Override any field.
 *
 * @example
 * buildPortalItem({ id: 'b'.repeat(32), type: 'Web Map', access: 'org' });
 */
export function buildPortalItem(overrides: Partial<PortalItemRecord> = {}): PortalItemRecord {
  return {
    id: 'a'.repeat(32),
    title: 'Riverside trees',
    type: 'CSV',
    owner: 'ana',
    access: 'public',
    orgId: 'org1',
    created: SEARCH_TEST_NOW - 86_400_000,
    modified: SEARCH_TEST_NOW,
    snippet: 'Every street tree',
    description: '<p>Trees</p>',
    tags: ['trees'],
    typeKeywords: ['CSV'],
    categories: [],
    thumbnail: 'thumbnail/trees.png',
    ...overrides,
  };
}

/**
 * A portal group as group search returns it: a public group owned by `ana`. Override any field.
 *
 * @example
 * buildPortalGroup({ capabilities: ['updateitemcontrol'], membershipAccess: 'org' });
 */
export function buildPortalGroup(overrides: Partial<PortalGroupRecord> = {}): PortalGroupRecord {
  return {
    id: 'c'.repeat(32),
    title: 'Parks team',
    owner: 'ana',
    access: 'public',
    created: SEARCH_TEST_NOW - 86_400_000,
    modified: SEARCH_TEST_NOW,
    snippet: 'People who look after parks',
    description: '',
    tags: [],
    typeKeywords: [],
    thumbnail: null,
    capabilities: [],
    membershipAccess: 'org',
    ...overrides,
  };
}

/**
 * A portal user as user search returns it: `ana` of `org1`. Override any field.
 *
 * @example
 * buildPortalUser({ username: 'bo', memberType: 'owner' });
 */
export function buildPortalUser(overrides: Partial<PortalUserRecord> = {}): PortalUserRecord {
  return {
    username: 'ana',
    fullName: 'Ana Ortiz',
    description: 'GIS lead',
    access: 'org',
    orgId: 'org1',
    tags: [],
    thumbnail: null,
    created: SEARCH_TEST_NOW - 86_400_000,
    modified: SEARCH_TEST_NOW,
    ...overrides,
  };
}
