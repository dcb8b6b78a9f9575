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

/**
 * A dynamic stat card's value (issue 20). The server resolves only metrics over this Plaza's own layers (never a
 * request to an address a page author typed, from inside the server); any other layer is asked by the visitor's
 * browser, where the card resolves it after the page loads. A layer that does not answer in time gives its reason.
 *
 * @example
 * const value = await statCardValue(card.metric, card.timeoutMs, { portal, inBrowser: false });
 */
export async function statCardValue(
  metric: Metric,
  timeoutMs: number | undefined,
  options: { readonly portal: string; readonly inBrowser: boolean; readonly signal?: AbortSignal },
): Promise<StatCardValue> {
  const absolute = metricWithOrigin(metric, options.portal);
  if (absolute.source.type === 'service-query' && !options.inBrowser) {
    const origin = originOf(absolute.source.serviceUrl);
    if (origin === undefined) return { status: 'failed', reason: 'The layer address is not a URL.' };
    if (origin !== new URL(options.portal).origin) return { status: 'pending' };
  }
  return resolveMetric(absolute, {
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
