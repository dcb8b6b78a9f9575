import { queryLayer } from '@plaza/core';
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
  const absolute = new URL(url, window.location.origin).href;
  const authentication = await browserSession();
  return queryLayer<T>(absolute, params, {
    ...(authentication ? { authentication } : {}),
    ...(signal ? { signal } : {}),
  });
}
