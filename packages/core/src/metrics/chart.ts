import { queryLayer } from '../content/datasetLayer.ts';
import type { Metric } from '../entities/metric/metric.ts';
import { HubError } from '../errors/HubError.ts';
import { buildMetricWhere, readMetricWhere } from './metricWhere.ts';
import { resolveMetric, withinMetricTimeout, type MetricCallOptions } from './resolveMetric.ts';

/**
 * The kinds of chart a chart card draws: the spec's nine default chart components (spec 1 §9: action bar, bar,
 * bar-line, box plot, gauge, histogram, line, pie, scatter plot; issue 44), and the donut that cards of issue 20 stored.
 *
 * @example
 * CHART_TYPES.includes('box-plot'); // true
 */
export const CHART_TYPES = Object.freeze([
  'action-bar',
  'bar',
  'bar-line',
  'box-plot',
  'gauge',
  'histogram',
  'line',
  'pie',
  'scatter',
  'donut',
] as const);
/** A kind of chart (one of {@link CHART_TYPES}). */
export type ChartType = (typeof CHART_TYPES)[number];

/**
 * How a chart breaks its metric down: by the most frequent values of a field (one grouped statistics query), or by
 * months or years of a date field between two days (one statistics query per bin, each with the metric's date rules).
 *
 * @example
 * const perMonth: ChartCategory = { kind: 'date', field: 'Planted', bin: 'month', from: '2025-01-01', to: '2025-12-31' };
 */
export type ChartCategory =
  | { readonly kind: 'field'; readonly field: string; readonly limit: number }
  | {
      readonly kind: 'date';
      readonly field: string;
      readonly bin: 'month' | 'year';
      readonly from: string;
      readonly to: string;
    };

/**
 * A chart: a service-query metric, the kind of chart, and how it is broken down.
 *
 * @example
 * const spec: ChartSpec = { metric, chartType: 'bar', category: { kind: 'field', field: 'Condition', limit: 6 } };
 */
export interface ChartSpec {
  readonly metric: Metric;
  readonly chartType: ChartType;
  readonly category: ChartCategory;
}

/**
 * At most this many bars, points or slices: date ranges longer than this many bins, and larger field limits, are
 * refused or capped.
 *
 * @example
 * dateBins({ kind: 'date', field: 'D', bin: 'month', from: '2020-01-01', to: '2025-12-31' }); // throws: 72 > CHART_MAX_BINS
 */
export const CHART_MAX_BINS = 36;

/** One bin of a date breakdown: its key (`2025-03` or `2025`) and its first and last day. */
export interface ChartBin {
  readonly key: string;
  readonly from: string;
  readonly to: string;
}

/** One bar, point or slice: its key (a field's value, `2025-03`, `2025`) and its value. */
export interface ChartPoint {
  readonly key: string;
  readonly value: number;
}

/** A chart's points, or why there are none (the card says why instead of drawing). */
export type ChartValue =
  | { readonly status: 'ok'; readonly points: readonly ChartPoint[] }
  | { readonly status: 'timeout' | 'failed'; readonly reason: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The bins of a date breakdown: calendar months or years from `from` to `to`, the first and last clipped to the range.
 * A range that is not two days in order, or longer than {@link CHART_MAX_BINS} bins, is refused (`HubError`).
 *
 * @example
 * dateBins({ kind: 'date', field: 'Planted', bin: 'month', from: '2025-01-15', to: '2025-03-31' });
 * // [{ key: '2025-01', from: '2025-01-15', to: '2025-01-31' }, { key: '2025-02', … }, { key: '2025-03', … }]
 */
export function dateBins(category: Extract<ChartCategory, { kind: 'date' }>): ChartBin[] {
  const start = DAY.exec(category.from);
  const end = DAY.exec(category.to);
  if (!start || !end || category.from > category.to) {
    throw new HubError('CHART_INVALID_RANGE', 'A chart by date needs a first and a last day (YYYY-MM-DD), in order.');
  }
  const [y0, m0] = [Number(start[1]), Number(start[2])];
  const [y1, m1] = [Number(end[1]), Number(end[2])];
  const count = category.bin === 'year' ? y1 - y0 + 1 : (y1 - y0) * 12 + (m1 - m0) + 1;
  if (count > CHART_MAX_BINS) {
    throw new HubError(
      'CHART_TOO_MANY_BINS',
      `A chart shows at most ${CHART_MAX_BINS} ${category.bin}s; this range has ${count}.`,
    );
  }
  const bins: ChartBin[] = [];
  for (let i = 0; i < count; i++) {
    const year = category.bin === 'year' ? y0 + i : y0 + Math.floor((m0 - 1 + i) / 12);
    const month = category.bin === 'year' ? undefined : ((m0 - 1 + i) % 12) + 1;
    const first = month === undefined ? `${year}-01-01` : `${year}-${pad(month)}-01`;
    const last = month === undefined ? `${year}-12-31` : `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`;
    bins.push({
      key: month === undefined ? String(year) : `${year}-${pad(month)}`,
      from: first < category.from ? category.from : first,
      to: last > category.to ? category.to : last,
    });
  }
  return bins;
}

/**
 * A chart breakdown as stored (`{ field, bin?, from?, to?, limit? }`), checked: a date breakdown needs a bin and both
 * days, a field breakdown keeps at most {@link CHART_MAX_BINS} values. Anything else is undefined.
 *
 * @example
 * readChartCategory({ field: 'Condition', limit: 5 }); // { kind: 'field', field: 'Condition', limit: 5 }
 */
export function readChartCategory(value: unknown): ChartCategory | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const field = typeof record.field === 'string' && FIELD_NAME.test(record.field) ? record.field : undefined;
  if (!field) return undefined;
  if (record.bin === 'month' || record.bin === 'year') {
    const from = typeof record.from === 'string' ? record.from : '';
    const to = typeof record.to === 'string' ? record.to : '';
    return DAY.test(from) && DAY.test(to) ? { kind: 'date', field, bin: record.bin, from, to } : undefined;
  }
  const limit = typeof record.limit === 'number' && Number.isFinite(record.limit) ? Math.round(record.limit) : 8;
  return { kind: 'field', field, limit: Math.min(CHART_MAX_BINS, Math.max(1, limit)) };
}

