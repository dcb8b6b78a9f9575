import { metricDisplaySchema, type Metric, type MetricDisplay } from '../entities/metric/metric.ts';
import { readChartCategory, readChartType, type ChartSpec } from './chart.ts';

/** A metric an entity's page shows, how, and — for a chart display — the chart. */
export interface ShownMetric {
  readonly metric: Metric;
  readonly display: MetricDisplay;
  readonly chart?: ChartSpec;
}

/**
 * The metrics an initiative's or project's page shows (spec 1 §3 "Display config"): those whose display is featured,
 * then those visible, each in the order of the metrics; hidden ones and displays of no metric are left out. A display
 * of type `chart-card` with a breakdown (`category`) over a service-query metric is a chart.
 *
 * @example
 * shownMetrics(initiative.metrics, initiative.view.metricDisplays).map((m) => m.metric.name);
 */
export function shownMetrics(metrics: readonly Metric[], displays: readonly unknown[]): ShownMetric[] {
  const byId = new Map<string, MetricDisplay>();
  for (const raw of displays) {
    const parsed = metricDisplaySchema.safeParse(raw);
    if (parsed.success && !byId.has(parsed.data.metricId)) byId.set(parsed.data.metricId, parsed.data);
  }
  const shown = (visibility: MetricDisplay['visibility']) =>
    metrics.flatMap((metric): ShownMetric[] => {
      const display = byId.get(metric.id);
      if (display?.visibility !== visibility) return [];
      const category = display.displayType === 'chart-card' ? readChartCategory(display.category) : undefined;
      const chart =
        category && metric.source.type === 'service-query'
          ? { metric, chartType: readChartType(display.chartType), category }
          : undefined;
      return [{ metric, display, ...(chart ? { chart } : {}) }];
    });
  return [...shown('featured'), ...shown('visible')];
}
