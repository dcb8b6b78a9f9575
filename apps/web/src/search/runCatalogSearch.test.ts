import { getDefaultItemCollections, type HubCatalog } from '@plaza/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCatalogSearch } from './runCatalogSearch.ts';
import { readSearchState } from './searchState.ts';

const portal = 'http://portal.test/sharing/rest';
const catalog: HubCatalog = {
  schemaVersion: 1,
  title: 'Riverside',
  scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ orgid: 'org1' }] }] } },
  collections: getDefaultItemCollections(['dataset']),
};

/** A portal stub: records each search's parameters and answers with counts for the fields asked. */
function stubPortal(answer: { total?: number; totalIsApproximate?: boolean } = {}): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const params = new URLSearchParams(url.search);
    if (typeof init?.body === 'string') new URLSearchParams(init.body).forEach((v, k) => params.set(k, v));
    if (url.pathname.endsWith('/community/users')) {
      // The owners' full names, for the owner facet (only this one is visible to the caller).
      const users = {
        total: 1,
        start: 1,
        num: 1,
        nextStart: -1,
        results: [{ username: 'owner-a', fullName: 'Ana Owner' }],
      };
      return new Response(JSON.stringify(users), { headers: { 'content-type': 'application/json' } });
    }
    calls.push(params);
    const fields = (params.get('countFields') ?? '').split(',').filter(Boolean);
    const body = {
      total: 7,
      ...answer,
      start: 1,
      num: Number(params.get('num') ?? 10),
      nextStart: -1,
      results: [],
      aggregations: {
        counts: fields.map((fieldName) => ({ fieldName, fieldValues: [{ value: `${fieldName}-a`, count: 3 }] })),
      },
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('runCatalogSearch', () => {
  it('counts all four facets with two searches when none is selected', async () => {
    const calls = stubPortal();
    const view = await runCatalogSearch(
      catalog,
      readSearchState(new URLSearchParams('q=trees&collection=dataset&page=2')),
      { portal },
    );
    expect(calls).toHaveLength(2);
    const [main, extra] = calls;
    // The catalog's scope, the collection, then the words (core may append its own exclusions).
    expect(main?.get('q')).toMatch(
      /^orgid:"org1" AND \(type:"Feature Service" OR .* OR type:"GeoPackage"\) AND trees\b/,
    );
    expect(main?.get('start')).toBe('13');
    expect(main?.get('num')).toBe('12');
    expect(main?.get('countFields')).toBe('type,tags,categories');
    expect(extra?.get('countFields')).toBe('owner');
    expect(view.total).toBe(7);
    expect(view.facets.map((f) => [f.field, f.values[0]?.count])).toEqual([
      ['type', 3],
      ['tags', 3],
      ['categories', 3],
      ['owner', 3],
    ]);
  });

  it('counts a selected facet without its own filter, and keeps a selected value that was not counted', async () => {
    const calls = stubPortal();
    const view = await runCatalogSearch(
      catalog,
      readSearchState(new URLSearchParams('tags=parks&tags=trails&type=CSV')),
      { portal },
    );
    const main = calls.find((c) => c.get('countFields') === 'categories,owner');
    expect(main?.get('q')?.startsWith('orgid:"org1" AND type:"CSV" AND (tags:"parks" OR tags:"trails")')).toBe(true);
    const typeCount = calls.find((c) => c.get('countFields') === 'type');
    expect(typeCount?.get('q')?.startsWith('orgid:"org1" AND (tags:"parks" OR tags:"trails")')).toBe(true);
    expect(typeCount?.get('q')).not.toContain('type:"CSV"');
    const tagCount = calls.find((c) => c.get('countFields') === 'tags');
    expect(tagCount?.get('q')?.startsWith('orgid:"org1" AND type:"CSV"')).toBe(true);
    expect(tagCount?.get('q')).not.toContain('tags:');
    expect(calls).toHaveLength(3);
    const tags = view.facets.find((f) => f.field === 'tags');
    expect(tags?.values).toEqual([
      { value: 'tags-a', count: 3, selected: false },
      { value: 'parks', selected: true },
      { value: 'trails', selected: true },
    ]);
  });

  it('says when the total is an estimate (ADR 0195), and only then', async () => {
    stubPortal({ total: 218_000, totalIsApproximate: true });
    const about = await runCatalogSearch(catalog, readSearchState(new URLSearchParams('q=water')), { portal });
    expect(about.total).toBe(218_000);
    expect(about.totalIsApproximate).toBe(true);
    vi.unstubAllGlobals();
    stubPortal();
    const exact = await runCatalogSearch(catalog, readSearchState(new URLSearchParams('q=water')), { portal });
    expect(exact.total).toBe(7);
    expect(exact.totalIsApproximate).toBeUndefined();
  });

  it('labels owners with their full names where the caller may see them (issue 13)', async () => {
    stubPortal();
    const view = await runCatalogSearch(catalog, readSearchState(new URLSearchParams('')), { portal });
    const owner = view.facets.find((facet) => facet.field === 'owner');
    expect(owner?.values).toEqual([{ value: 'owner-a', count: 3, selected: false, label: 'Ana Owner' }]);
    const tags = view.facets.find((facet) => facet.field === 'tags');
    expect(tags?.values[0]).not.toHaveProperty('label');
  });

  it('lets the last word match as a prefix and narrows by date and map area (issue 13)', async () => {
    const calls = stubPortal();
    await runCatalogSearch(
      catalog,
      readSearchState(new URLSearchParams('q=street+tre&updated=week&bbox=-117.5,33.9,-117.3,34')),
      { portal },
    );
    const main = calls[0];
    expect(main?.get('q')).toContain('(street tre*)');
    expect(main?.get('q')).toMatch(/modified:\[\d+ TO \d+\]/);
    const [from, to] = /modified:\[(\d+) TO (\d+)\]/
      .exec(main?.get('q') ?? '')!
      .slice(1)
      .map(Number);
    expect(to! - from!).toBe(7 * 86_400_000);
    expect(main?.get('bbox')).toBe('-117.5,33.9,-117.3,34');
    expect(calls.every((call) => call.get('bbox') === '-117.5,33.9,-117.3,34')).toBe(true);
  });

  it('searches the words exactly as typed when asked to', async () => {
    const calls = stubPortal();
    await runCatalogSearch(catalog, readSearchState(new URLSearchParams('q=street+tre&exact=1')), { portal });
    expect(calls[0]?.get('q')).toMatch(/AND \(street tre\)/);
  });
});
