import { queryLayer, type LayerCallOptions } from '@plaza/core';
import { browserSession } from '../auth/browserSession.ts';

/**
 * A call to a layer from the visitor's browser: a root-relative url is made absolute on the page's origin, and a
 * signed-in visitor's session goes with it (private layers; federated server tokens as any ArcGIS client gets them).
 *
 * @example
 * const page = await browserLayerQuery('/arcgis/rest/services/Trees/FeatureServer/0/query', { where: '1=1' }, signal);
 */
export async function browserLayerQuery<T>(
  url: string,
  params: Record<string, string | number | boolean>,
  signal?: AbortSignal,
): Promise<T> {
  return queryLayer<T>(absoluteLayerUrl(url), params, await browserLayerOptions(signal));
}

/** A layer url as the browser calls it: a root-relative one made absolute on the page's origin. */
export function absoluteLayerUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}

/** The call options of the visitor's browser: their session when signed in, and the signal. */
export async function browserLayerOptions(signal?: AbortSignal): Promise<LayerCallOptions> {
  const authentication = await browserSession();
  return { ...(authentication ? { authentication } : {}), ...(signal ? { signal } : {}) };
}
