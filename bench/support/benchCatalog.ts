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

/**
 * Fills the items table with `count` generated items in PostgreSQL itself (issue 42: a million through the driver took
 * most of an hour): the same vocabulary, types, access mix and share rate as {@link seedBenchItems}, drawn with
 * `hashint4` from each item's number instead of the seeded generator, so the catalog is the same for the same count
 * every time but not item for item the one `seedBenchItems` makes. Inserts in batches of 50,000 (the triggers keep
 * their tables as on any insert), then analyses.
 */
export async function seedBenchItemsInBulk(db: Db, count: number, now: number): Promise<void> {
  const batch = 50_000;
  const day = 86_400_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await sql`
      with owners as (select username, org_id, row_number() over (order by username) as n from users),
           owner_count as (select count(*)::int as total from owners),
           draws as (
             select i,
                    abs(hashint4(i * 11 + 1)) as owner_draw, abs(hashint4(i * 11 + 2)) as access_draw,
                    abs(hashint4(i * 11 + 3)) as topic_draw, abs(hashint4(i * 11 + 4)) as place_draw,
                    abs(hashint4(i * 11 + 5)) as kind_draw, abs(hashint4(i * 11 + 6)) as type_draw,
                    abs(hashint4(i * 11 + 7)) as tag_draw, abs(hashint4(i * 11 + 8)) as extent_draw,
                    abs(hashint4(i * 11 + 9)) as time_draw, abs(hashint4(i * 11 + 10)) as place2_draw
             from generate_series(${start + 1}::int, ${end}::int) as i
           )
      insert into items (id, owner, org_id, owner_folder, title, type, tags, type_keywords, snippet, description, access,
                         url, name, spatial_reference, extent_xmin, extent_ymin, extent_xmax, extent_ymax, thumbnail,
                         num_views, created, modified)
      select lpad(to_hex(d.i), 32, '0'), o.username, o.org_id, null,
             p.place || ' ' || t.topic || ' ' || k.kind,
             (${TYPES}::text[])[1 + d.type_draw % ${TYPES.length}],
             array(select distinct x from unnest(array[lower(t.topic),
               (${TAGS}::text[])[1 + d.tag_draw % ${TAGS.length}],
               (${TAGS}::text[])[1 + (d.tag_draw / 7) % ${TAGS.length}],
               (${TAGS}::text[])[1 + (d.tag_draw / 49) % ${TAGS.length}]]) as x),
             array['Data', (array['Hub', 'Map', 'Service'])[1 + d.kind_draw % 3]],
             t.topic || ' of ' || p2.place || ', updated ' || k.kind || '.',
             'This dataset describes ' || lower(t.topic) || ' across ' || p2.place || ' with '
               || (${TAGS}::text[])[1 + (d.tag_draw / 343) % ${TAGS.length}] || ' details.',
             (${ACCESS}::text[])[1 + d.access_draw % ${ACCESS.length}],
             null, null, '4326',
             (d.extent_draw % 34000) / 100.0 - 170, ((d.extent_draw / 34000) % 16000) / 100.0 - 80,
             (d.extent_draw % 34000) / 100.0 - 170 + (d.extent_draw % 500) / 100.0,
             ((d.extent_draw / 34000) % 16000) / 100.0 - 80 + (d.extent_draw % 500) / 100.0,
             null, d.time_draw % 10000,
             ${now}::bigint - (d.time_draw::bigint * 7919 % ${5 * 365 * day}::bigint),
             ${now}::bigint - (d.time_draw::bigint * 104729 % ${365 * day}::bigint)
      from draws d
      cross join owner_count c
      join owners o on o.n = 1 + d.owner_draw % c.total
      cross join lateral (select (${TOPICS}::text[])[1 + d.topic_draw % ${TOPICS.length}] as topic) t
      cross join lateral (select (${PLACES}::text[])[1 + d.place_draw % ${PLACES.length}] as place) p
      cross join lateral (select (${PLACES}::text[])[1 + d.place2_draw % ${PLACES.length}] as place) p2
      cross join lateral (select (${KINDS}::text[])[1 + d.kind_draw % ${KINDS.length}] as kind) k
    `.execute(db);
    // Shared items are in a group; public and org ones in three of ten (as seedBenchItems).
    await sql`
      with groups_numbered as (select id, row_number() over (order by id) as n from groups),
           group_count as (select count(*)::int as total from groups_numbered)
      insert into item_groups (item_id, group_id, created)
      select items.id, g.id, ${now}::bigint
      from items
      cross join group_count c
      join groups_numbered g on g.n = 1 + abs(hashint4(('x' || right(items.id, 8))::bit(32)::int)) % c.total
      where items.id between lpad(to_hex(${start + 1}::int), 32, '0') and lpad(to_hex(${end}::int), 32, '0')
        and (items.access = 'shared'
             or (items.access <> 'private' and abs(hashint4(('x' || right(items.id, 8))::bit(32)::int * 3)) % 10 < 3))
      on conflict do nothing
    `.execute(db);
  }
  await sql`analyze`.execute(db);
}
