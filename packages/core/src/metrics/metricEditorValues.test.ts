import { describe, expect, it } from 'vitest';
import type { Metric } from '../entities/metric/metric.ts';
import { metricEditorValues, metricFromEditorValues, newMetricEditorValues } from './metricEditorValues.ts';

const entityInfo = { id: 'e1', name: 'Greener Riverside', type: 'Hub Initiative' };

describe('metric editor values', () => {
  it('writes a dynamic metric with filters by the metric rules (golden where clause)', () => {
    const { metric, display } = metricFromEditorValues(
      {
        ...newMetricEditorValues('trees'),
        name: ' Trees planted ',
        serviceUrl: '/arcgis/rest/services/Street_Trees/FeatureServer',
        expressions: [
          { field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2025-01-01', '2025-12-31'] },
          { field: { name: 'Species', type: 'esriFieldTypeString' }, values: ["O'Brien Elm", 'Oak'] },
          { field: { name: 'DBH', type: 'esriFieldTypeDouble' }, values: [10] },
        ],
        visibility: 'featured',
        unit: 'trees',
      },
      entityInfo,
    );
    expect(metric).toEqual({
      id: 'trees',
      name: 'Trees planted',
      entityInfo,
      source: {
        type: 'service-query',
        serviceUrl: '/arcgis/rest/services/Street_Trees/FeatureServer',
        layerId: 0,
        field: 'OBJECTID',
        statistic: 'count',
        where:
          "Planted >= timestamp '2025-01-01 00:00:00' AND Planted <= timestamp '2025-12-31 23:59:59' AND (Species IN ('O''Brien Elm', 'Oak')) AND (DBH) >= 10",
      },
    });
    expect(display).toEqual({
      type: 'dynamic',
      metricId: 'trees',
      displayType: 'stat-card',
      visibility: 'featured',
      unit: 'trees',
      statistic: 'count',
      expressionSet: [
        { field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2025-01-01', '2025-12-31'] },
        { field: { name: 'Species', type: 'esriFieldTypeString' }, values: ["O'Brien Elm", 'Oak'] },
        { field: { name: 'DBH', type: 'esriFieldTypeDouble' }, values: [10] },
      ],
      allowExpressionSet: true,
    });
  });

  it('starts a new metric hidden (spec 1 §3 "default hidden")', () => {
    expect(newMetricEditorValues('m').visibility).toBe('hidden');
  });

  it('keeps the card title, source link and the display members it does not model, and reads an encoded where', () => {
    const metric: Metric = {
      id: 'm',
      name: 'Oaks',
      entityInfo,
      source: {
        type: 'service-query',
        serviceUrl: 's',
        layerId: 0,
        field: 'OBJECTID',
        statistic: 'count',
        where: "(SPECIES%20IN%20('Oak'))",
      },
    };
    const display = {
      metricId: 'm',
      displayType: 'stat-card',
      visibility: 'visible' as const,
      type: 'dynamic' as const,
      cardTitle: 'Oaks planted',
      sourceLink: 'https://example.org/trees',
      unitPosition: 'after',
    };
    const values = metricEditorValues(metric, display);
    expect(values.expressions).toEqual([{ field: { name: 'SPECIES', type: 'esriFieldTypeString' }, values: ['Oak'] }]);
    const saved = metricFromEditorValues(values, entityInfo);
    expect(saved.display).toMatchObject({
      cardTitle: 'Oaks planted',
      sourceLink: 'https://example.org/trees',
      unitPosition: 'after',
    });
    expect(saved.metric.source).toMatchObject({ where: "(SPECIES IN ('Oak'))" });
  });

  it('writes no filter as 1=1, and a fixed value as a number when it reads as one', () => {
    expect(
      metricFromEditorValues({ ...newMetricEditorValues('a'), serviceUrl: 's' }, entityInfo).metric.source,
    ).toMatchObject({ where: '1=1' });
    expect(
      metricFromEditorValues({ ...newMetricEditorValues('b'), kind: 'static', value: ' 10000 ' }, entityInfo).metric
        .source,
    ).toEqual({ type: 'static-value', value: 10000, valueType: 'number' });
    expect(
      metricFromEditorValues({ ...newMetricEditorValues('c'), kind: 'static', value: 'Phase 2' }, entityInfo).metric
        .source,
    ).toEqual({ type: 'static-value', value: 'Phase 2', valueType: 'string' });
  });

  it('reads a stored metric back into the same values, round trip', () => {
    const values = {
      ...newMetricEditorValues('trees'),
      name: 'Trees',
      serviceUrl: '/s/FeatureServer',
      expressions: [{ field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2025-01-01', '2025-12-31'] }],
      visibility: 'hidden' as const,
      chart: {
        chartType: 'line' as const,
        category: {
          kind: 'date' as const,
          field: 'Planted',
          bin: 'month' as const,
          from: '2025-01-01',
          to: '2025-06-30',
        },
      },
    };
    const { metric, display } = metricFromEditorValues(values, entityInfo);
    expect(display).toMatchObject({ displayType: 'chart-card', chartType: 'line' });
    const back = metricEditorValues(metric, display);
    expect(back.chart).toEqual(values.chart);
    // The display keeps the expression set, so the filters come back as they were set.
    expect(back.expressions).toEqual(values.expressions);
    expect(metricFromEditorValues(back, entityInfo).metric).toEqual(metric);
  });

  it('keeps a where clause filters cannot say, until filters are set', () => {
    const metric: Metric = {
      id: 'm',
      name: 'Recent',
      entityInfo,
      source: {
        type: 'service-query',
        serviceUrl: 's',
        layerId: 1,
        field: 'OBJECTID',
        statistic: 'count',
        where: 'Planted > CURRENT_TIMESTAMP - 30 OR Planted IS NULL',
      },
    };
    const values = metricEditorValues(metric, undefined);
    expect(values).toMatchObject({
      legacyWhere: metric.source.type === 'service-query' ? metric.source.where : '',
      visibility: 'hidden',
    });
    expect(metricFromEditorValues(values, entityInfo).metric).toEqual(metric);
    const filtered = metricFromEditorValues(
      { ...values, expressions: [{ field: { name: 'Ward', type: 'esriFieldTypeInteger' }, values: [3, 3] }] },
      entityInfo,
    );
    expect(filtered.metric.source).toMatchObject({ where: '(Ward) >= 3 AND (Ward) <= 3' });
  });
});
