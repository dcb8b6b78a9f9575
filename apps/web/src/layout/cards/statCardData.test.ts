import type { Metric } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { metricWithOrigin, statCardValue } from './statCardData.ts';

const metric = (serviceUrl: string): Metric => ({
  id: 'm',
  name: 'Trees',
  entityInfo: { id: '', name: '', type: '' },
  source: { type: 'service-query', serviceUrl, layerId: 0, field: 'OBJECTID', statistic: 'count', where: '1=1' },
});
const PORTAL = 'http://127.0.0.1:3000/sharing/rest';

describe('stat card values', () => {
  it('puts a hosted layer on the portal’s origin and leaves other addresses alone', () => {
    expect(metricWithOrigin(metric('/arcgis/rest/services/T/FeatureServer'), PORTAL).source).toMatchObject({
      serviceUrl: 'http://127.0.0.1:3000/arcgis/rest/services/T/FeatureServer',
    });
    expect(metricWithOrigin(metric('https://elsewhere.example/FeatureServer'), PORTAL).source).toMatchObject({
      serviceUrl: 'https://elsewhere.example/FeatureServer',
    });
  });

  it('never asks another address from the server: the browser does', async () => {
    expect(
      await statCardValue(metric('http://169.254.169.254/FeatureServer'), 1000, { portal: PORTAL, inBrowser: false }),
    ).toEqual({
      status: 'pending',
    });
    expect(await statCardValue(metric('not a url'), 1000, { portal: PORTAL, inBrowser: false })).toEqual({
      status: 'failed',
      reason: 'The layer address is not a URL.',
    });
  });

  it('gives a static value as it is', async () => {
    const fixed: Metric = { ...metric(''), source: { type: 'static-value', value: 54, valueType: 'number' } };
    expect(await statCardValue(fixed, undefined, { portal: PORTAL, inBrowser: false })).toEqual({
      status: 'ok',
      value: 54,
    });
  });
});
