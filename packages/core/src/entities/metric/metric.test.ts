import { describe, expect, it } from 'vitest';
import { metricDisplaySchema, metricSchema } from './metric.ts';
import { metricDisplayDefaults } from './metricDisplayDefaults.ts';

describe('metric (spec 1 §3)', () => {
  const entityInfo = { id: 'p1', name: 'New trail', type: 'Hub Project' };

  it('accepts a service-query or a static-value source', () => {
    expect(
      metricSchema.parse({
        id: 'm1',
        name: 'Trees',
        entityInfo,
        source: {
          type: 'service-query',
          serviceUrl: 'https://x/FeatureServer',
          layerId: 0,
          field: 'id',
          statistic: 'count',
        },
      }).source.type,
    ).toBe('service-query');
    expect(
      metricSchema.parse({
        id: 'm2',
        name: 'Budget',
        entityInfo,
        source: { type: 'static-value', value: 12, valueType: 'number' },
      }).source,
    ).toEqual({
      type: 'static-value',
      value: 12,
      valueType: 'number',
    });
    expect(() => metricSchema.parse({ id: 'm3', name: 'x', entityInfo, source: { type: 'sql', value: 1 } })).toThrow();
  });

  it('shows a metric as a hidden stat card by default', () => {
    expect(metricDisplaySchema.parse({ metricId: 'm1' })).toEqual({
      metricId: 'm1',
      displayType: 'stat-card',
      visibility: 'hidden',
    });
    expect(metricDisplayDefaults('m1')).toEqual({ metricId: 'm1', displayType: 'stat-card', visibility: 'hidden' });
    expect(() => metricDisplaySchema.parse({ metricId: 'm1', visibility: 'shown' })).toThrow();
  });
});
