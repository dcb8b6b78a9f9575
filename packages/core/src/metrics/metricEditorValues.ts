import type { Metric, MetricDisplay } from '../entities/metric/metric.ts';
import { readChartCategory, readChartType, type ChartCategory, type ChartType } from './chart.ts';
import { buildMetricWhere, whereToExpressions, type MetricExpression } from './metricWhere.ts';
import type { DynamicMetricConfig } from './statCard.ts';

/**
 * A metric as its editor holds it (issue 20): a fixed value, or a statistic of a layer's field with filters; how it is
 * shown (featured, visible or hidden; a stat card with a unit, or a chart with its breakdown).
 *
 * @example
 * const values = metricEditorValues(metric, display); // edit, then metricFromEditorValues(values, entityInfo)
 */
export interface MetricEditorValues extends Pick<
  DynamicMetricConfig,
  'itemId' | 'serviceUrl' | 'layerId' | 'field' | 'fieldType' | 'statistic'
> {
  readonly id: string;
  readonly name: string;
  readonly kind: 'static' | 'dynamic';
  /** A fixed value as typed: a number when it reads as one. */
  readonly value: string;
  readonly expressions: readonly MetricExpression[];
  /** A stored where clause the filters cannot say (OR, CURRENT_TIMESTAMP, IS NULL): kept as it is while unedited. */
  readonly legacyWhere?: string;
  readonly visibility: MetricDisplay['visibility'];
  readonly unit: string;
  readonly chart?: { readonly chartType: ChartType; readonly category: ChartCategory };
}

/**
 * Editor values of a new metric: a dynamic count, visible, until the editor fills it in.
 *
 * @example
 * const draft = newMetricEditorValues(`metric-${Date.now().toString(36)}`);
 */
export function newMetricEditorValues(id: string): MetricEditorValues {
  return {
    id,
    name: '',
    kind: 'dynamic',
    value: '',
    serviceUrl: '',
    layerId: 0,
    field: 'OBJECTID',
    statistic: 'count',
    expressions: [],
    visibility: 'visible',
    unit: '',
  };
}

/**
 * The editor's values of a stored metric and its display: its where clause read back into filters, or kept raw when
 * it says more than filters can.
 *
 * @example
 * metricEditorValues(metric, { metricId: metric.id, displayType: 'stat-card', visibility: 'featured' }).visibility; // 'featured'
 */
export function metricEditorValues(metric: Metric, display: MetricDisplay | undefined): MetricEditorValues {
  const chartCategory = display?.displayType === 'chart-card' ? readChartCategory(display.category) : undefined;
  const shown = {
    visibility: display?.visibility ?? 'hidden',
    unit: typeof display?.unit === 'string' ? display.unit : '',
    ...(chartCategory ? { chart: { chartType: readChartType(display?.chartType), category: chartCategory } } : {}),
  } as const;
  const { source } = metric;
  if (source.type === 'static-value') {
    return {
      ...newMetricEditorValues(metric.id),
      ...shown,
      name: metric.name,
      kind: 'static',
      value: source.value === null ? '' : String(source.value),
    };
  }
  const expressions = whereToExpressions(source.where);
  return {
    ...newMetricEditorValues(metric.id),
    ...shown,
    name: metric.name,
    ...(display?.itemId ? { itemId: display.itemId } : {}),
    serviceUrl: source.serviceUrl,
    layerId: source.layerId,
    field: source.field,
    ...(display?.fieldType ? { fieldType: display.fieldType } : {}),
    statistic: source.statistic === 'var' ? 'stddev' : source.statistic,
    expressions: expressions ?? [],
    ...(expressions === undefined && source.where ? { legacyWhere: source.where } : {}),
  };
}

/**
 * The metric and display of the editor's values (spec 1 §3): a static value (a number when it reads as one), or a
 * service query whose where clause is built by the metric rules (spec 1 §5: days 00:00:00–23:59:59, quotes doubled,
 * no filter `1=1`) — or the kept raw clause when no filter was set. Bad filters throw core's `HubError`.
 *
 * @example
 * const { metric, display } = metricFromEditorValues(values, { id, name: 'Greener Riverside', type: 'Hub Initiative' });
 */
export function metricFromEditorValues(
  values: MetricEditorValues,
  entityInfo: Metric['entityInfo'],
): { readonly metric: Metric; readonly display: MetricDisplay } {
  const base = { id: values.id, name: values.name.trim() || values.id, entityInfo };
  const display: MetricDisplay = {
    metricId: values.id,
    displayType: values.chart ? 'chart-card' : 'stat-card',
    visibility: values.visibility,
    ...(values.unit.trim() ? { unit: values.unit.trim() } : {}),
    ...(values.itemId ? { itemId: values.itemId } : {}),
    ...(values.fieldType ? { fieldType: values.fieldType } : {}),
    ...(values.chart
      ? {
          chartType: values.chart.chartType,
          category:
            values.chart.category.kind === 'date'
              ? {
                  field: values.chart.category.field,
                  bin: values.chart.category.bin,
                  from: values.chart.category.from,
                  to: values.chart.category.to,
                }
              : { field: values.chart.category.field, limit: values.chart.category.limit },
        }
      : {}),
  };
  if (values.kind === 'static') {
    const text = values.value.trim();
    const number = text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
    return {
      metric: {
        ...base,
        source: {
          type: 'static-value',
          value: number ?? (text || null),
          valueType: number === undefined ? 'string' : 'number',
        },
      },
      display,
    };
  }
  const where =
    values.expressions.length === 0 && values.legacyWhere ? values.legacyWhere : buildMetricWhere(values.expressions);
  return {
    metric: {
      ...base,
      source: {
        type: 'service-query',
        serviceUrl: values.serviceUrl,
        layerId: values.layerId,
        field: values.field,
        statistic: values.statistic,
        where,
      },
    },
    display,
  };
}
