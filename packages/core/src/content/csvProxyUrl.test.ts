import { describe, expect, it } from 'vitest';
import { csvProxyUrl } from './csvProxyUrl.ts';
import { CSV_DOWNLOAD_LIMIT } from './isDownloadable.ts';

const csv = { id: 'c0ffee00c0ffee00c0ffee00c0ffee00', type: 'CSV', typeKeywords: [], access: 'public', size: 1200 };
const online = { privatePortal: false };

describe('csvProxyUrl', () => {
  it("is the hub's dataset service of a small public CSV", () => {
    expect(csvProxyUrl(csv, 'https://hub.example.org/', online)).toBe(
      'https://hub.example.org/datasets/c0ffee00c0ffee00c0ffee00c0ffee00_0/FeatureServer/0',
    );
    expect(csvProxyUrl({ ...csv, size: CSV_DOWNLOAD_LIMIT }, 'http://x', online)).toMatch(/_0\/FeatureServer\/0$/);
  });

  it('is none for a CSV the hub does not serve, or anything else', () => {
    expect(csvProxyUrl({ ...csv, access: 'org' }, 'http://x', online)).toBeUndefined();
    expect(csvProxyUrl({ ...csv, access: 'shared' }, 'http://x', online)).toBeUndefined();
    expect(csvProxyUrl(csv, 'http://x', { privatePortal: true })).toBeUndefined();
    expect(csvProxyUrl({ ...csv, size: CSV_DOWNLOAD_LIMIT + 1 }, 'http://x', online)).toBeUndefined();
    const { size: _size, ...unknownSize } = csv;
    expect(csvProxyUrl(unknownSize, 'http://x', online)).toBeUndefined();
    expect(csvProxyUrl({ ...csv, type: 'PDF' }, 'http://x', online)).toBeUndefined();
    expect(csvProxyUrl({ ...csv, type: 'GeoJson', typeKeywords: ['Data'] }, 'http://x', online)).toBeUndefined();
  });
});
