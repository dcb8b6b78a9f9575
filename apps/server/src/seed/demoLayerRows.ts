import type { NewFeatureRow } from '../db/repositories/featureRowRepository.ts';
import { esriGeometryBbox } from '../features/publishHostedLayers.ts';
import { RIVERSIDE_EXTENT } from './demoItems.ts';

// The generated rows of the demo's hosted layers (issue 15): believable values from fixed seeds, the same on every
// machine. `demoLayers.ts` pairs each generator with its layer.

/** A deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const [X0, Y0, X1, Y1] = RIVERSIDE_EXTENT;
const round = (v: number, digits = 6) => Math.round(v * 10 ** digits) / 10 ** digits;
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: () => number, low: number, high: number) => low + rand() * (high - low);
/** A place in the city, denser towards downtown (the sum of two uniforms leans to the middle). */
const place = (rand: () => number): [number, number] => [
  round(X0 + ((rand() + rand()) / 2) * (X1 - X0)),
  round(Y0 + ((rand() + rand()) / 2) * (Y1 - Y0)),
];
const ward = (x: number) => 1 + Math.min(6, Math.floor(((x - X0) / (X1 - X0)) * 7));
const day = (rand: () => number, from: string, to: string) => {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return Math.floor((a + rand() * (b - a)) / 86_400_000) * 86_400_000;
};
function point(objectId: number, values: (string | number | null)[], [x, y]: [number, number]): NewFeatureRow {
  const geometry = { x, y };
  return { objectId, values, geometry, bbox: esriGeometryBbox(geometry) };
}

const STREETS = [
  'Magnolia Ave',
  'Main St',
  'Market St',
  'University Ave',
  'Mission Inn Ave',
  'Arlington Ave',
  'Van Buren Blvd',
  'Central Ave',
  'Brockton Ave',
  'Victoria Ave',
  'Chicago Ave',
  'Iowa Ave',
  'La Sierra Ave',
  'Tyler St',
  'Lemon St',
  'Orange St',
  '14th St',
  'Jurupa Ave',
  'Canyon Crest Dr',
  'Alessandro Blvd',
  'Indiana Ave',
  'Madison St',
];
const SPECIES: readonly (readonly [string, string, number])[] = [
  // Botanical name, common name, weight.
  ['Lagerstroemia indica', 'Crape Myrtle', 14],
  ['Jacaranda mimosifolia', 'Jacaranda', 10],
  ['Platanus racemosa', 'California Sycamore', 9],
  ['Quercus agrifolia', 'Coast Live Oak', 8],
  ['Washingtonia robusta', 'Mexican Fan Palm', 8],
  ['Pistacia chinensis', 'Chinese Pistache', 7],
  ['Magnolia grandiflora', 'Southern Magnolia', 7],
  ['Cinnamomum camphora', 'Camphor', 6],
  ['Liquidambar styraciflua', 'Sweetgum', 6],
  ['Citrus sinensis', 'Navel Orange', 5],
  ['Ulmus parvifolia', 'Chinese Elm', 5],
  ['Pinus canariensis', 'Canary Island Pine', 4],
  ['Koelreuteria bipinnata', 'Chinese Flame Tree', 4],
  ['Cercis occidentalis', 'Western Redbud', 3],
  ['Eucalyptus citriodora', 'Lemon-scented Gum', 4],
];
const SPECIES_BAG = SPECIES.flatMap((s) => Array<readonly [string, string, number]>(s[2]).fill(s));

export function* streetTrees(): Iterable<NewFeatureRow> {
  const rand = random(15_001);
  for (let id = 1; id <= 8000; id++) {
    const [botanical, common] = pick(rand, SPECIES_BAG);
    const planted = day(rand, '1975-01-01', '2025-12-31');
    const age = (Date.parse('2026-01-01') - planted) / (365.25 * 86_400_000);
    const dbh = round(Math.max(1, age * between(rand, 0.35, 0.6)), 1);
    const condition = pick(rand, ['Excellent', 'Good', 'Good', 'Good', 'Fair', 'Fair', 'Poor', 'Dead'] as const);
    const at = place(rand);
    const street = pick(rand, STREETS);
    const number = 100 + Math.floor(rand() * 89) * 100 + Math.floor(rand() * 50) * 2;
    yield point(
      id,
      [
        botanical,
        common,
        dbh,
        Math.round(6 + dbh * between(rand, 0.9, 1.6)),
        planted,
        condition,
        `${number} ${street}`,
        ward(at[0]),
      ],
      at,
    );
  }
}

