import type { ItemAccess } from '../db/itemTables.ts';
import type { DemoRoleKey } from './demoData.ts';

/**
 * The demo catalog (issue 8, "Demo content"): public items of every family, some org-only and private ones,
 * for Riverside (a city with a few dozen items) and Hillcrest (a county with a handful). Plain data;
 * `seedDemoContent` writes it. `key` is the item's slug name within its org (`riverside|street-trees`).
 */
export interface DemoItem {
  readonly key: string;
  readonly org: 'riverside' | 'hillcrest';
  readonly owner: DemoRoleKey;
  readonly title: string;
  readonly type: string;
  readonly snippet: string;
  /** HTML, as a portal stores it (sanitised when shown); the seed adds who maintains it. */
  readonly description: string;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly access: ItemAccess;
  /** Group titles a `shared` item is shared to. */
  readonly sharedWith?: readonly string[];
  /** ISO dates: when the item was created and last changed. */
  readonly created: string;
  readonly modified: string;
  /** WGS84 `[xmin, ymin, xmax, ymax]`. */
  readonly extent?: readonly [number, number, number, number];
  readonly licenseInfo?: string;
  /** Dates of the data itself, with their precision given by their form (`2019`, `2019-04`, `2019-04-12`). */
  readonly published?: string;
  readonly dataUpdated?: string;
  /** Update frequency code 001–013 (spec 3 §9). */
  readonly updateFrequency?: string;
  /** Projects and initiatives: work status. */
  readonly status?: 'notStarted' | 'inProgress' | 'onHold' | 'complete';
  /** Discussions: the question put to people. */
  readonly prompt?: string;
}

/** The City of Riverside (California) and a fictional county east of it. */
export const RIVERSIDE_EXTENT = [-117.52, 33.85, -117.28, 34.02] as const;
export const HILLCREST_EXTENT = [-116.32, 33.62, -115.98, 33.83] as const;

const CC_BY = '<p>Licensed under <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.</p>';
const PUBLIC_DOMAIN = '<p>Public domain: no rights reserved.</p>';
const OPEN_DATA_TERMS = '<p>City of Riverside Open Data Terms of Use.</p>';

const within = (dx0: number, dy0: number, dx1: number, dy1: number): [number, number, number, number] => {
  const [x0, y0, x1, y1] = RIVERSIDE_EXTENT;
  const w = x1 - x0;
  const h = y1 - y0;
  return [x0 + w * dx0, y0 + h * dy0, x0 + w * dx1, y0 + h * dy1].map((v) => Math.round(v * 1e4) / 1e4) as [
    number,
    number,
    number,
    number,
  ];
};

const R = 'riverside' as const;
const H = 'hillcrest' as const;
const city = [...RIVERSIDE_EXTENT] as [number, number, number, number];

const dataset = (
  key: string,
  title: string,
  type: string,
  snippet: string,
  tags: string[],
  category: string,
  dates: { created: string; modified: string; published?: string; dataUpdated?: string; updateFrequency?: string },
  extent: [number, number, number, number] = city,
  licenseInfo = CC_BY,
): DemoItem => ({
  key,
  org: R,
  owner: 'publisher',
  title,
  type,
  snippet,
  description: `<p>${snippet}</p>`,
  tags,
  categories: [`/Categories/${category}`],
  access: 'public',
  extent,
  licenseInfo,
  ...dates,
});

