import { describe, expect, it } from 'vitest';
import type { RecordFeature } from '../recordFeatureToItem.ts';
import { recordFeatureToSearchResult } from './recordFeatureToSearchResult.ts';

const feature = (extra: Record<string, unknown>): RecordFeature => ({
  type: 'Feature',
  id: 'abc123',
  geometry: null,
  properties: {
    type: 'Feature Service',
    title: 'Street Trees',
    created: '2025-01-02T00:00:00.000Z',
    updated: '2025-03-04T00:00:00.000Z',
    owner: 'casey',
    access: 'public',
    ...extra,
  } as RecordFeature['properties'],
});

describe('recordFeatureToSearchResult (spec 3 §3 Hub item; issue 44 item 9)', () => {
  it("is the item's result with the record's source and license added", () => {
    const result = recordFeatureToSearchResult(feature({ source: 'City of Riverside', license: 'CC-BY-4.0' }), {
      portal: 'https://portal.test/sharing/rest',
    });
    expect(result).toMatchObject({
      id: 'abc123',
      name: 'Street Trees',
      owner: 'casey',
      source: 'City of Riverside',
      license: 'CC-BY-4.0',
    });
  });

  it('adds neither when the record has none', () => {
    const result = recordFeatureToSearchResult(feature({}), { portal: 'https://portal.test/sharing/rest' });
    expect(result).not.toHaveProperty('source');
    expect(result).not.toHaveProperty('license');
  });
});
