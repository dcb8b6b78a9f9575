import type { FeatureCollection } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import type { Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-110m.json?url';
import { DEMO_PLACES } from './demoRegion.ts';
import { countriesFromTopology } from './offlineBasemap.ts';

/** The built-in offline basemap's parts that are not style (ADR 0119): shared by the map view and the web map viewer. */
let countries: Promise<FeatureCollection> | undefined;
/** The world's countries for the built-in basemap, fetched once from the bundled topology. */
export function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((res) => res.json() as Promise<Topology>)
    .then(countriesFromTopology);
  return countries;
}

/** The demo region's place names as HTML labels: the built-in basemap has no glyphs to draw text with. */
export function placeLabels(map: maplibregl.Map): { marker: maplibregl.Marker; rank: number }[] {
  return DEMO_PLACES.features.map((feature) => {
    const element = document.createElement('span');
    element.className = `map-view__place map-view__place--${String(feature.properties?.rank)}`;
    element.textContent = String(feature.properties?.name ?? '');
    element.setAttribute('aria-hidden', 'true');
    element.hidden = true;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const marker = new maplibregl.Marker({ element }).setLngLat([lng, lat]).addTo(map);
    return { marker, rank: Number(feature.properties?.rank ?? 2) };
  });
}