const ROUTES = ['1', '10', '12', '13', '14', '15', '16', '20', '21', '22', '27', '49', '51', '204'];
export function* busStops(): Iterable<NewFeatureRow> {
  const rand = random(15_002);
  for (let id = 1; id <= 640; id++) {
    const at = place(rand);
    const street = pick(rand, STREETS);
    const cross = pick(
      rand,
      STREETS.filter((s) => s !== street),
    );
    const routes = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(rand, ROUTES)))];
    const boardings = Math.round(rand() ** 2.2 * 900);
    yield point(
      id,
      [
        `RTA-${String(1000 + id * 7).padStart(5, '0')}`,
        `${street} & ${cross}`,
        routes.sort((a, b) => Number(a) - Number(b)).join(', '),
        boardings > 120 || rand() < 0.3 ? 'Yes' : 'No',
        rand() < 0.7 ? 'Yes' : 'No',
        rand() < 0.88 ? 'Yes' : 'No',
        boardings,
      ],
      at,
    );
  }
}

const WORK_TYPES: readonly (readonly [string, number, number])[] = [
  // Work type, lowest and highest valuation.
  ['New Construction', 180_000, 1_400_000],
  ['Addition', 40_000, 350_000],
  ['Alteration', 5_000, 180_000],
  ['Solar', 12_000, 60_000],
  ['Pool', 35_000, 120_000],
  ['Demolition', 4_000, 45_000],
  ['Re-roof', 9_000, 40_000],
];
export function* buildingPermits(): Iterable<NewFeatureRow> {
  const rand = random(15_003);
  for (let id = 1; id <= 2400; id++) {
    const [work, low, high] = pick(rand, WORK_TYPES);
    const issued = day(rand, '2025-01-02', '2025-12-31');
    const status = pick(rand, ['Issued', 'Issued', 'In Review', 'Finaled', 'Finaled', 'Finaled', 'Expired'] as const);
    const completed = status === 'Finaled' ? issued + Math.floor(between(rand, 20, 240)) * 86_400_000 : null;
    const at = place(rand);
    const number = 100 + Math.floor(rand() * 89) * 100 + Math.floor(rand() * 50) * 2;
    yield point(
      id,
      [
        `BP-2025-${String(id).padStart(5, '0')}`,
        `${number} ${pick(rand, STREETS)}`,
        work,
        Math.round(between(rand, low, high) / 100) * 100,
        status,
        issued,
        completed,
        ward(at[0]),
      ],
      at,
    );
  }
}

const FACILITIES = ['Protected lane', 'Painted lane', 'Painted lane', 'Sharrow', 'Off-street trail'] as const;
export function* bikeLanes(): Iterable<NewFeatureRow> {
  const rand = random(15_004);
  for (let id = 1; id <= 180; id++) {
    let [x, y] = place(rand);
    const path: number[][] = [[x, y]];
    let miles = 0;
    const horizontal = rand() < 0.5;
    for (let step = 0; step < 2 + Math.floor(rand() * 6); step++) {
      const along = between(rand, 0.004, 0.014) * (rand() < 0.5 ? -1 : 1);
      const turn = rand() < 0.25;
      const dx = (step % 2 === 0) === horizontal && !turn ? along : 0;
      const dy = dx === 0 ? along : 0;
      x = round(Math.min(X1, Math.max(X0, x + dx)));
      y = round(Math.min(Y1, Math.max(Y0, y + dy)));
      miles += Math.hypot(dx * 57.3, dy * 69);
      path.push([x, y]);
    }
    const geometry = { paths: [path] };
    const facility = pick(rand, FACILITIES);
    const name =
      facility === 'Off-street trail'
        ? `${pick(rand, ['Santa Ana River', 'Gage Canal', 'Victoria Avenue', 'Mount Rubidoux', 'Sycamore Canyon'])} Trail`
        : pick(rand, STREETS);
    yield {
      objectId: id,
      values: [name, facility, round(miles, 2), 1995 + Math.floor(rand() * 31)],
      geometry,
      bbox: esriGeometryBbox(geometry),
    };
  }
}

