import { resolveMetric, type Metric, type MetricValue } from '@plaza/core';

/** A dynamic stat card's value as the page gets it: resolved, or left for the browser (a layer elsewhere). */
export type StatCardValue = MetricValue | { readonly status: 'pending' };

/**
 * The layer address of a metric made absolute: a root-relative one (a layer this Plaza hosts) is on the portal's
 * origin.
 *
 * @example
 * metricWithOrigin(metric, 'http://127.0.0.1:3000/sharing/rest').source.serviceUrl; // "http://127.0.0.1:3000/arcgis/…"
 */
export function metricWithOrigin(metric: Metric, portal: string): Metric {
  if (metric.source.type !== 'service-query' || !metric.source.serviceUrl.startsWith('/')) return metric;
  return { ...metric, source: { ...metric.source, serviceUrl: new URL(metric.source.serviceUrl, portal).href } };
}

/** Where the page asks a metric's layer: here (the metric made absolute), later in the browser, or nowhere (why). */
export type MetricAsking = { readonly ask: Metric } | { readonly status: 'pending' } | MetricValue;

/**
 * Whether the page may ask a metric's layer now (issue 20). The server asks only this Plaza's own layers (never a
 * request to an address a page author typed, from inside the server); any other layer is asked by the visitor's
 * browser once the page is shown.
 *
 * @example
 * const asking = metricAsking(metric, { portal, inBrowser: false }); // { ask } | { status: 'pending' } | failed
 */
export function metricAsking(
  metric: Metric,
  options: { readonly portal: string; readonly inBrowser: boolean },
): MetricAsking {
  const absolute = metricWithOrigin(metric, options.portal);
  if (absolute.source.type === 'service-query' && !options.inBrowser) {
    const origin = originOf(absolute.source.serviceUrl);
    if (origin === undefined) return { status: 'failed', reason: 'The layer address is not a URL.' };
    if (origin !== new URL(options.portal).origin) return { status: 'pending' };
  }
  return { ask: absolute };
}

/**
 * A dynamic stat card's value: resolved when the page may ask its layer now ({@link metricAsking}), else left for the
 * browser. A layer that does not answer in time gives its reason.
 *
 * @example
 * const value = await statCardValue(card.metric, card.timeoutMs, { portal, inBrowser: false });
 */
export async function statCardValue(
  metric: Metric,
  timeoutMs: number | undefined,
  options: { readonly portal: string; readonly inBrowser: boolean; readonly signal?: AbortSignal },
): Promise<StatCardValue> {
  const asking = metricAsking(metric, options);
  if (!('ask' in asking)) return asking;
  return resolveMetric(asking.ask, {
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
