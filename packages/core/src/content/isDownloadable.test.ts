import { describe, expect, it } from 'vitest';
import { CSV_DOWNLOAD_LIMIT, DOWNLOADABLE_TYPES, isDownloadable } from './isDownloadable.ts';

const open = { privatePortal: false };
const csv = { type: 'CSV', typeKeywords: [], access: 'public', size: 1200 };

describe('isDownloadable', () => {
  it('offers a CSV only when public, on a public portal, and at most 5,000,000 bytes', () => {
    expect(isDownloadable(csv, open)).toBe(true);
    expect(isDownloadable({ ...csv, size: CSV_DOWNLOAD_LIMIT }, open)).toBe(true);
    expect(isDownloadable({ ...csv, size: CSV_DOWNLOAD_LIMIT + 1 }, open)).toBe(false);
    expect(isDownloadable({ ...csv, access: 'org' }, open)).toBe(false);
    expect(isDownloadable(csv, { privatePortal: true })).toBe(false);
    expect(isDownloadable({ ...csv, size: undefined }, open)).toBe(false);
  });

  it('offers file types and items with the Data keyword, not apps or services', () => {
    expect(DOWNLOADABLE_TYPES.length).toBeGreaterThanOrEqual(43);
    expect(isDownloadable({ type: 'Shapefile', typeKeywords: [], access: 'org' }, open)).toBe(true);
    expect(isDownloadable({ type: 'Web Map', typeKeywords: [], access: 'public' }, open)).toBe(false);
    expect(isDownloadable({ type: 'Feature Service', typeKeywords: ['Data'], access: 'public' }, open)).toBe(true);
  });
});
