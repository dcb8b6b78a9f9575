import type { MetricDisplay } from './metric.ts';

/**
 * The display config of a metric nobody configured yet: a stat card, hidden (spec 1 §3). A fresh object each call.
 *
 * @example
 * metricDisplayDefaults('trees'); // { metricId: 'trees', displayType: 'stat-card', visibility: 'hidden' }
 */
export function metricDisplayDefaults(metricId: string): MetricDisplay {
  return { metricId, displayType: 'stat-card', visibility: 'hidden' };
}
