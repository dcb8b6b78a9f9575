import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPortalGroup, buildPortalItem, buildPortalUser, SEARCH_TEST_NOW } from '../testing/buildSearchRecords.ts';
import { stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import type { HubQuery } from './HubQuery.ts';
import type { HubSearchOptions } from './HubSearchOptions.ts';
import { hubSearch } from './hubSearch.ts';
import { itemToRecordFeature } from './itemToRecordFeature.ts';

const PORTAL = 'https://portal.test/sharing/rest';
const options: HubSearchOptions = { requestOptions: { portal: PORTAL }, now: () => SEARCH_TEST_NOW };
const signedIn: HubSearchOptions = { ...options, requestOptions: { portal: PORTAL, authentication: 'tok-1' } };
const itemQuery: HubQuery = { targetEntity: 'item', filters: [{ predicates: [{ term: 'trees' }] }] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hubSearch validation', () => {
  it.each([
    [undefined, 'Query is required.'],
    [{ targetEntity: 'item' }, 'Query must have a filters array.'],
    [{ targetEntity: 'item', filters: [] }, 'Query must contain at least one Filter or a collection.'],
  ])('rejects %j', async (query, message) => {
    await expect(hubSearch(query as unknown as HubQuery, options)).rejects.toMatchObject({ message });
  });

  it('checks the one-only predicates before anything is sent', async () => {
    await expect(
      hubSearch({ targetEntity: 'item', filters: [{ predicates: [{ term: 'a' }, { type: 'CSV' }] }] }, options),
    ).rejects.toMatchObject({
      code: 'INVALID_TOP_LEVEL_PREDICATE',
      message: "'term' predicates cannot be OR'd to other predicates",
    });
  });

  it('needs request options', async () => {
    await expect(hubSearch(itemQuery, {} as HubSearchOptions)).rejects.toMatchObject({
      code: 'REQUEST_OPTIONS_REQUIRED',
      message: 'options.requestOptions is required.',
    });
  });

  it('sends channel searches to the discussions service and posts to the search API v2, paging by rel=next', async () => {
    const channel = {
      id: 'c1',
      name: 'Safe Streets',
      orgId: 'o1',
      creator: 'ana',
      access: 'public',
      orgs: [],
      groups: [],
      allowPost: true,
      allowReply: true,
      allowReaction: true,
      allowAsAnonymous: false,
      allowedReactions: null,
      defaultPostStatus: 'approved',
      softDelete: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const post = {
      id: 'p1',
      title: 'Crossing',
      body: 'Please',
      creator: 'bo',
      createdAt: '2026-01-03T00:00:00.000Z',
      updatedAt: '2026-01-03T00:00:00.000Z',
    };
    const stub = stubFetchRoutes({
      'GET https://portal.test/api/discussions/v1/channels': () => ({ total: 1, nextStart: -1, items: [channel] }),
      'GET https://portal.test/api/search/v2/collections/discussion-post/items': (request) => ({
        numberMatched: 2,
        features: [{ properties: { ...post, id: `p${request.params.get('startindex')}` } }],
        links:
          request.params.get('startindex') === '1' ? [{ rel: 'next', href: 'https://portal.test/x?startindex=2' }] : [],
      }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const channels = await hubSearch(
      {
        targetEntity: 'channel',
        filters: [{ predicates: [{ term: 'Safe', access: 'PUBLIC' }] }],
        sortField: 'modified',
        sortOrder: 'desc',
      },
      signedIn,
    );
    expect(channels.results.map((r) => [r.type, r.name, r.access])).toEqual([['channel', 'Safe Streets', 'public']]);
    expect(Object.fromEntries(stub.calls[0]!.params)).toEqual({
      name: 'Safe',
      access: 'public',
      sortBy: 'updatedAt',
      sortOrder: 'DESC',
    });
    expect(stub.calls[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    const posts = await hubSearch(
      {
        targetEntity: 'discussionPost',
        filters: [{ predicates: [{ term: 'crossing', discussion: 'hub://item/abc' }] }],
        num: 1,
      },
      signedIn,
    );
    expect(posts).toMatchObject({ total: 2, hasNext: true });
    expect(posts.results[0]).toMatchObject({ id: 'p1', type: 'post', title: 'Crossing', owner: 'bo' });
    expect(Object.fromEntries(stub.calls[1]!.params)).toEqual({
      startindex: '1',
      q: 'crossing',
      discussion: 'hub://item/abc',
      limit: '1',
    });
    const next = await posts.next();
    expect(next.results[0]!.id).toBe('p2');
    expect(next.hasNext).toBe(false);
  });

  it('groups are not searched through the hub search API', async () => {
    await expect(
      hubSearch({ ...itemQuery, targetEntity: 'group' }, { ...options, api: 'hub-search' }),
    ).rejects.toMatchObject({
      message:
        'Search via "group" filter against "hub-search" api is not implemented. Please ensure "targetEntity" is defined on the query.',
    });
  });

  it('a group member search needs the group id', async () => {
    await expect(
      hubSearch({ targetEntity: 'groupMember', filters: [{ predicates: [{ name: 'ana' }] }] }, options),
    ).rejects.toMatchObject({
      code: 'GROUP_ID_REQUIRED',
      message: 'Group Id required. Please pass as a predicate in the query.',
    });
  });

  it.each(['user', 'portalUser', 'communityUser'] as const)(
    'a %s search needs authentication',
    async (targetEntity) => {
      await expect(hubSearch({ ...itemQuery, targetEntity }, options)).rejects.toMatchObject({
        code: 'AUTHENTICATION_REQUIRED',
        message: 'requestOptions must pass authentication.',
      });
    },
  );
});

describe('hubSearch through the portal', () => {
  it('searches items, maps results, normalises counts and pages with next()', async () => {
    const stub = stubFetchRoutes({
      [`GET ${PORTAL}/search`]: (request) =>
        request.params.get('start') === '1'
          ? {
              total: 3,
              start: 1,
              num: 2,
              nextStart: 3,
              results: [buildPortalItem(), buildPortalItem({ id: 'b'.repeat(32), type: 'Web Map', access: 'org' })],
              aggregations: { counts: [{ fieldName: 'type', fieldValues: [{ value: 'CSV', count: 2 }] }] },
            }
          : { total: 3, start: 3, num: 2, nextStart: -1, results: [buildPortalItem({ id: 'd'.repeat(32) })] },
    });
    vi.stubGlobal('fetch', stub.fetch);
    const page = await hubSearch(
      { ...itemQuery, collection: 'dataset', num: 2, sortField: 'title', sortOrder: 'asc', aggFields: ['type'] },
      signedIn,
    );
    const params = stub.calls[0]!.params;
    expect(params.get('q')).toMatch(/^trees AND -type:"Code Attachment" AND \(type:"Feature Service" OR /);
    expect(params.get('countFields')).toBe('type');
    expect(params.get('countSize')).toBe('10');
    expect(params.get('num')).toBe('2');
    expect(params.get('sortField')).toBe('title');
    expect(page.total).toBe(3);
    expect(page.aggregations).toEqual([{ field: 'type', values: [{ value: 'CSV', count: 2 }] }]);
    expect(page.results.map((r) => [r.family, r.links.siteRelative])).toEqual([
      ['dataset', `/datasets/${'a'.repeat(32)}`],
      ['map', `/maps/${'b'.repeat(32)}`],
    ]);
    expect(page.results[0]!.links.thumbnail).toBe(`${PORTAL}/content/items/${'a'.repeat(32)}/info/thumbnail/trees.png`);
    expect(page.results[1]!.links.thumbnail).toBe(
      `${PORTAL}/content/items/${'b'.repeat(32)}/info/thumbnail/trees.png?token=tok-1`,
    );
    expect(page.hasNext).toBe(true);
    const second = await page.next();
    expect(stub.calls[1]!.params.get('start')).toBe('3');
    expect(second.results.map((r) => r.id)).toEqual(['d'.repeat(32)]);
    expect(second.hasNext).toBe(false);
    await expect(second.next()).rejects.toMatchObject({ code: 'NO_MORE_RESULTS' });
  });

  it('collects enrichment failures on group results instead of failing', async () => {
    const id = 'c'.repeat(32);
    const stub = stubFetchRoutes({
      [`GET ${PORTAL}/community/groups`]: () => ({
        total: 1,
        start: 1,
        num: 10,
        nextStart: -1,
        results: [buildPortalGroup()],
      }),
      [`GET ${PORTAL}/community/groups/${id}/userlist`]: () => ({
        total: 5,
        users: [buildPortalUser({ memberType: 'owner' }), buildPortalUser({ username: 'bo' })],
      }),
      [`GET ${PORTAL}/content/groups/${id}/search`]: () => ({
        error: { code: 403, message: 'No permission.', details: [] },
      }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const page = await hubSearch(
      {
        targetEntity: 'group',
        filters: [{ predicates: [{ title: 'Parks' }] }],
        include: ['membershipSummary', 'contentCount'],
      },
      options,
    );
    const group = page.results[0]!;
    expect(group).toMatchObject({
      type: 'Group',
      family: 'team',
      membershipAccess: 'organization',
      isSharedUpdate: false,
    });
    expect(group.membershipSummary?.total).toBe(5);
    expect(group.membershipSummary?.users.map((u) => [u.id, u.memberType, u.isGroupOwner])).toEqual([
      ['ana', 'owner', true],
      ['bo', 'member', false],
    ]);
    expect(group.contentCount).toBeUndefined();
    expect(group.errors).toEqual([{ type: 'Other', message: expect.stringMatching(/^contentCount: /) }]);
  });

  it('searches group members with the group id from the predicate', async () => {
    const id = 'c'.repeat(32);
    const stub = stubFetchRoutes({
      [`GET ${PORTAL}/community/groups/${id}/userlist`]: () => ({
        total: 1,
        nextStart: -1,
        users: [buildPortalUser()],
      }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const page = await hubSearch(
      {
        targetEntity: 'groupMember',
        filters: [{ operation: 'AND', predicates: [{ group: id }, { memberType: 'admin' }] }],
      },
      options,
    );
    expect(stub.calls[0]!.params.get('memberType')).toBe('admin');
    expect(page.results[0]).toMatchObject({ id: 'ana', type: 'User', family: 'people', memberType: 'member' });
  });
});

describe('hubSearch through the hub search API', () => {
  it('sends the translated parameters with the token and follows rel=next', async () => {
    const base = 'https://portal.test/api/search/v1/collections/dataset';
    const stub = stubFetchRoutes({
      [`GET ${base}/items`]: (request) =>
        request.params.get('startindex') === '3'
          ? {
              type: 'FeatureCollection',
              numberMatched: 3,
              numberReturned: 1,
              features: [itemToRecordFeature(buildPortalItem({ id: 'x' }))],
              links: [],
            }
          : {
              type: 'FeatureCollection',
              numberMatched: 3,
              numberReturned: 2,
              features: [buildPortalItem(), buildPortalItem({ id: 'y', access: 'org' })].map((item) =>
                itemToRecordFeature(item),
              ),
              links: [{ rel: 'next', href: `${base}/items?startindex=3&limit=2` }],
            },
      [`GET ${base}/aggregations`]: () => ({
        aggregations: { terms: [{ field: 'type', aggregations: [{ label: 'CSV', value: 3 }] }] },
      }),
    });
    const page = await hubSearch(
      {
        targetEntity: 'item',
        collection: 'dataset',
        filters: [{ operation: 'AND', predicates: [{ term: 'trees' }, { owner: ['ana', 'bo'] }] }],
        num: 2,
        sortField: 'modified',
        sortOrder: 'desc',
        aggFields: ['type'],
      },
      { ...signedIn, api: 'hub-search', fetch: stub.fetch, site: 'parks-org1.localhost:3000' },
    );
    const params = stub.calls[0]!.params;
    const sent: Record<string, string> = {};
    params.forEach((value, key) => {
      sent[key] = value;
    });
    expect(sent).toEqual({
      // Code attachments are left out of the portal's search only (spec 1 §5 "One search path"), as the reference.
      filter: "owner IN ('ana', 'bo')",
      q: 'trees',
      sortBy: '-properties.modified',
      limit: '2',
      target: 'parks-org1.localhost:3000',
      token: 'tok-1',
    });
    expect(stub.calls[1]!.params.get('aggregations')).toBe('terms(fields=(type),size=10)');
    expect(page.aggregations).toEqual([{ mode: 'terms', field: 'type', values: [{ value: 'CSV', count: 3 }] }]);
    expect(page.total).toBe(3);
    expect(page.results[1]).toMatchObject({ id: 'y', family: 'dataset', access: 'org', owner: 'ana' });
    expect(page.results[1]!.links.thumbnail).toMatch(/\?token=tok-1$/);
    expect(page.hasNext).toBe(true);
    const next = await page.next();
    expect(
      stub.calls
        .filter((c) => c.url.endsWith('/items'))
        .at(-1)!
        .params.get('startindex'),
    ).toBe('3');
    expect(next.results.map((r) => r.id)).toEqual(['x']);
    expect(next.hasNext).toBe(false);
  });

  it('raises the status text, url without token and status on HTTP failure', async () => {
    const failing = (async () =>
      new Response('{}', { status: 503, statusText: 'Service Unavailable' })) as typeof fetch;
    await expect(hubSearch(itemQuery, { ...signedIn, api: 'hub-search', fetch: failing })).rejects.toMatchObject({
      code: 'HUB_SEARCH_FAILED',
      status: 503,
      message: 'Service Unavailable https://portal.test/api/search/v1/collections/all/items?q=trees&token=*** 503',
    });
  });
});

describe('hubSearch of events past the last page (issue 44 item 9)', () => {
  it("says there are no more hub events in the spec's words, and sends `num` only when above 0", async () => {
    const stub = stubFetchRoutes({
      'GET https://portal.test/api/events/v1/events': () => ({ items: [], nextStart: -1, total: 0 }),
      'GET https://portal.test/api/events/v1/registrations': () => ({ items: [], nextStart: -1, total: 0 }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const events = await hubSearch(
      { targetEntity: 'event', filters: [{ predicates: [{ term: 'river' }] }], num: 0 },
      options,
    );
    expect(events.hasNext).toBe(false);
    await expect(events.next()).rejects.toMatchObject({
      code: 'NO_MORE_RESULTS',
      message: 'No more hub events for the given query and options',
    });
    expect(stub.calls[0]!.params.has('num')).toBe(false);
    const attendees = await hubSearch(
      { targetEntity: 'eventAttendee', filters: [{ predicates: [{ eventId: 'e1' }] }], num: 3 },
      options,
    );
    await expect(attendees.next()).rejects.toMatchObject({
      message: 'No more hub events for the given query and options',
    });
    expect(stub.calls.at(-1)!.params.get('num')).toBe('3');
  });
});
