import type { Feature, FeatureCollection } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { basemapStyle } from '../../../components/map/basemapStyle.ts';
import { configuredBasemapStyle } from '../../../components/map/configuredBasemap.ts';
import { DEMO_REGION_ATTRIBUTION } from '../../../components/map/demoRegion.ts';
import { layerColor } from '../../../components/map/layerColors.ts';
import { loadCountries, placeLabels } from '../../../components/map/offlineBasemapParts.ts';
import type { Bounds } from '../../../layout/layoutModel.ts';
import { browserLayerQuery } from '../../../content/browserLayerQuery.ts';
import type { WebMapLayerView } from '../../../content/webMapView.ts';

maplibregl.setWorkerUrl(workerUrl);

/** The most features drawn of one layer, read this many at a time (each page drawn as it arrives). */
export const WEB_MAP_FEATURE_LIMIT = 10_000;
const PAGE = 2000;
const POPUP_FIELDS = 12;

export interface WebMapViewerProps {
  readonly label: string;
  readonly layers: readonly WebMapLayerView[];
  /** Which layers are shown, by id (the layer list's checkboxes). */
  readonly shown: Readonly<Record<string, boolean>>;
  readonly extent: Bounds | undefined;
  /** Changes each time the visitor asks to zoom to the map's extent. */
  readonly zoomRequest: number;
  /** MapLibre's control texts in the page's language. */
  readonly locale: Readonly<Record<string, string>>;
  /** Told how many features of a layer have been drawn, or that it failed. */
  readonly onProgress: (layerId: string, state: { readonly loaded: number; readonly failed: boolean }) => void;
}

const WORLD: Bounds = [
  [-180, -85],
  [180, 85],
];

/**
 * A web map drawn with MapLibre (issue 43): the deployment's basemap or the built-in offline one, then each
 * operational layer from its feature service as GeoJSON pages, drawn as each page arrives; a click on a feature opens
 * a pop-up of its attributes. Loaded lazily by `WebMapSection`, only on a Web Map's page.
 */
