import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';

/**
 * The offline basemap's city-scale layer (issue 13, ADR 0119): water, main roads and place names of the demo region
 * (Riverside and the Coachella Valley, California), drawn by hand from public knowledge at roughly 200 m accuracy.
 * Enough to tell where a dataset is; not a survey. A deployment that needs a real basemap sets `PLAZA_BASEMAP_STYLE`.
 */
export const DEMO_REGION_ATTRIBUTION = 'Plaza demo region (approximate) · countries: Natural Earth';

type RoadClass = 'motorway' | 'major';

const road = (name: string, kind: RoadClass, coordinates: [number, number][]): Feature<LineString> => ({
  type: 'Feature',
  properties: { name, kind },
  geometry: { type: 'LineString', coordinates },
});
const river = (name: string, coordinates: [number, number][]): Feature<LineString> => ({
  type: 'Feature',
  properties: { name, kind: 'river' },
  geometry: { type: 'LineString', coordinates },
});
const lake = (name: string, ring: [number, number][]): Feature<Polygon> => ({
  type: 'Feature',
  properties: { name, kind: 'lake' },
  geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] },
});
const place = (name: string, rank: 1 | 2, coordinates: [number, number]): Feature<Point> => ({
  type: 'Feature',
  properties: { name, rank },
  geometry: { type: 'Point', coordinates },
});

/** Rivers and lakes. */
export const DEMO_WATER: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    river('Santa Ana River', [
      [-117.262, 34.043],
      [-117.305, 34.02],
      [-117.345, 34.005],
      [-117.385, 33.99],
      [-117.41, 33.975],
      [-117.44, 33.958],
      [-117.475, 33.945],
      [-117.51, 33.93],
      [-117.55, 33.915],
      [-117.6, 33.9],
      [-117.64, 33.885],
    ]),
    river('Whitewater River', [
      [-116.43, 33.83],
      [-116.37, 33.79],
      [-116.3, 33.745],
      [-116.24, 33.715],
      [-116.19, 33.68],
      [-116.13, 33.62],
      [-116.06, 33.55],
    ]),
    lake('Lake Mathews', [
      [-117.47, 33.845],
      [-117.44, 33.86],
      [-117.41, 33.855],
      [-117.4, 33.835],
      [-117.43, 33.82],
      [-117.46, 33.825],
    ]),
    lake('Lake Evans', [
      [-117.383, 33.996],
      [-117.377, 33.998],
      [-117.373, 33.994],
      [-117.378, 33.991],
    ]),
    lake('Lake Perris', [
      [-117.2, 33.87],
      [-117.17, 33.875],
      [-117.155, 33.86],
      [-117.175, 33.845],
      [-117.2, 33.85],
    ]),
    lake('Lake Cahuilla', [
      [-116.285, 33.638],
      [-116.275, 33.642],
      [-116.268, 33.634],
      [-116.28, 33.628],
    ]),
  ],
};

/** Freeways and main roads. */
export const DEMO_ROADS: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    road('SR 91', 'motorway', [
      [-117.66, 33.875],
      [-117.57, 33.88],
      [-117.5, 33.9],
      [-117.45, 33.925],
      [-117.405, 33.955],
      [-117.375, 33.975],
      [-117.345, 33.99],
      [-117.32, 34.0],
    ]),
    road('SR 60', 'motorway', [
      [-117.62, 34.03],
      [-117.53, 34.0],
      [-117.45, 33.995],
      [-117.39, 33.998],
      [-117.34, 33.995],
      [-117.31, 33.99],
      [-117.25, 33.945],
      [-117.15, 33.935],
    ]),
    road('I-215', 'motorway', [
      [-117.32, 34.1],
      [-117.32, 34.0],
      [-117.305, 33.96],
      [-117.28, 33.92],
      [-117.25, 33.87],
      [-117.22, 33.8],
    ]),
    road('I-15', 'motorway', [
      [-117.54, 34.08],
      [-117.55, 33.98],
      [-117.56, 33.9],
      [-117.5, 33.8],
    ]),
    road('Magnolia Avenue', 'major', [
      [-117.5, 33.885],
      [-117.45, 33.915],
      [-117.41, 33.945],
      [-117.38, 33.97],
    ]),
    road('Arlington Avenue', 'major', [
      [-117.47, 33.92],
      [-117.42, 33.935],
      [-117.37, 33.955],
      [-117.33, 33.96],
    ]),
    road('Van Buren Boulevard', 'major', [
      [-117.5, 33.99],
      [-117.46, 33.94],
      [-117.42, 33.9],
      [-117.33, 33.88],
    ]),
    road('University Avenue', 'major', [
      [-117.375, 33.982],
      [-117.345, 33.977],
      [-117.31, 33.975],
    ]),
    road('I-10', 'motorway', [
      [-116.6, 33.93],
      [-116.45, 33.84],
      [-116.35, 33.78],
      [-116.25, 33.735],
      [-116.19, 33.71],
      [-116.12, 33.67],
      [-116.0, 33.6],
    ]),
    road('SR 111', 'major', [
      [-116.55, 33.83],
      [-116.4, 33.74],
      [-116.3, 33.71],
      [-116.22, 33.72],
      [-116.17, 33.68],
      [-116.08, 33.6],
    ]),
    road('SR 86', 'motorway', [
      [-116.2, 33.71],
      [-116.16, 33.66],
      [-116.1, 33.6],
      [-116.02, 33.52],
    ]),
  ],
};

/** Place names: rank 1 shows from the region's zoom, rank 2 from the city's. */
export const DEMO_PLACES: FeatureCollection<Point> = {
  type: 'FeatureCollection',
  features: [
    place('Riverside', 1, [-117.396, 33.953]),
    place('Downtown', 2, [-117.375, 33.981]),
    place('University', 2, [-117.33, 33.973]),
    place('Magnolia Center', 2, [-117.405, 33.955]),
    place('Arlington', 2, [-117.432, 33.935]),
    place('La Sierra', 2, [-117.49, 33.91]),
    place('Casa Blanca', 2, [-117.4, 33.93]),
    place('Canyon Crest', 2, [-117.32, 33.95]),
    place('Orangecrest', 2, [-117.33, 33.885]),
    place('Jurupa Valley', 2, [-117.46, 34.0]),
    place('Moreno Valley', 1, [-117.23, 33.94]),
    place('Corona', 1, [-117.566, 33.875]),
    place('Norco', 2, [-117.55, 33.93]),
    place('Indio', 1, [-116.216, 33.72]),
    place('Coachella', 1, [-116.173, 33.68]),
    place('La Quinta', 1, [-116.31, 33.663]),
    place('Palm Desert', 1, [-116.375, 33.722]),
    place('Thermal', 2, [-116.14, 33.64]),
    place('Bermuda Dunes', 2, [-116.29, 33.742]),
  ],
};
