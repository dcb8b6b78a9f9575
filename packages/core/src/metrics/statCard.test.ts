import { describe, expect, it } from 'vitest';
import { migrateStatCard, statCardDisplay, statCardMetric } from './statCard.ts';

const owner = { id: 'trees', entityInfo: { id: 'i1', name: 'Greener Riverside', type: 'Hub Initiative' } };

describe('migrateStatCard', () => {
  it('turns an old summary statistic card into a dynamic card with filters', () => {
    const card = migrateStatCard({
      title: 'Oaks',
      url: 'https://example.org/arcgis/rest/services/Trees/FeatureServer/2',
      statFieldName: 'DBH',
      statFieldType: 'esriFieldTypeDouble',
      statType: 'avg',
      where: "Species = 'Oak' AND Planted >= TIMESTAMP '2020-01-01 00:00:00'",
      timeout: 5000,
      statValueAlign: 'right',
      statValueColor: '#336699',
      trailingText: 'inches',
      cardId: 'c1',
    });
    expect(card).toEqual({
      type: 'dynamic',
      cardTitle: 'Oaks',
      dynamicMetric: {
        serviceUrl: 'https://example.org/arcgis/rest/services/Trees/FeatureServer',
        layerId: 2,
        field: 'DBH',
        fieldType: 'esriFieldTypeDouble',
        statistic: 'avg',
        expressionSet: [
          { field: { name: 'Species', type: 'esriFieldTypeString' }, values: ['Oak'] },
          { field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2020-01-01'] },
        ],
        allowExpressionSet: true,
      },
      serverTimeout: 5000,
      textAlign: 'end',
      valueColor: '#336699',
      trailingText: 'inches',
      cardId: 'c1',
      schemaVersion: 1,
      scale: 'l',
      unitPosition: 'after',
    });
    expect(statCardMetric(card, owner).source).toEqual({
      type: 'service-query',
      serviceUrl: 'https://example.org/arcgis/rest/services/Trees/FeatureServer',
      layerId: 2,
      field: 'DBH',
      statistic: 'avg',
      where: "(Species IN ('Oak')) AND Planted >= timestamp '2020-01-01 00:00:00'",
    });
  });

  it('keeps a filter with OR, CURRENT_TIMESTAMP or IS NULL raw, and uses it as it is', () => {
    const card = migrateStatCard({
      title: 'Recent',
      url: 'https://example.org/FeatureServer/0',
      statFieldName: 'OBJECTID',
      statType: 'count',
      where: 'Planted > CURRENT_TIMESTAMP - 30 OR Removed IS NULL',
    });
    expect(card.dynamicMetric).toMatchObject({
      expressionSet: [],
      allowExpressionSet: false,
      legacyWhere: 'Planted > CURRENT_TIMESTAMP - 30 OR Removed IS NULL',
    });
    expect(statCardMetric(card, owner).source).toMatchObject({
      where: 'Planted > CURRENT_TIMESTAMP - 30 OR Removed IS NULL',
    });
  });

  it('reads a schema 1 card, and a static card’s metric is its value', () => {
    const dynamic = migrateStatCard({
      schemaVersion: 1,
      type: 'dynamic',
      cardTitle: 'Trees',
      dynamicMetric: {
        serviceUrl: 's',
        layerId: '0',
        field: 'OBJECTID',
        statistic: 'count',
        allowExpressionSet: false,
      },
      textAlign: 'center',
    });
    expect(statCardMetric(dynamic, owner).source).toMatchObject({ where: '1=1', layerId: 0 });
    const fixed = migrateStatCard({ type: 'static', cardTitle: 'Parks', value: 54, textAlign: 'center' });
    expect(fixed).toMatchObject({ type: 'static', value: 54, textAlign: 'center' });
    expect(statCardMetric(fixed, owner).source).toEqual({ type: 'static-value', value: 54, valueType: 'number' });
  });
});

describe('statCardDisplay (issue 44: scale, unit, unit position, source link)', () => {
  it('defaults to scale l and the unit after the value (spec 3 §9)', () => {
    expect(statCardDisplay({})).toEqual({ scale: 'l', unitPosition: 'after' });
    expect(migrateStatCard({ type: 'static', cardTitle: 'Oaks', value: 3 })).toMatchObject({
      scale: 'l',
      unitPosition: 'after',
    });
  });

  it('keeps a known scale and unit position, and refuses others', () => {
    expect(statCardDisplay({ scale: 's', unit: '%', unitPosition: 'before' })).toEqual({
      scale: 's',
      unit: '%',
      unitPosition: 'before',
    });
    expect(statCardDisplay({ scale: 'xl', unitPosition: 'left' })).toEqual({ scale: 'l', unitPosition: 'after' });
    expect(migrateStatCard({ scale: 'm', unit: 'miles', unitPosition: 'below' })).toMatchObject({
      scale: 'm',
      unit: 'miles',
      unitPosition: 'below',
    });
  });

  it('reads the source link and title from the card or from its dynamic metric; a title needs a link', () => {
    expect(statCardDisplay({ sourceLink: 'https://data.example/trees', sourceTitle: 'Tree census' })).toMatchObject({
      sourceLink: 'https://data.example/trees',
      sourceTitle: 'Tree census',
    });
    expect(
      statCardDisplay({ dynamicMetric: { sourceLink: '/datasets/trees', sourceTitle: 'Street trees' } }),
    ).toMatchObject({ sourceLink: '/datasets/trees', sourceTitle: 'Street trees' });
    expect(statCardDisplay({ sourceTitle: 'Orphan title' })).toEqual({ scale: 'l', unitPosition: 'after' });
  });
});