export const DEMO_ITEMS: readonly DemoItem[] = [
  // Riverside datasets
  dataset(
    'street-trees',
    'Street Trees',
    'Feature Service',
    'Every tree the city maintains along streets and in medians: species, trunk diameter, planting year and condition.',
    ['trees', 'urban forest', 'environment', 'parks'],
    'Environment',
    {
      created: '2021-03-04',
      modified: '2026-01-12',
      published: '2021-03',
      dataUpdated: '2026-01-12',
      updateFrequency: '005',
    },
  ),
  dataset(
    'park-boundaries',
    'Park Boundaries',
    'Feature Service',
    'Outlines of the 54 city parks and open spaces, with acreage, amenities and opening hours.',
    ['parks', 'recreation', 'boundaries'],
    'Recreation',
    { created: '2020-06-18', modified: '2025-11-02', published: '2020', updateFrequency: '008' },
    within(0.1, 0.1, 0.9, 0.85),
  ),
  dataset(
    'bike-lanes',
    'Bike Lanes and Trails',
    'GeoJson',
    'Protected lanes, painted lanes, sharrows and off-street trails, with the year each segment opened.',
    ['transportation', 'cycling', 'trails', 'parks'],
    'Transportation',
    { created: '2022-02-10', modified: '2025-09-30', published: '2022-02-10', updateFrequency: '006' },
  ),
  dataset(
    'bus-stops',
    'Bus Stops',
    'CSV',
    'Locations of bus stops with shelter, bench and accessibility information, and the routes that serve them.',
    ['transportation', 'transit'],
    'Transportation',
    { created: '2019-08-01', modified: '2025-12-15', published: '2019', updateFrequency: '005' },
    undefined,
    OPEN_DATA_TERMS,
  ),
  dataset(
    'building-permits',
    'Building Permits 2025',
    'CSV',
    'Building permits issued in 2025: address, type of work, valuation, status and dates of issue and completion.',
    ['permits', 'planning', 'housing'],
    'Planning',
    {
      created: '2025-01-06',
      modified: '2026-01-05',
      published: '2025-01',
      dataUpdated: '2026-01-05',
      updateFrequency: '002',
    },
  ),
  dataset(
    'air-quality',
    'Air Quality Monitoring',
    'Table',
    'Hourly readings of PM2.5, ozone and nitrogen dioxide from the six city monitoring stations.',
    ['air quality', 'environment', 'health'],
    'Environment',
    { created: '2023-05-22', modified: '2026-01-14', published: '2023-05-22', updateFrequency: '001' },
    within(0.2, 0.2, 0.8, 0.8),
  ),
  dataset(
    'flood-zones',
    'Flood Hazard Zones',
    'Shapefile',
    'Areas of the city at risk of a 100-year and a 500-year flood along the Santa Ana River.',
    ['flood', 'hazards', 'environment', 'planning'],
    'Environment',
    { created: '2018-11-12', modified: '2024-04-30', published: '2018', updateFrequency: '010' },
    within(0, 0.55, 0.6, 1),
    PUBLIC_DOMAIN,
  ),
  dataset(
    'public-art',
    'Public Art',
    'CSV',
    'Murals, sculptures and installations in public places, with artist, year and a short description.',
    ['art', 'culture', 'community'],
    'Community',
    { created: '2022-09-14', modified: '2025-06-20', published: '2022-09', updateFrequency: '009' },
  ),
  dataset(
    'libraries',
    'Library Locations',
    'Feature Service',
    'Branches of the public library with opening hours, services and meeting rooms.',
    ['libraries', 'community', 'facilities'],
    'Community',
    { created: '2020-01-08', modified: '2025-10-01', published: '2020-01-08', updateFrequency: '008' },
  ),
  dataset(
    'noise-complaints',
    'Noise Complaints',
    'CSV',
    'Noise complaints reported to the city, by type, neighbourhood and date, with personal details removed.',
    ['complaints', 'community', 'health'],
    'Community',
    { created: '2021-07-19', modified: '2026-01-13', published: '2021-07', updateFrequency: '002' },
  ),
  dataset(
    'traffic-counts',
    'Traffic Counts',
    'Table',
    'Average daily traffic on major streets from automatic counters, by direction and year.',
    ['transportation', 'traffic'],
    'Transportation',
    { created: '2019-03-27', modified: '2025-03-31', published: '2019-03', updateFrequency: '008' },
  ),
  dataset(
    'neighbourhoods',
    'Neighbourhood Boundaries',
    'GeoJson',
    'The 28 neighbourhoods the city plans and reports by, with their names and council wards.',
    ['boundaries', 'planning', 'community'],
    'Planning',
    { created: '2018-02-02', modified: '2023-08-17', published: '2018', updateFrequency: '012' },
    undefined,
    PUBLIC_DOMAIN,
  ),
  // Riverside maps
  {
    ...dataset(
      'parks-map',
      'Parks and Trails Map',
      'Web Map',
      'Parks, trails and bike lanes on one map, with the amenities of each park.',
      ['parks', 'trails', 'recreation'],
      'Recreation',
      { created: '2022-04-02', modified: '2025-11-03' },
    ),
  },
  {
    ...dataset(
      'flood-map',
      'Flood Risk Map',
      'Web Map',
      'Flood hazard zones over parcels and streets, to check whether an address is at risk.',
      ['flood', 'hazards', 'planning'],
      'Environment',
      { created: '2019-01-15', modified: '2024-05-02' },
    ),
  },
  {
    ...dataset(
      'downtown-3d',
      'Downtown in 3D',
      'Web Scene',
      'A 3D scene of downtown buildings, with heights and the zoning envelope of each block.',
      ['buildings', '3d', 'planning'],
      'Planning',
      { created: '2023-10-10', modified: '2025-02-14' },
      within(0.45, 0.45, 0.6, 0.6),
    ),
  },
  {
    ...dataset(
      'transit-map',
      'Transit Network Map',
      'Web Map',
      'Bus routes and stops, with frequency of service at peak hours.',
      ['transportation', 'transit'],
      'Transportation',
      { created: '2020-09-09', modified: '2025-12-16' },
    ),
  },
  // Riverside apps
  {
    ...dataset(
      'tree-explorer',
      'Tree Explorer',
      'Web Mapping Application',
      'Find any street tree, see its species and size, and report a problem with it.',
      ['trees', 'urban forest', 'parks'],
      'Environment',
      { created: '2021-05-01', modified: '2025-08-08' },
    ),
  },
  {
    ...dataset(
      'permits-dashboard',
      'Building Permits Dashboard',
      'Dashboard',
      'Permits issued by month, type and neighbourhood, updated every day.',
      ['permits', 'planning', 'housing'],
      'Planning',
      { created: '2024-02-20', modified: '2026-01-06' },
    ),
  },
  {
    ...dataset(
      'river-story',
      'The Santa Ana River: A Story',
      'StoryMap',
      'How the river shaped the city, and how the city is restoring its banks.',
      ['flood', 'environment', 'history'],
      'Environment',
      { created: '2023-04-22', modified: '2024-04-22' },
    ),
  },
  {
    ...dataset(
      'air-quality-app',
      'Air Quality Now',
      'Web Experience',
      'Current air quality at each monitoring station, with health advice for the day.',
      ['air quality', 'health'],
      'Environment',
      { created: '2023-06-01', modified: '2025-12-01' },
    ),
  },
  {
    ...dataset(
      'park-finder',
      'Park Finder',
      'Web Mapping Application',
      'Find a park near you by the amenities you need: playgrounds, courts, dog parks, restrooms.',
      ['parks', 'recreation'],
      'Recreation',
      { created: '2022-05-15', modified: '2025-07-07' },
    ),
  },
  // Riverside documents
  {
    ...dataset(
      'urban-forest-plan',
      'Urban Forest Management Plan',
      'PDF',
      'The ten-year plan for planting, caring for and protecting the city’s trees.',
      ['trees', 'urban forest', 'plans'],
      'Environment',
      { created: '2020-10-30', modified: '2020-10-30', published: '2020-10' },
    ),
  },
  {
    ...dataset(
      'bike-master-plan',
      'Bicycle Master Plan',
      'PDF',
      'The network of lanes and trails the city plans to build by 2035, and how it was chosen.',
      ['cycling', 'transportation', 'plans'],
      'Transportation',
      { created: '2021-12-01', modified: '2022-01-10', published: '2021' },
    ),
  },
  {
    ...dataset(
      'data-dictionary',
      'Open Data Dictionary',
      'Microsoft Excel',
      'Field names, types and meanings of every dataset on this site.',
      ['open data', 'documentation'],
      'Community',
      { created: '2022-03-03', modified: '2025-12-20' },
    ),
  },
  {
    ...dataset(
      'parks-survey-report',
      'Parks Survey Report 2024',
      'Microsoft Word',
      'What 3,200 residents told us about their parks, and what we will change.',
      ['parks', 'survey', 'community'],
      'Recreation',
      { created: '2024-11-18', modified: '2024-11-18', published: '2024-11-18' },
    ),
  },
  {
    ...dataset(
      'open-data-policy',
      'Open Data Policy',
      'Document Link',
      'The council resolution that makes city data open by default.',
      ['open data', 'policy'],
      'Community',
      { created: '2018-01-30', modified: '2018-01-30', published: '2018-01-30' },
    ),
  },
  // Riverside projects and initiatives
  {
    ...dataset(
      'riverbank-restoration',
      'Riverbank Restoration',
      'Hub Project',
      'Restoring 3 km of the Santa Ana River banks with native plants and a new trail.',
      ['flood', 'parks', 'environment', 'trails'],
      'Environment',
      { created: '2024-03-01', modified: '2025-12-10' },
      within(0, 0.6, 0.5, 1),
    ),
    status: 'inProgress',
  },
  {
    ...dataset(
      'protected-bike-lanes',
      'Protected Bike Lanes on Main Street',
      'Hub Project',
      'Separating cyclists from traffic along 2.4 km of Main Street.',
      ['cycling', 'transportation'],
      'Transportation',
      { created: '2023-09-12', modified: '2025-10-20' },
      within(0.45, 0.3, 0.55, 0.7),
    ),
    status: 'complete',
  },
  {
    ...dataset(
      'library-renovation',
      'Main Library Renovation',
      'Hub Project',
      'A new children’s floor, study rooms and a rooftop reading garden.',
      ['libraries', 'facilities'],
      'Community',
      { created: '2025-02-01', modified: '2025-11-28' },
      within(0.48, 0.48, 0.52, 0.52),
    ),
    status: 'notStarted',
  },
  {
    ...dataset(
      'greener-riverside',
      'Greener Riverside',
      'Hub Initiative',
      'Ten thousand new trees and a park within ten minutes’ walk of every home by 2035.',
      ['trees', 'parks', 'environment'],
      'Environment',
      { created: '2022-04-22', modified: '2025-12-01' },
      city,
    ),
    status: 'inProgress',
  },
  {
    ...dataset(
      'safe-streets',
      'Safe Streets',
      'Hub Initiative',
      'Zero traffic deaths: safer crossings, slower streets and better lighting.',
      ['transportation', 'safety'],
      'Transportation',
      { created: '2023-01-17', modified: '2025-09-05' },
      city,
    ),
    status: 'inProgress',
  },
  {
    ...dataset(
      'bike-plan-discussion',
      'Draft Bike-Lane Plan: Have Your Say',
      'Discussion',
      'Tell us where the next protected bike lanes should go, and what would make you ride more.',
      ['cycling', 'transportation', 'engagement'],
      'Transportation',
      { created: '2025-11-01', modified: '2025-11-20' },
    ),
    prompt: 'Where should the next protected bike lanes go, and what would make you ride more?',
  },
  // Riverside: not for everyone
  {
    ...dataset(
      'staff-directory',
      'Staff Directory',
      'CSV',
      'Names, departments and phone extensions of city staff.',
      ['staff'],
      'Community',
      { created: '2024-01-10', modified: '2025-12-01' },
    ),
    access: 'org',
  },
  {
    ...dataset(
      'budget-model',
      'Draft Budget Model 2027',
      'Microsoft Excel',
      'Working model of next year’s budget; not final.',
      ['budget'],
      'Planning',
      { created: '2025-10-01', modified: '2026-01-08' },
    ),
    owner: 'admin',
    access: 'org',
  },
  {
    ...dataset(
      'internal-parks-inventory',
      'Parks Maintenance Inventory',
      'Feature Service',
      'Work orders and assets of the parks maintenance crews.',
      ['parks', 'maintenance'],
      'Recreation',
      { created: '2023-07-07', modified: '2025-12-30' },
    ),
    access: 'org',
  },
  {
    ...dataset(
      'tree-inspections-draft',
      'Tree Inspections (Draft)',
      'CSV',
      'Inspection results not yet reviewed; may contain errors.',
      ['trees', 'draft'],
      'Environment',
      { created: '2025-12-01', modified: '2026-01-10' },
    ),
    owner: 'user',
    access: 'private',
  },
  {
    ...dataset(
      'council-draft-minutes',
      'Council Draft Minutes',
      'PDF',
      'Minutes before the council approves them.',
      ['council'],
      'Community',
      { created: '2025-12-12', modified: '2025-12-12' },
    ),
    owner: 'admin',
    access: 'shared',
    sharedWith: ['Council Drafts'],
  },
  {
    ...dataset(
      'unreleased-crime-stats',
      'Incident Statistics (Unreleased)',
      'Table',
      'Quarterly figures awaiting review by the police department.',
      ['safety'],
      'Community',
      { created: '2025-11-01', modified: '2026-01-02' },
    ),
    access: 'private',
  },
  // Hillcrest
  {
    ...dataset(
      'county-roads',
      'County Roads',
      'Feature Service',
      'Roads the county maintains, with surface type and the date of the last repaving.',
      ['roads', 'transportation'],
      'Transportation',
      { created: '2021-04-14', modified: '2025-06-30', published: '2021-04', updateFrequency: '008' },
      [...HILLCREST_EXTENT],
    ),
    org: H,
  },
  {
    ...dataset(
      'trailheads',
      'Trailheads',
      'CSV',
      'Trailheads in county parks with parking, water and restrooms.',
      ['trails', 'parks', 'recreation'],
      'Recreation',
      { created: '2022-08-08', modified: '2025-05-05', published: '2022', updateFrequency: '009' },
      [...HILLCREST_EXTENT],
    ),
    org: H,
  },
  {
    ...dataset(
      'wildfire-risk',
      'Wildfire Risk Map',
      'Web Map',
      'Fire hazard severity zones and evacuation routes.',
      ['wildfire', 'hazards'],
      'Environment',
      { created: '2020-07-01', modified: '2025-07-01' },
      [...HILLCREST_EXTENT],
    ),
    org: H,
  },
  {
    ...dataset(
      'county-budget',
      'County Budget 2026',
      'PDF',
      'The adopted county budget for the 2026 fiscal year.',
      ['budget'],
      'Planning',
      { created: '2025-07-01', modified: '2025-07-01', published: '2025-07' },
      [...HILLCREST_EXTENT],
    ),
    org: H,
  },
];
