import { resolveChart, type ChartSpec, type ChartValue } from '@plaza/core';
import { metricAsking } from './statCardData.ts';

/** A chart card's points as the page gets them: resolved, or left for the browser (a layer elsewhere). */
export type ChartCardValue = ChartValue | { readonly status: 'pending' };

/**
 * A chart's points (issue 20), asked where its metric may be asked ({@link metricAsking}): by the page's loader for
 * this Plaza's own layers, by the browser for any other. A layer that does not answer in time gives its reason.
 *
 * @example
 * const value = await chartCardValue(spec, card.timeoutMs, { portal, inBrowser: false });
 */
export async function chartCardValue(
  spec: ChartSpec,
  timeoutMs: number | undefined,
  options: { readonly portal: string; readonly inBrowser: boolean; readonly signal?: AbortSignal },
): Promise<ChartCardValue> {
  const asking = metricAsking(spec.metric, options);
  if (!('ask' in asking)) return asking.status === 'ok' ? { status: 'failed', reason: 'Not a layer.' } : asking;
  return resolveChart(
    { ...spec, metric: asking.ask },
    { ...(timeoutMs ? { timeoutMs } : {}), ...(options.signal ? { signal: options.signal } : {}) },
  );
}
