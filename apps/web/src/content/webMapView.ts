import { toPublicUrl } from '../api/portalUrl.ts';

/** One operational layer of a web map that Plaza can draw: a feature layer (or a map service's layer) by its url. */
export interface WebMapLayerView {
  readonly id: string;
  readonly title: string;
  /** The layer's url, root-relative when it is Plaza's own (drawn from the visitor's browser). */
  readonly url: string;
  readonly visible: boolean;
  readonly opacity: number;
}

/** What the page's map viewer draws of a Web Map item's data (issue 43). */
export interface WebMapView {
  /** The title of the basemap the map names (Plaza draws its own offline basemap or the deployment's; ADR 0222). */
  readonly basemapTitle: string;
  readonly layers: readonly WebMapLayerView[];
  /** Operational layers it cannot draw (tiles, imagery, layers without a url), by title. */
  readonly skipped: readonly string[];
}

const LAYER_URL = /\/(FeatureServer|MapServer)\/\d+\/?$/i;

/**
 * A web map's data (`/content/items/{id}/data`, the reference's IWebMap: operationalLayers, baseMap) as the viewer
 * draws it: feature layers with a url, in drawing order (first is bottom), their visibility and opacity; anything
 * else named as skipped. Lenient: a map whose data is not an object has no layers.
 *
 * @example
 * webMapViewOf({ operationalLayers: [{ id: 'a', title: 'Trees', url: '/arcgis/rest/services/T/FeatureServer/0' }] }, portal);
 */
export function webMapViewOf(data: unknown, portal: string): WebMapView {
  const map = isRecord(data) ? data : {};
  const baseMap = isRecord(map.baseMap) ? map.baseMap : {};
  const operational = Array.isArray(map.operationalLayers) ? map.operationalLayers.filter(isRecord) : [];
  const layers: WebMapLayerView[] = [];
  const skipped: string[] = [];
  operational.forEach((layer, index) => {
    const title = typeof layer.title === 'string' && layer.title.trim() ? layer.title.trim() : `Layer ${index + 1}`;
    const url = typeof layer.url === 'string' ? layer.url.trim() : '';
    const drawable = LAYER_URL.test(url) && (url.startsWith('/') ? !url.startsWith('//') : /^https?:\/\//i.test(url));
    if (!drawable) {
      skipped.push(title);
      return;
    }
    const opacity = typeof layer.opacity === 'number' && layer.opacity >= 0 && layer.opacity <= 1 ? layer.opacity : 1;
    layers.push({
      id: typeof layer.id === 'string' && layer.id ? layer.id : `layer-${index}`,
      title,
      url: toPublicUrl(url.replace(/\/$/, ''), portal),
      visible: layer.visibility !== false,
      opacity,
    });
  });
  const basemapTitle = typeof baseMap.title === 'string' ? baseMap.title.trim() : '';
  return { basemapTitle, layers, skipped };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