export default function WebMapViewer({
  label,
  layers,
  shown,
  extent,
  zoomRequest,
  locale,
  onProgress,
}: WebMapViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | undefined>(undefined);
  const progress = useRef(onProgress);
  progress.current = onProgress;
  useEffect(() => {
    if (!container.current) return;
    const external = configuredBasemapStyle(document);
    const map = new maplibregl.Map({
      container: container.current,
      style: external ?? basemapStyle(),
      bounds: extent ?? WORLD,
      fitBoundsOptions: { padding: 24, maxZoom: 15 },
      attributionControl: external ? { compact: true } : { compact: true, customAttribution: DEMO_REGION_ATTRIBUTION },
      locale: { ...locale },
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.getCanvas().setAttribute('aria-label', label);
    const controller = new AbortController();
    const labels = external ? [] : placeLabels(map);
    map.on('zoom', () => {
      for (const { marker, rank } of labels) marker.getElement().hidden = map.getZoom() < (rank === 1 ? 8 : 10.5);
    });
    map.on('load', () => {
      if (!external)
        void loadCountries().then((data) => {
          if (!controller.signal.aborted)
            (map.getSource('countries') as maplibregl.GeoJSONSource | undefined)?.setData(data);
        });
      layers.forEach((layer, index) => {
        addLayer(map, layer, layerColor(index));
        void drawLayer(map, layer, controller.signal, (state) => progress.current(layer.id, state));
      });
      setMap(map);
    });
    const ids = layers.flatMap((layer) => styleLayerIds(layer.id));
    map.on('click', (event) => {
      const present = ids.filter((id) => map.getLayer(id));
      const [hit] = map.queryRenderedFeatures(event.point, { layers: present });
      if (!hit) return;
      const layer = layers.find((l) => styleLayerIds(l.id).includes(hit.layer.id));
      new maplibregl.Popup({ maxWidth: '20rem', focusAfterOpen: true })
        .setLngLat(event.lngLat)
        .setDOMContent(popupContent(layer?.title ?? '', hit.properties))
        .addTo(map);
    });
    map.on('mousemove', (event) => {
      const present = ids.filter((id) => map.getLayer(id));
      map.getCanvas().style.cursor = map.queryRenderedFeatures(event.point, { layers: present }).length
        ? 'pointer'
        : '';
    });
    return () => {
      controller.abort();
      setMap(undefined);
      map.remove();
    };
    // The map is built once per page: the layer list and zoom requests change it in place.
  }, [label, layers]);
  useEffect(() => {
    if (!map) return;
    for (const layer of layers) {
      for (const id of styleLayerIds(layer.id)) {
        if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', shown[layer.id] === false ? 'none' : 'visible');
      }
    }
  }, [map, layers, shown]);
  useEffect(() => {
    if (!map || zoomRequest === 0) return;
    map.fitBounds(extent ?? WORLD, { padding: 24, maxZoom: 15 });
  }, [map, extent, zoomRequest]);
  return <div ref={container} className="map-view__canvas" data-testid="web-map-canvas" />;
}

function styleLayerIds(layerId: string): string[] {
  return [`op-${layerId}-fill`, `op-${layerId}-line`, `op-${layerId}-point`];
}

/** A layer's source and its style layers (areas, lines, points), in the layer's colour and opacity. */
function addLayer(map: maplibregl.Map, layer: WebMapLayerView, color: string): void {
  const source = `op-${layer.id}`;
  const [fill, line, point] = styleLayerIds(layer.id) as [string, string, string];
  const visibility = layer.visible ? 'visible' : 'none';
  map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: fill,
    type: 'fill',
    source,
    layout: { visibility },
    filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
    paint: { 'fill-color': color, 'fill-opacity': 0.25 * layer.opacity },
  });
  map.addLayer({
    id: line,
    type: 'line',
    source,
    layout: { visibility, 'line-join': 'round', 'line-cap': 'round' },
    filter: ['!=', ['geometry-type'], 'Point'],
    paint: { 'line-color': color, 'line-width': 2, 'line-opacity': layer.opacity },
  });
  map.addLayer({
    id: point,
    type: 'circle',
    source,
    layout: { visibility },
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-color': color,
      'circle-opacity': layer.opacity,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 9, 2.5, 14, 6],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 9, 0.5, 14, 1.5],
    },
  });
}

/** Reads a layer page by page and draws what has arrived after each page (issue 43 item 2: no wait for the last). */
async function drawLayer(
  map: maplibregl.Map,
  layer: WebMapLayerView,
  signal: AbortSignal,
  report: (state: { loaded: number; failed: boolean }) => void,
): Promise<void> {
  const features: Feature[] = [];
  try {
    for (let offset = 0; offset < WEB_MAP_FEATURE_LIMIT; offset += PAGE) {
      const page = await browserLayerQuery<FeatureCollection & { properties?: { exceededTransferLimit?: boolean } }>(
        `${layer.url}/query`,
        { where: '1=1', outFields: '*', resultOffset: offset, resultRecordCount: PAGE, f: 'geojson' },
        signal,
      );
      features.push(...page.features);
      (map.getSource(`op-${layer.id}`) as maplibregl.GeoJSONSource | undefined)?.setData({
        type: 'FeatureCollection',
        features,
      });
      report({ loaded: features.length, failed: false });
      if (!page.properties?.exceededTransferLimit) break;
    }
  } catch {
    if (!signal.aborted) report({ loaded: features.length, failed: true });
  }
}

/** A feature's pop-up: the layer's title and the feature's first attributes, as text (never as HTML). */
function popupContent(title: string, properties: Record<string, unknown> | null): HTMLElement {
  const root = document.createElement('div');
  root.className = 'web-map__popup';
  const heading = document.createElement('h3');
  heading.textContent = title;
  root.append(heading);
  const list = document.createElement('dl');
  for (const [key, value] of Object.entries(properties ?? {}).slice(0, POPUP_FIELDS)) {
    if (value === null || value === undefined || value === '') continue;
    const term = document.createElement('dt');
    term.textContent = key;
    const detail = document.createElement('dd');
    detail.dir = 'auto';
    detail.textContent = typeof value === 'object' ? JSON.stringify(value) : String(value);
    list.append(term, detail);
  }
  root.append(list);
  return root;
}
