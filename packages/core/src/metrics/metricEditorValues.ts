import type { Metric, MetricDisplay } from '../entities/metric/metric.ts';
import { readChartCategory, readChartType, type ChartCategory, type ChartType } from './chart.ts';
import { buildMetricWhere, readMetricWhere, whereToExpressions, type MetricExpression } from './metricWhere.ts';
import type { DynamicMetricConfig } from './statCard.ts';

/**
 * A metric as its editor holds it (issue 20): a fixed value, or a statistic of a layer's field with filters; how it is
 * shown (featured, visible or hidden; a stat card with a title, unit and source link, or a chart with its breakdown);
 * and the stored display's other members, carried through unchanged.
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
  /** The filters (the display's expression set). */
  readonly expressions: readonly MetricExpression[];
  /** Whether the filters apply; by default when there are some. */
  readonly allowExpressionSet?: boolean;
  /** A stored where clause the filters cannot say (OR, CURRENT_TIMESTAMP, IS NULL): kept as it is while unedited. */
  readonly legacyWhere?: string;
  readonly visibility: MetricDisplay['visibility'];
  readonly unit: string;
  /** The card's title. */
  readonly cardTitle?: string;
  /** Where the value comes from, shown under it. */
  readonly sourceLink?: string;
  readonly sourceTitle?: string;
  readonly allowLink?: boolean;
  /** The stored display type (`stat-card`, `chart-card`…); a chart's breakdown makes it `chart-card`. */
  readonly displayType?: string;
  readonly chart?: { readonly chartType: ChartType; readonly category: ChartCategory };
  /** The stored display config, whose members the editor does not model are written back as they were. */
  readonly display?: Readonly<Record<string, unknown>>;
}

/** Display members the editor models (the others are carried through). */
const MODELLED: ReadonlySet<string> = new Set([
  'metricId',
  'type',
  'displayType',
  'visibility',
  'unit',
  'cardTitle',
  'sourceLink',
  'sourceTitle',
  'allowLink',
  'fieldType',
  'itemId',
  'statistic',
  'expressionSet',
  'allowExpressionSet',
  'chartType',
  'category',
]);

/**
 * Editor values of a new metric: a dynamic count, hidden until chosen (spec 1 §3 "visibility: visible, hidden or
 * featured; default hidden"), until the editor fills it in.
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
    visibility: 'hidden',
    unit: '',
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The editor's values of a stored metric and its display (the reference's metricToEditor): the display's expression
 * set, else its where clause read back into filters, or kept raw when it says more than filters can; its title,
 * unit, source link and every other member.
 *
 * @example
 * metricEditorValues(metric, { metricId: metric.id, displayType: 'stat-card', visibility: 'featured' }).visibility; // 'featured'
 */
export function metricEditorValues(metric: Metric, display: MetricDisplay | undefined): MetricEditorValues {
  const chartCategory = display?.displayType === 'chart-card' ? readChartCategory(display.category) : undefined;
  const shown = {
    visibility: display?.visibility ?? 'hidden',
    unit: text(display?.unit) ?? '',
    ...(display ? { display: { ...display } } : {}),
    ...(display?.displayType ? { displayType: display.displayType } : {}),
    ...(text(display?.cardTitle) !== undefined ? { cardTitle: text(display?.cardTitle) } : {}),
    ...(text(display?.sourceLink) !== undefined ? { sourceLink: text(display?.sourceLink) } : {}),
    ...(text(display?.sourceTitle) !== undefined ? { sourceTitle: text(display?.sourceTitle) } : {}),
    ...(typeof display?.allowLink === 'boolean' ? { allowLink: display.allowLink } : {}),
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
  const where = readMetricWhere(source.where);
  const stored = Array.isArray(display?.expressionSet) ? (display.expressionSet as MetricExpression[]) : undefined;
  const expressions = stored ?? whereToExpressions(where);
  return {
    ...newMetricEditorValues(metric.id),
    ...shown,
    name: metric.name,
    ...(display?.itemId ? { itemId: display.itemId } : {}),
    serviceUrl: source.serviceUrl,
    layerId: source.layerId,
    field: source.field,
    ...(display?.fieldType ? { fieldType: display.fieldType } : {}),
    statistic: source.statistic,
    expressions: expressions ?? [],
    ...(typeof display?.allowExpressionSet === 'boolean' ? { allowExpressionSet: display.allowExpressionSet } : {}),
    ...(expressions === undefined && where ? { legacyWhere: where } : {}),
  };
}

/**
 * The metric and display of the editor's values (spec 1 §3), as the reference's editorToMetric writes them: a
 * static value (a number when it reads as one), or a service query whose where clause is built by the metric rules
 * (spec 1 §5: days 00:00:00–23:59:59, quotes doubled, no filter `1=1`; written as such, where the reference
 * URI-encodes it, ADR 0203) — or the kept raw clause when no filter applies. The display carries the card's type,
 * title, unit, source link, and for a service query its statistic, field type, item and filters, with every member
 * of the stored display the editor does not model. Bad filters throw core's `HubError`.
 *
 * @example
 * const { metric, display } = metricFromEditorValues(values, { id, name: 'Greener Riverside', type: 'Hub Initiative' });
 */
export function metricFromEditorValues(
  values: MetricEditorValues,
  entityInfo: Metric['entityInfo'],
): { readonly metric: Metric; readonly display: MetricDisplay } {
  const base = { id: values.id, name: values.name.trim() || values.id, entityInfo };
  const dynamic = values.kind === 'dynamic';
  const allow = values.allowExpressionSet ?? values.expressions.length > 0;
  const extras = Object.fromEntries(Object.entries(values.display ?? {}).filter(([key]) => !MODELLED.has(key)));
  const optional = <K extends string, V>(key: K, value: V | undefined) =>
    value === undefined ? {} : ({ [key]: value } as Record<K, V>);
  const display: MetricDisplay = {
    ...extras,
    type: dynamic ? 'dynamic' : 'static',
    metricId: values.id,
    displayType: values.chart ? 'chart-card' : (values.displayType ?? 'stat-card'),
    visibility: values.visibility,
    ...optional('cardTitle', values.cardTitle),
    ...(values.unit.trim() ? { unit: values.unit.trim() } : {}),
    ...optional('sourceLink', values.sourceLink),
    ...optional('sourceTitle', values.sourceTitle),
    ...optional('allowLink', values.allowLink),
    ...(dynamic
      ? {
          ...optional('itemId', values.itemId),
          ...optional('fieldType', values.fieldType),
          statistic: values.statistic,
          ...(values.expressions.length > 0 || values.allowExpressionSet !== undefined
            ? { expressionSet: [...values.expressions], allowExpressionSet: allow }
            : {}),
        }
      : {}),
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
  if (!dynamic) {
    const typed = values.value.trim();
    const number = typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : undefined;
    return {
      metric: {
        ...base,
        source: {
          type: 'static-value',
          value: number ?? (typed || null),
          valueType: number === undefined ? 'string' : 'number',
        },
      },
      display,
    };
  }
  const active = allow ? values.expressions : [];
  const where = active.length === 0 && values.legacyWhere ? values.legacyWhere : buildMetricWhere(active);
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
