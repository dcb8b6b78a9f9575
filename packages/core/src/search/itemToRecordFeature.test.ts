import { describe, expect, it } from 'vitest';
import { buildPortalItem } from '../testing/buildSearchRecords.ts';
import { extentToPolygon, itemToRecordFeature } from './itemToRecordFeature.ts';
import { recordFeatureToItem } from './recordFeatureToItem.ts';

describe('itemToRecordFeature / recordFeatureToItem', () => {
  it('round-trips the fields results read', () => {
    const item = buildPortalItem({ url: 'https://x.test/data.csv' });
    const feature = itemToRecordFeature({
      ...item,
      extent: [
        [-1, -2],
        [3, 4],
      ],
    });
    expect(feature).toMatchObject({
      type: 'Feature',
      id: item.id,
      time: { interval: [new Date(item.created).toISOString(), new Date(item.modified).toISOString()] },
      properties: { type: 'CSV', title: 'Riverside trees', keywords: ['trees'], owner: 'ana', access: 'public' },
    });
    expect(recordFeatureToItem(feature)).toEqual(item);
  });

  it('turns an extent into a closed polygon, and no extent into null', () => {
    expect(
      extentToPolygon([
        [0, 1],
        [2, 3],
      ])?.coordinates[0],
    ).toEqual([
      [0, 1],
      [2, 1],
      [2, 3],
      [0, 3],
      [0, 1],
    ]);
    expect(extentToPolygon([])).toBeNull();
    expect(extentToPolygon(undefined)).toBeNull();
  });
});
