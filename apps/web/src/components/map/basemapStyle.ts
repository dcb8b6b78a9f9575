import type { FeatureCollection } from 'geojson';
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { DEMO_ROADS, DEMO_WATER } from './demoRegion.ts';

/** Spec 3 §9: default map boundary colours (fill 93,173,221 at 0.1 alpha, 0.25 when selected). */
export const BOUNDARY_FILL = 'rgb(93, 173, 221)';
export const BOUNDARY_FILL_OPACITY = 0.1;
export const BOUNDARY_FILL_OPACITY_SELECTED = 0.25;

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
const WATER = '#a9cbe6';

/** The source of what a map is about (an item's extent, search results); drawn over any basemap. */
export const OVERLAY_SOURCE: SourceSpecification = { type: 'geojson', data: EMPTY };

/** The overlay's layers: boundaries as spec 3 §9 draws them, points as markers. */
export function overlayLayers(options: { selected?: boolean } = {}): LayerSpecification[] {
  return [
    {
      id: 'overlay-fill',
      type: 'fill',
      source: 'overlay',
      filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
      paint: {
        'fill-color': BOUNDARY_FILL,
        // An area marked `outline` (an item's own extent on its page, issue 43 item 2) is drawn as its outline only:
        // filled, an extent as large as the map covered the whole of it.
        'fill-opacity': [
          'case',
          ['boolean', ['get', 'outline'], false],
          0,
          options.selected ? BOUNDARY_FILL_OPACITY_SELECTED : BOUNDARY_FILL_OPACITY,
        ],
      },
    },
    {
      id: 'overlay-line',
      type: 'line',
      source: 'overlay',
      filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
      paint: { 'line-color': '#2f7fb8', 'line-width': 2 },
    },
    {
      id: 'overlay-lines',
      type: 'line',
      source: 'overlay',
      filter: ['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': '#b3261e', 'line-width': ['interpolate', ['linear'], ['zoom'], 10, 1.5, 15, 4] },
    },
    {
      id: 'overlay-points',
      type: 'circle',
      source: 'overlay',
      filter: ['in', ['geometry-type'], ['literal', ['Point', 'MultiPoint']]],
      paint: {
        'circle-color': '#2f7fb8',
        // Small when zoomed out, so thousands of points read as a density rather than a blot.
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 9, 2.5, 14, 6],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 9, 0.5, 14, 2],
      },
    },
  ];
}

/**
 * The offline map style (ADR 0119): sea, countries, the demo region's water and roads, and an overlay for what the
 * map is about. No tiles, glyphs or sprites, so nothing is fetched from anywhere; place names are drawn as HTML
 * labels by the map view. Used unless the deployment names its own style (`PLAZA_BASEMAP_STYLE`).
 */
export function basemapStyle(options: { selected?: boolean } = {}): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: EMPTY },
      water: { type: 'geojson', data: DEMO_WATER },
      roads: { type: 'geojson', data: DEMO_ROADS },
      overlay: OVERLAY_SOURCE,
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dcebf5' } },
      { id: 'countries', type: 'fill', source: 'countries', paint: { 'fill-color': '#f6f5f0' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#b5b5b0', 'line-width': 0.6 } },
      {
        id: 'lakes',
        type: 'fill',
        source: 'water',
        minzoom: 7,
        filter: ['==', ['get', 'kind'], 'lake'],
        paint: { 'fill-color': WATER },
      },
      lineLayer('rivers', 'water', 'river', WATER, [7, 1, 12, 5]),
      lineLayer('roads-major', 'roads', 'major', '#ffffff', [9, 1, 13, 4]),
      lineLayer('roads-motorway-casing', 'roads', 'motorway', '#c9a25b', [7, 1.5, 13, 7]),
      lineLayer('roads-motorway', 'roads', 'motorway', '#f3d38c', [7, 0.8, 13, 5]),
      ...overlayLayers(options),
    ],
  };
}

/**
 * A rounded line of one `kind` of a demo-region source, shown from the first zoom of `widths` and widening linearly
 * between its two zoom/width stops.
 */
function lineLayer(
  id: string,
  source: 'water' | 'roads',
  kind: string,
  color: string,
  widths: readonly [number, number, number, number],
): LayerSpecification {
  const [fromZoom, fromWidth, toZoom, toWidth] = widths;
  return {
    id,
    type: 'line',
    source,
    minzoom: fromZoom,
    filter: ['==', ['get', 'kind'], kind],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': color,
      'line-width': ['interpolate', ['linear'], ['zoom'], fromZoom, fromWidth, toZoom, toWidth],
    },
  };
}
