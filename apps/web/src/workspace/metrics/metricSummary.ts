import type { Metric, MetricDisplay } from '@plaza/core';
import type { TFunction } from 'i18next';
import { numberFormat } from '../../format/intlFormats.ts';

/**
 * Where a metric's value comes from, in words for its row: a fixed value, or "Count of OBJECTID in Street_Trees
 * (filtered)", and — for a chart — how it is broken down.
 *
 * @example
 * metricSummary(metric, display, t, 'en'); // "Sum of Miles in Bike_Lanes_and_Trails, filtered"
 */
export function metricSummary(
  metric: Metric,
  display: MetricDisplay | undefined,
  t: TFunction,
  language: string,
): string {
  const { source } = metric;
  if (source.type === 'static-value') {
    const value = typeof source.value === 'number' ? numberFormat(language).format(source.value) : source.value;
    return t('metrics.summary.static', { value: value ?? '—' });
  }
  const service = /\/services\/([^/]+)\//.exec(source.serviceUrl)?.[1] ?? source.serviceUrl;
  const words = t(source.where && source.where !== '1=1' ? 'metrics.summary.filtered' : 'metrics.summary.dynamic', {
    statistic: t(`metrics.statistic.${source.statistic}`),
    field: source.field,
    layer: service,
  });
  return display?.displayType === 'chart-card' ? `${words} — ${t('metrics.summary.chart')}` : words;
}
