import { describe, expect, it } from 'vitest';
import type { Metric } from '../entities/metric/metric.ts';
import { CHART_MAX_BINS, dateBins, readChartCategory, readChartType, resolveChart } from './chart.ts';
import { shownMetrics } from './entityMetrics.ts';

describe('chart breakdowns', () => {
  it('bins months, clipping the first and last to the range, with leap years', () => {
    expect(dateBins({ kind: 'date', field: 'Planted', bin: 'month', from: '2024-01-15', to: '2024-03-10' })).toEqual([
      { key: '2024-01', from: '2024-01-15', to: '2024-01-31' },
      { key: '2024-02', from: '2024-02-01', to: '2024-02-29' },
      { key: '2024-03', from: '2024-03-01', to: '2024-03-10' },
    ]);
    expect(
      dateBins({ kind: 'date', field: 'D', bin: 'month', from: '2025-11-01', to: '2026-02-28' }).map((b) => b.key),
    ).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('bins years', () => {
    expect(dateBins({ kind: 'date', field: 'D', bin: 'year', from: '2023-06-01', to: '2025-12-31' })).toEqual([
      { key: '2023', from: '2023-06-01', to: '2023-12-31' },
      { key: '2024', from: '2024-01-01', to: '2024-12-31' },
      { key: '2025', from: '2025-01-01', to: '2025-12-31' },
    ]);
  });

  it('refuses ranges out of order, not days, or longer than the bin limit', () => {
    expect(() => dateBins({ kind: 'date', field: 'D', bin: 'year', from: '2025-01-01', to: '2024-01-01' })).toThrow(
      'A chart by date needs a first and a last day (YYYY-MM-DD), in order.',
    );
    expect(() => dateBins({ kind: 'date', field: 'D', bin: 'month', from: '2020-01-01', to: '2025-12-31' })).toThrow(
      `A chart shows at most ${CHART_MAX_BINS} months; this range has 72.`,
    );
  });

  it('reads stored breakdowns and chart types defensively', () => {
    expect(readChartCategory({ field: 'Condition' })).toEqual({ kind: 'field', field: 'Condition', limit: 8 });
    expect(readChartCategory({ field: 'Condition', limit: 1000 })).toEqual({
      kind: 'field',
      field: 'Condition',
      limit: CHART_MAX_BINS,
    });
    expect(readChartCategory({ field: 'Planted', bin: 'month', from: '2025-01-01', to: '2025-12-31' })).toEqual({
      kind: 'date',
      field: 'Planted',
      bin: 'month',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(readChartCategory({ field: 'Planted', bin: 'month', from: 'last year' })).toBeUndefined();
    expect(readChartCategory({ field: "x'; drop" })).toBeUndefined();
    expect(readChartType('pie')).toBe('pie');
    expect(readChartType('radar')).toBe('bar');
  });

  it("reads each of the spec's nine chart components (issue 44), and the donut cards stored before", () => {
    for (const type of ['action-bar', 'bar', 'bar-line', 'box-plot', 'gauge', 'histogram', 'line', 'pie', 'scatter']) {
      expect(readChartType(type)).toBe(type);
    }
    expect(readChartType('donut')).toBe('donut');
  });

  it('says why instead of drawing when there is no layer to ask', async () => {
    const metric: Metric = {
      id: 'm',
      name: 'Static',
      entityInfo: { id: '', name: '', type: '' },
      source: { type: 'static-value', value: 3, valueType: 'number' },
    };
    expect(await resolveChart({ metric, chartType: 'bar', category: { kind: 'field', field: 'A', limit: 3 } })).toEqual(
      { status: 'failed', reason: 'A chart needs a layer to count from.' },
    );
  });
});

describe('the metrics a page shows', () => {
  const metric = (id: string): Metric => ({
    id,
    name: id,
    entityInfo: { id: 'e', name: 'E', type: 'Hub Initiative' },
    source: {
      type: 'service-query',
      serviceUrl: '/s/FeatureServer',
      layerId: 0,
      field: 'OBJECTID',
      statistic: 'count',
    },
  });
  it('shows featured then visible metrics, never hidden ones, and charts from chart displays', () => {
    const shown = shownMetrics(
      [metric('a'), metric('b'), metric('c'), metric('d')],
      [
        { metricId: 'a', visibility: 'visible' },
        { metricId: 'b', visibility: 'hidden' },
        { metricId: 'c', visibility: 'featured' },
        {
          metricId: 'd',
          visibility: 'visible',
          displayType: 'chart-card',
          chartType: 'line',
          category: { field: 'Ward' },
        },
        { metricId: 'nope', visibility: 'featured' },
        'garbage',
      ],
    );
    expect(shown.map((s) => s.metric.id)).toEqual(['c', 'a', 'd']);
    expect(shown[2]?.chart).toEqual({
      metric: metric('d'),
      chartType: 'line',
      category: { kind: 'field', field: 'Ward', limit: 8 },
    });
    // A display nobody configured is hidden (spec 1 §3 default).
    expect(shownMetrics([metric('a')], [{ metricId: 'a' }])).toEqual([]);
  });
});
