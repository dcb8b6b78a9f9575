// The generated catalog the search benchmarks run against (shared by bench/search.ts and bench/memory.ts).
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { ItemAccess } from '../../apps/server/src/db/itemTables.ts';
import { seededRandom as random } from '../../apps/server/src/seed/seededRandom.ts';

// A long-tail vocabulary, as real catalogs have: generated place names, many topics and tags.
const SYLLABLES = [
  'ash',
  'brook',
  'mill',
  'ford',
  'wood',
  'stone',
  'field',
  'haven',
  'glen',
  'ridge',
  'lake',
  'port',
  'bury',
  'dale',
  'moor',
  'wick',
];
const PLACES = Array.from({ length: 240 }, (_, i) => {
  const a = SYLLABLES[i % SYLLABLES.length]!;
  const b = SYLLABLES[(i * 7 + 3) % SYLLABLES.length]!;
  return `${a[0]!.toUpperCase()}${a.slice(1)}${b}${i >= 200 ? ' County' : ''}`;
});
const TOPICS = [
  'Parks',
  'Trails',
  'Water Quality',
  'Bus Stops',
  'Zoning',
  'Bike Lanes',
  'Flood Zones',
  'Schools',
  'Libraries',
  'Street Trees',
  'Building Permits',
  'Census Tracts',
  'Elevation',
  'Land Use',
  'Wetlands',
  'Fire Hydrants',
  'Traffic Counts',
  'Air Quality',
  'Noise Complaints',
  'Snow Routes',
  'Polling Places',
  'Recycling Centers',
  'Sidewalks',
  'Streetlights',
  'Storm Drains',
  'Sewer Mains',
  'Parcels',
  'Addresses',
  'Council Districts',
  'Neighborhoods',
  'Crime Incidents',
  'Fire Stations',
  'Police Beats',
  'Hospitals',
  'Childcare',
  'Food Pantries',
  'Farmers Markets',
  'Public Art',
  'Historic Sites',
  'Playgrounds',
  'Dog Parks',
  'Community Gardens',
  'Pools',
  'Road Closures',
  'Pavement Condition',
  'Crosswalks',
  'Speed Limits',
  'Parking Meters',
  'EV Chargers',
  'Solar Potential',
  'Tree Canopy',
  'Heat Islands',
  'Evacuation Routes',
  'Shelters',
  'Broadband Coverage',
  'Vacant Lots',
  'Housing Units',
  'Rental Registry',
  'Business Licenses',
  'Restaurant Inspections',
];
const KINDS = [
  'Map',
  'Dashboard',
  'Survey',
  'Hub Site',
  'Report',
  'Inventory',
  'Viewer',
  'Layer',
  '2021',
  '2022',
  '2023',
  '2024',
];
const TAGS = [
  'parks',
  'water',
  'transportation',
  'environment',
  'planning',
  'public safety',
  'health',
  'education',
  'housing',
  'utilities',
  'open data',
  'boundaries',
  'demographics',
  'recreation',
  'infrastructure',
  'climate',
  'budget',
  'elections',
  'zoning',
  'trees',
  'flooding',
  'transit',
  'bikes',
  'roads',
  'permits',
  'census',
  'economy',
  'jobs',
  'energy',
  'waste',
  'noise',
  'air',
  'equity',
  'arts',
  'culture',
  'history',
  'library',
  'schools',
  'youth',
  'seniors',
  'food',
  'markets',
  'business',
  'licensing',
  'inspections',
  'police',
  'fire',
  'emergency',
  'shelters',
  'heat',
  'canopy',
  'solar',
  'broadband',
  'parking',
  'sidewalks',
  'lighting',
  'storm',
  'sewer',
  'parcels',
  'addresses',
  'districts',
  'neighborhoods',
  'hospitals',
  'childcare',
  'playgrounds',
  'pools',
  'gardens',
  'trails',
  'wetlands',
  'elevation',
  'land use',
  'traffic',
  'safety',
  'vision zero',
];
const TYPES = [
  'Feature Service',
  'Web Map',
  'Web Mapping Application',
  'Hub Site Application',
  'Hub Page',
  'PDF',
  'CSV',
  'Dashboard',
  'Form',
  'StoryMap',
];
const ACCESS: ItemAccess[] = [
  'public',
  'public',
  'public',
  'public',
  'org',
  'org',
  'shared',
  'shared',
  'private',
  'private',
];

/**
 * Fills the items table with `count` generated items (mixed types, owners, orgs, access and group shares;
 * realistic titles and tags), deterministic for a given count, then analyses the tables.
 */
export async function seedBenchItems(db: Db, count: number, now: number): Promise<void> {
  const next = random(4);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const users = await db.selectFrom('users').select(['username', 'org_id']).execute();
  const groups = (await db.selectFrom('groups').select('id').execute()).map((g) => g.id);
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    const shares = [];
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const owner = pick(users);
      const access = pick(ACCESS);
      const id = (i + 1).toString(16).padStart(32, '0');
      const topic = pick(TOPICS);
      const x = next() * 340 - 170;
      const y = next() * 160 - 80;
      const size = next() * 5;
      const tags = [...new Set([topic.toLowerCase(), pick(TAGS), pick(TAGS), pick(TAGS)])];
      rows.push({
        id,
        owner: owner.username,
        org_id: owner.org_id,
        owner_folder: null,
        title: `${pick(PLACES)} ${topic} ${pick(KINDS)}`,
        type: pick(TYPES),
        tags,
        type_keywords: ['Data', pick(['Hub', 'Map', 'Service'])],
        snippet: `${topic} of ${pick(PLACES)}, updated ${pick(KINDS)}.`,
        description: `This dataset describes ${topic.toLowerCase()} across ${pick(PLACES)} with ${pick(TAGS)} and ${pick(TAGS)} details.`,
        access,
        url: null,
        name: null,
        spatial_reference: '4326',
        extent_xmin: x,
        extent_ymin: y,
        extent_xmax: x + size,
        extent_ymax: y + size,
        thumbnail: null,
        num_views: Math.floor(next() * 10_000),
        created: now - Math.floor(next() * 5 * 365 * 86_400_000),
        modified: now - Math.floor(next() * 365 * 86_400_000),
      });
      if (access !== 'private' && (access === 'shared' || next() < 0.3))
        shares.push({ item_id: id, group_id: pick(groups), created: now });
    }
    await db.insertInto('items').values(rows).execute();
    if (shares.length)
      await db
        .insertInto('item_groups')
        .values(shares)
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
  await sql`analyze`.execute(db);
}
