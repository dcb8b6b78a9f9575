import type { FeatureCollection } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { basemapStyle, OVERLAY_SOURCE, overlayLayers } from './basemapStyle.ts';
import { configuredBasemapStyle } from './configuredBasemap.ts';
import { DEMO_REGION_ATTRIBUTION } from './demoRegion.ts';
import { loadCountries, placeLabels } from './offlineBasemapParts.ts';

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
  /** Told the area shown, [west, south, east, north], whenever the map stops moving (the catalog's map-area filter). */
  readonly onAreaChange?: (area: [number, number, number, number]) => void;
  /** A point to mark, [longitude, latitude] (a location picker's choice). */
  readonly marker?: readonly [number, number] | undefined;
  /** Makes the map a picker: told the [longitude, latitude] of every click. */
  readonly onPick?: (point: [number, number]) => void;
  /** A line or area being drawn (a survey's answer, issue 21): its positions, joined, and closed for an area. */
  readonly drawing?: { readonly positions: readonly (readonly [number, number])[]; readonly closed: boolean };
}

/** Zoom from which place names of each rank show on the built-in basemap. */
const LABEL_ZOOM: Readonly<Record<number, number>> = { 1: 8, 2: 10.5 };

/**
 * A MapLibre map on the deployment's basemap (`PLAZA_BASEMAP_STYLE`) or the built-in offline one (ADR 0119). Loaded
 * lazily: import it through `LazyMapView`.
 */
export default function MapView({
  label,
  overlay,
  bounds,
  selected,
  onAreaChange,
  marker,
  onPick,
  drawing,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | undefined>(undefined);
  // Kept in refs so that a new callback does not rebuild the map.
  const areaChange = useRef(onAreaChange);
  areaChange.current = onAreaChange;
  const pick = useRef(onPick);
  pick.current = onPick;
  const picking = onPick !== undefined;
  // The overlay the map draws when it loads; later overlays are set on the loaded map without rebuilding it.
  const overlayNow = useRef(overlay);
  overlayNow.current = overlay;
  useEffect(() => {
    if (!container.current) return;
    const external = configuredBasemapStyle(document);
    const map = new maplibregl.Map({
      container: container.current,
      style: external ?? basemapStyle({ selected: selected ?? false }),
      bounds: bounds ?? [
        [-180, -85],
        [180, 85],
      ],
      fitBoundsOptions: { padding: 24, maxZoom: 13 },
      attributionControl: external ? { compact: true } : { compact: true, customAttribution: DEMO_REGION_ATTRIBUTION },
      renderWorldCopies: true,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.getCanvas().setAttribute('aria-label', label);
    let cancelled = false;
    const reportArea = () => {
      const shown = map.getBounds();
      areaChange.current?.([shown.getWest(), shown.getSouth(), shown.getEast(), shown.getNorth()]);
    };
    const labels = external ? [] : placeLabels(map);
    const showLabels = () => {
      const zoom = map.getZoom();
      for (const { marker, rank } of labels) marker.getElement().hidden = zoom < (LABEL_ZOOM[rank] ?? 99);
    };
    if (picking) {
      map.getCanvas().style.cursor = 'crosshair';
      map.on('click', (event) => pick.current?.([event.lngLat.lng, event.lngLat.lat]));
    }
    map.on('moveend', reportArea);
    map.on('zoom', showLabels);
    map.on('load', () => {
      reportArea();
      showLabels();
      if (external) {
        // A deployment's style knows nothing of the overlay: it is added on top.
        if (!map.getSource('overlay')) map.addSource('overlay', OVERLAY_SOURCE);
        for (const layer of overlayLayers({ selected: selected ?? false })) {
          if (!map.getLayer(layer.id)) map.addLayer(layer);
        }
      }
      if (overlayNow.current)
        (map.getSource('overlay') as maplibregl.GeoJSONSource | undefined)?.setData(overlayNow.current);
      if (external) return;
      // The built-in basemap's credits fold behind their (i) button once the map has drawn (as MapLibre folds them
      // at the first drag): opened, they cover a third of a small map. A deployment's own basemap keeps MapLibre's
      // behaviour, which its licence may require.
      map.once('idle', () =>
        map.getContainer().querySelector('.maplibregl-ctrl-attrib')?.classList.remove('maplibregl-compact-show'),
      );
      void loadCountries().then((data) => {
        if (!cancelled) (map.getSource('countries') as maplibregl.GeoJSONSource | undefined)?.setData(data);
      });
    });
    setMap(map);
    return () => {
      cancelled = true;
      setMap(undefined);
      map.remove();
    };
  }, [label, bounds, selected, picking]);
  // New overlay data (a dataset's features as each page arrives, issue 43 item 2) is drawn on the same map.
  useEffect(() => {
    if (!map || !overlay || !map.isStyleLoaded()) return;
    (map.getSource('overlay') as maplibregl.GeoJSONSource | undefined)?.setData(overlay);
  }, [map, overlay]);
  const [lng, lat] = marker ?? [];
  useEffect(() => {
    if (!map || lng === undefined || lat === undefined) return;
    const pin = new maplibregl.Marker({ color: '#b3261e' }).setLngLat([lng, lat]).addTo(map);
    pin.getElement().setAttribute('aria-hidden', 'true');
    return () => {
      pin.remove();
    };
  }, [map, lng, lat]);
  const drawn = JSON.stringify(drawing ?? null);
  useEffect(() => {
    if (!map) return;
    const shape = JSON.parse(drawn) as MapViewProps['drawing'] | null;
    const positions = (shape?.positions ?? []).map(([x, y]) => [x, y]);
    const data: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        ...(positions.length > 1
          ? [
              {
                type: 'Feature' as const,
                properties: {},
                geometry: {
                  type: 'LineString' as const,
                  coordinates: shape?.closed && positions.length > 2 ? [...positions, positions[0]!] : positions,
                },
              },
            ]
          : []),
        ...positions.map((coordinates) => ({
          type: 'Feature' as const,
          properties: {},
          geometry: { type: 'Point' as const, coordinates },
        })),
      ],
    };
    const draw = () => {
      const source = map.getSource('drawing') as maplibregl.GeoJSONSource | undefined;
      if (source) return source.setData(data);
      map.addSource('drawing', { type: 'geojson', data });
      map.addLayer({
        id: 'drawing-line',
        type: 'line',
        source: 'drawing',
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: { 'line-color': '#b3261e', 'line-width': 3 },
      });
      map.addLayer({
        id: 'drawing-points',
        type: 'circle',
        source: 'drawing',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-color': '#b3261e',
          'circle-radius': 5,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
    };
    if (map.isStyleLoaded()) draw();
    else map.once('load', draw);
  }, [map, drawn]);
  return <div ref={container} className="map-view__canvas" />;
}
