import type { IAuthenticationManager } from '@esri/arcgis-rest-request';
import { queryLayer } from '../content/datasetLayer.ts';
import { readMetricWhere } from './metricWhere.ts';
import type { Metric } from '../entities/metric/metric.ts';

/** A metric's value, or why there is none (the card shows "--" and says why). */
export type MetricValue =
  | { readonly status: 'ok'; readonly value: number | string | null }
  | { readonly status: 'timeout' | 'failed'; readonly reason: string };

/**
 * How a metric is asked: within how long, as whom, and a signal to stop.
 *
 * @example
 * const options: MetricCallOptions = { timeoutMs: 5000 };
 */
export interface MetricCallOptions {
  readonly timeoutMs?: number;
  readonly authentication?: IAuthenticationManager | string;
  readonly signal?: AbortSignal;
}

/**
 * How long a dynamic metric may take when its card says nothing (`serverTimeout`).
 *
 * @example
 * await resolveMetric(metric, { timeoutMs: card.serverTimeout ?? METRIC_TIMEOUT_MS });
 */
export const METRIC_TIMEOUT_MS = 10_000;

/**
 * A metric's value: a static value as it is, or the statistic of a service query (`outStatistics` over the layer with
 * the metric's where clause, decoded when the reference stored it URI-encoded), within `timeoutMs`. A layer that does not answer in time, or refuses, gives its reason
 * instead of a value, never an exception.
 *
 * @example
 * const result = await resolveMetric(metric, { timeoutMs: 5000 });
 * result.status === 'ok' ? result.value : result.reason;
 */
export async function resolveMetric(metric: Metric, options: MetricCallOptions = {}): Promise<MetricValue> {
  const { source } = metric;
  if (source.type === 'static-value') return { status: 'ok', value: source.value };
  const layerUrl = `${source.serviceUrl.replace(/\/+$/, '')}/${source.layerId}`;
  return withinMetricTimeout(options, async (signal) => {
    const answer = await queryLayer<{ features?: { attributes?: Record<string, unknown> }[] }>(
      `${layerUrl}/query`,
      {
        where: readMetricWhere(source.where) || '1=1',
        outStatistics: JSON.stringify([
          { statisticType: source.statistic, onStatisticField: source.field, outStatisticFieldName: 'value' },
        ]),
        returnGeometry: false,
      },
      {
        signal,
        ...(options.authentication ? { authentication: options.authentication } : {}),
      },
    );
    const attributes = answer.features?.[0]?.attributes ?? {};
    const value = Object.entries(attributes).find(([key]) => key.toLowerCase() === 'value')?.[1];
    return { status: 'ok', value: typeof value === 'number' || typeof value === 'string' ? value : null } as const;
  });
}

/** Why a metric or a chart has no value: its layer did not answer in time, or refused. */
export type MetricFailure = { readonly status: 'timeout' | 'failed'; readonly reason: string };

/**
 * Runs the layer calls of a metric or a chart within its timeout (and the caller's signal): their result, or why there
 * is none — never an exception. Shared by {@link resolveMetric} and `resolveChart`.
 */
export async function withinMetricTimeout<T>(
  options: MetricCallOptions,
  run: (signal: AbortSignal, timeoutMs: number) => Promise<T>,
): Promise<T | MetricFailure> {
  const timeoutMs = options.timeoutMs ?? METRIC_TIMEOUT_MS;
  const timer = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer;
  try {
    return await run(signal, timeoutMs);
  } catch (error) {
    if (timer.aborted) return { status: 'timeout', reason: `The layer did not answer within ${timeoutMs / 1000} s.` };
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
