import type { FeatureCollection } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import type { Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-110m.json?url';
import { basemapStyle } from './basemapStyle.ts';
import { countriesFromTopology } from './offlineBasemap.ts';

maplibregl.setWorkerUrl(workerUrl);

export type Bounds = [[number, number], [number, number]];

export interface MapViewProps {
  /** Describes the map for people who cannot see it (it is drawn on a canvas). */
  readonly label: string;
  /** What the map is about; drawn over the basemap. */
  readonly overlay?: FeatureCollection;
  /** The area to show, [[west, south], [east, north]] in WGS84; the whole world by default. */
  readonly bounds?: Bounds;
  readonly selected?: boolean;
}

let countries: Promise<FeatureCollection> | undefined;
function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((res) => res.json() as Promise<Topology>)
    .then(countriesFromTopology);
  return countries;
}

/** A MapLibre map on the offline basemap. Loaded lazily: import it through `LazyMapView`. */
export default function MapView({ label, overlay, bounds, selected }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = new maplibregl.Map({
      container: container.current,
      style: basemapStyle({ selected: selected ?? false }),
      bounds: bounds ?? [
        [-180, -85],
        [180, 85],
      ],
      fitBoundsOptions: { padding: 24, maxZoom: 9 },
      attributionControl: false,
      renderWorldCopies: true,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.getCanvas().setAttribute('aria-label', label);
    let cancelled = false;
    map.on('load', () => {
      if (overlay) (map.getSource('overlay') as maplibregl.GeoJSONSource | undefined)?.setData(overlay);
      void loadCountries().then((data) => {
        if (!cancelled) (map.getSource('countries') as maplibregl.GeoJSONSource | undefined)?.setData(data);
      });
    });
    return () => {
      cancelled = true;
      map.remove();
    };
  }, [label, overlay, bounds, selected]);
  return <div ref={container} className="map-view__canvas" />;
}
