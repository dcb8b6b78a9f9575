import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** Spec 3 §9: default map boundary colours (fill 93,173,221 at 0.1 alpha, 0.25 when selected). */
export const BOUNDARY_FILL = 'rgb(93, 173, 221)';
export const BOUNDARY_FILL_OPACITY = 0.1;
export const BOUNDARY_FILL_OPACITY_SELECTED = 0.25;

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The offline map style: sea, countries and an overlay for what the map is about (an item's
 * extent, search results). No tiles, glyphs or sprites, so nothing is fetched from anywhere.
 */
export function basemapStyle(options: { selected?: boolean } = {}): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: EMPTY },
      overlay: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dcebf5' } },
      { id: 'countries', type: 'fill', source: 'countries', paint: { 'fill-color': '#f6f5f0' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#b5b5b0', 'line-width': 0.6 } },
      {
        id: 'overlay-fill',
        type: 'fill',
        source: 'overlay',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: {
          'fill-color': BOUNDARY_FILL,
          'fill-opacity': options.selected ? BOUNDARY_FILL_OPACITY_SELECTED : BOUNDARY_FILL_OPACITY,
        },
      },
      {
        id: 'overlay-line',
        type: 'line',
        source: 'overlay',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'line-color': '#2f7fb8', 'line-width': 2 },
      },
      {
        id: 'overlay-points',
        type: 'circle',
        source: 'overlay',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-color': '#2f7fb8',
          'circle-radius': 6,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
