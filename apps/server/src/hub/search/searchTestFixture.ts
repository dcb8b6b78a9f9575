import type { Db } from '../../db/database.ts';
import { insertSearchTestItems, testItemId, type SearchTestItem } from './searchTestItems.ts';

const T0 = Date.UTC(2026, 0, 1);

/** Every fixture item carries this type keyword, so tests can ignore whatever else the demo seed holds. */
export const SEARCH_FIXTURE_KEYWORD = 'plazaSearchFixture';
/** The hub search filter that keeps to the fixture. */
export const FIXTURE_FILTER = `typekeywords='${SEARCH_FIXTURE_KEYWORD}'`;

/**
 * The items the search API tests and the parity test share, over the demo orgs: what each demo
 * caller may see is known (anonymous: 1, 2, 6, 8; user_riverside adds 3 and 4; publisher_riverside
 * adds 3 and 5, shared to the private "Council Drafts" group).
 */
export async function insertSearchFixture(db: Db): Promise<void> {
  const council = await db
    .selectFrom('groups')
    .select('id')
    .where('title', '=', 'Council Drafts')
    .executeTakeFirstOrThrow();
  const items: SearchTestItem[] = [
    {
      id: testItemId(1),
      owner: 'publisher_riverside',
      title: 'Riverside street trees',
      type: 'CSV',
      access: 'public',
      tags: ['trees', 'city'],
      extent: [-80, 40, -79, 41],
      created: T0 + 1,
    },
    {
      id: testItemId(2),
      owner: 'publisher_riverside',
      title: 'Parks map',
      type: 'Web Map',
      access: 'public',
      tags: ['parks'],
      created: T0 + 2,
    },
    {
      id: testItemId(3),
      owner: 'admin_riverside',
      title: 'Budget 2026',
      type: 'PDF',
      access: 'org',
      tags: ['budget'],
      created: T0 + 3,
    },
    {
      id: testItemId(4),
      owner: 'user_riverside',
      title: 'Draft trees',
      type: 'CSV',
      access: 'private',
      tags: ['trees'],
      created: T0 + 4,
    },
    {
      id: testItemId(5),
      owner: 'admin_riverside',
      title: "Council minutes (O'Neil)",
      type: 'PDF',
      access: 'shared',
      tags: ['council'],
      groups: [council.id],
      created: T0 + 5,
    },
    {
      id: testItemId(6),
      owner: 'admin_riverside',
      title: 'Riverside hub',
      type: 'Hub Site Application',
      access: 'public',
      tags: ['city'],
      created: T0 + 6,
    },
    {
      id: testItemId(7),
      owner: 'user_hillcrest',
      title: 'Hillcrest trees',
      type: 'CSV',
      access: 'org',
      tags: ['trees'],
      created: T0 + 7,
    },
    {
      id: testItemId(8),
      owner: 'user_hillcrest',
      title: 'Hillcrest parcels',
      type: 'Feature Service',
      access: 'public',
      tags: ['parcels', 'city'],
      extent: [10, 50, 11, 51],
      created: T0 + 8,
    },
  ];
  await insertSearchTestItems(
    db,
    items.map((item) => ({ ...item, typeKeywords: [SEARCH_FIXTURE_KEYWORD] })),
  );
}

export { testItemId };
