import { describe, expect, it } from 'vitest';
import { pageLinks } from './presentRecords.ts';
import { readAggregationsParam } from './readAggregationsParam.ts';
import { readRecordsParams } from './readRecordsParams.ts';

describe('readRecordsParams', () => {
  it('defaults to the first ten records', () => {
    expect(readRecordsParams({})).toEqual({ limit: 10, startindex: 1 });
  });

  it('reads every parameter', () => {
    expect(
      readRecordsParams({
        q: ' parks ',
        filter: "type='CSV'",
        bbox: '-1.5,-2,3,4',
        sortBy: '-properties.updated',
        limit: '25',
        startindex: '26',
        token: 'x',
        target: 'parks.localhost',
      }),
    ).toEqual({
      q: 'parks',
      filter: "type='CSV'",
      bbox: [-1.5, -2, 3, 4],
      sort: { field: 'modified', order: 'desc' },
      limit: 25,
      startindex: 26,
      target: 'parks.localhost',
    });
    expect(readRecordsParams({ sortBy: 'title' }).sort).toEqual({ field: 'title', order: 'asc' });
  });

  it.each([
    [{ limit: '0' }, 'Invalid parameter limit: Too small: expected number to be >=1.'],
    [{ limit: 'ten' }, 'Invalid parameter limit: must be a whole number.'],
    [{ startindex: '10001' }, 'Invalid parameter startindex: Too big: expected number to be <=10000.'],
    [{ sortBy: 'properties.title;drop' }, 'Invalid parameter sortBy: must be [-]properties.{field}.'],
  ])('rejects %j', (query, detail) => {
    expect(() => readRecordsParams(query)).toThrow(expect.objectContaining({ status: 400, detail }));
  });
});

describe('readAggregationsParam', () => {
  it('reads fields and size', () => {
    expect(readAggregationsParam('terms(fields=(type, Tags,type))')).toEqual({ fields: ['type', 'tags'], size: 10 });
    expect(readAggregationsParam('terms(fields=(owner),size=3)')).toEqual({ fields: ['owner'], size: 3 });
  });

  it.each(['', 'terms(fields=())', 'terms(fields=(a,b,c,d))', 'terms(fields=(a),size=0)', 'sum(fields=(a))'])(
    'rejects %j',
    (raw) => {
      expect(() => readAggregationsParam(raw)).toThrow(expect.objectContaining({ status: 400 }));
    },
  );
});

describe('pageLinks', () => {
  const url = 'http://h.test/api/search/v1/collections/all/items?limit=10&token=secret&q=x';
  it('links next and prev without the token', () => {
    const links = pageLinks(url, 'http://h.test/api/search/v1/collections/all', {
      startindex: 11,
      limit: 10,
      total: 35,
      maxPageable: 10_000,
    });
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['self', 'http://h.test/api/search/v1/collections/all/items?limit=10&q=x'],
      ['collection', 'http://h.test/api/search/v1/collections/all'],
      ['next', 'http://h.test/api/search/v1/collections/all/items?limit=10&q=x&startindex=21'],
      ['prev', 'http://h.test/api/search/v1/collections/all/items?limit=10&q=x&startindex=1'],
    ]);
  });

  it('stops at the total and at the pageable window', () => {
    const rels = (total: number, maxPageable: number) =>
      pageLinks(url, 'c', { startindex: 1, limit: 10, total, maxPageable }).map((l) => l.rel);
    expect(rels(10, 10_000)).toEqual(['self', 'collection']);
    expect(rels(11, 10_000)).toContain('next');
    expect(rels(50, 10)).not.toContain('next');
  });
});