const PARK_NAMES = [
  'Fairmount',
  'White',
  'Bordwell',
  'Mount Rubidoux',
  'Andulka',
  'Hunt',
  'Villegas',
  'Arlington',
  'Shamel',
  'Reid',
  'Bryant',
  'Castleview',
  'Hunter',
  'Islander',
  'Don Derr',
  'Dvorman',
  'Collett',
  'Loma',
  'Nichols',
  'Patterson',
  'Rutland',
  'Streeter',
  'Thundersky',
  'Washington',
  'Bergamont',
  'Carlson',
  'Challen',
  'Myra Linn',
];
const PARK_TYPES: readonly (readonly [string, number, number])[] = [
  // Park type, smallest and largest acreage.
  ['Neighborhood Park', 2, 12],
  ['Neighborhood Park', 2, 12],
  ['Community Park', 10, 40],
  ['Regional Park', 40, 180],
  ['Open Space', 15, 300],
];
const AMENITIES = [
  'Playground',
  'Picnic shelters',
  'Restrooms',
  'Sports fields',
  'Tennis courts',
  'Dog park',
  'Trails',
  'Pool',
  'Skate park',
];
export function* parkBoundaries(): Iterable<NewFeatureRow> {
  const rand = random(15_005);
  for (let id = 1; id <= 54; id++) {
    const [type, low, high] = pick(rand, PARK_TYPES);
    const acres = round(between(rand, low, high), 1);
    // A rough rectangle of that area (an acre is 4047 m²), drawn clockwise as Esri outer rings are.
    const side = Math.sqrt(acres * 4047);
    const w = (side * between(rand, 0.7, 1.4)) / (111_320 * Math.cos((34 * Math.PI) / 180));
    const h = (side * side) / (side * between(rand, 0.7, 1.4)) / 110_574;
    const [cx, cy] = place(rand);
    const j = () => between(rand, -0.1, 0.1) * Math.min(w, h);
    const ring = [
      [cx - w / 2 + j(), cy - h / 2 + j()],
      [cx - w / 2 + j(), cy + h / 2 + j()],
      [cx + w / 2 + j(), cy + h / 2 + j()],
      [cx + w / 2 + j(), cy - h / 2 + j()],
    ].map(([x, y]) => [round(x!), round(y!)]);
    ring.push([...ring[0]!]);
    const geometry = { rings: [ring] };
    const base = PARK_NAMES[(id - 1) % PARK_NAMES.length]!;
    const name =
      id <= PARK_NAMES.length ? `${base} Park` : `${base} ${type === 'Open Space' ? 'Open Space' : 'Community Garden'}`;
    const amenities = AMENITIES.filter(() => rand() < 0.4);
    yield {
      objectId: id,
      values: [
        name,
        type,
        acres,
        amenities.join(', ') || 'Open lawn',
        type === 'Open Space' ? 'Sunrise to sunset' : '6 am – 10 pm',
      ],
      geometry,
      bbox: esriGeometryBbox(geometry),
    };
  }
}

const STATIONS = ['Downtown', 'Magnolia Center', 'Arlington', 'La Sierra', 'Canyon Crest', 'Airport'];
export function* airQuality(): Iterable<NewFeatureRow> {
  const rand = random(15_006);
  const start = Date.parse('2026-01-08T00:00:00Z');
  let id = 0;
  for (let hour = 0; hour < 7 * 24; hour++) {
    const daily = Math.sin((((hour % 24) - 8) / 24) * 2 * Math.PI);
    for (const station of STATIONS) {
      for (const [pollutant, unit, base, swing] of [
        ['PM2.5', 'µg/m³', 11, 5],
        ['Ozone', 'ppb', 34, 18],
        ['NO2', 'ppb', 16, 8],
      ] as const) {
        const reading = round(Math.max(0, base + swing * daily + between(rand, -3, 3)), 1);
        yield {
          objectId: ++id,
          values: [station, pollutant, reading, unit, start + hour * 3_600_000],
          geometry: null,
          bbox: null,
        };
      }
    }
  }
}