/**
 * A stored chart type, or `bar` when it is not one.
 *
 * @example
 * readChartType('donut'); // 'donut'
 */
export function readChartType(value: unknown): ChartType {
  return CHART_TYPES.find((type) => type === value) ?? 'bar';
}

function and(where: string | undefined, clause: string): string {
  return !where || where.trim() === '1=1' ? clause : `(${where}) AND ${clause}`;
}

/**
 * A chart's points (issue 20): the metric's statistic per bin or per value, within the timeout for the whole chart. A
 * layer that does not answer in time, or refuses, gives its reason instead — never an exception.
 *
 * @example
 * const chart = await resolveChart(spec, { timeoutMs: 5000 });
 * chart.status === 'ok' ? chart.points : chart.reason;
 */
export async function resolveChart(spec: ChartSpec, options: MetricCallOptions = {}): Promise<ChartValue> {
  const { source } = spec.metric;
  if (source.type !== 'service-query') return { status: 'failed', reason: 'A chart needs a layer to count from.' };
  return withinMetricTimeout(options, async (signal, timeoutMs): Promise<ChartValue> => {
    const call = { ...options, timeoutMs, signal };
    if (spec.category.kind === 'date') {
      const { field } = spec.category;
      const bins = dateBins(spec.category);
      const values = await Promise.all(
        bins.map((bin) => {
          const clause = buildMetricWhere([
            { field: { name: field, type: 'esriFieldTypeDate' }, values: [bin.from, bin.to] },
          ]);
          return resolveMetric(
            { ...spec.metric, source: { ...source, where: and(readMetricWhere(source.where), clause) } },
            call,
          );
        }),
      );
      for (const value of values) if (value.status !== 'ok') return value;
      return {
        status: 'ok',
        points: bins.map((bin, i) => {
          const value = values[i];
          return { key: bin.key, value: value?.status === 'ok' ? Number(value.value ?? 0) || 0 : 0 };
        }),
      };
    }
    const { field, limit } = spec.category;
    const layerUrl = `${source.serviceUrl.replace(/\/+$/, '')}/${source.layerId}`;
    const answer = await queryLayer<{ features?: { attributes?: Record<string, unknown> }[] }>(
      `${layerUrl}/query`,
      {
        where: readMetricWhere(source.where) || '1=1',
        outStatistics: JSON.stringify([
          { statisticType: source.statistic, onStatisticField: source.field, outStatisticFieldName: 'value' },
        ]),
        groupByFieldsForStatistics: field,
        orderByFields: 'value DESC',
        resultRecordCount: limit,
        returnGeometry: false,
      },
      { signal, ...(options.authentication ? { authentication: options.authentication } : {}) },
    );
    const points = (answer.features ?? []).slice(0, limit).map(({ attributes = {} }) => {
      const read = (name: string) => Object.entries(attributes).find(([key]) => key.toLowerCase() === name)?.[1];
      const key = read(field.toLowerCase());
      return { key: key === null || key === undefined ? '' : String(key), value: Number(read('value') ?? 0) || 0 };
    });
    return { status: 'ok', points };
  });
}
