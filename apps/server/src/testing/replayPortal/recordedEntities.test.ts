import { searchItems } from '@esri/arcgis-rest-portal';
import { ApiKeyManager } from '@esri/arcgis-rest-request';
import { fetchEntity, getHubEntityType, portalRequest, type EntityKind } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayPortal, type ReplayPortal } from './startReplayPortal.ts';

// Issue 41 acceptance: `fetchEntity` of every recorded item succeeds — each item of the replayed ArcGIS Online
// organisation and Enterprise portal, fetched over HTTP by core as the kind its type makes it (content otherwise).
// Two recorded items have ids that are not portal ids — a site's 33 digits (hub.js's fixture) and `4bc`
// (arcgis-rest-js's mock) — so core, as the reference, takes them for slugs; they are checked to be the only such
// items and left out (the import gives them new ids, ADR 0200).
const ODD_IDS = ['00c77674e43cf4bbd9ecad5189b3f1fdc', '4bc'];
// The recorded Survey123 form item has no info files recorded: it reads as a survey without its form (form null).
const FORMLESS_SURVEY = 'a5db32e043f14f6a9edfec7075288df6';
const KINDS: readonly EntityKind[] = ['site', 'page', 'initiative', 'project', 'template', 'discussion', 'survey'];

describe('every recorded item through fetchEntity', () => {
  let replay: ReplayPortal;
  beforeAll(async () => {
    replay = await startReplayPortal();
  });
  afterAll(() => replay.close());

  for (const [name, portalOf, token] of [
    ['the ArcGIS Online org', () => replay.portalUrl, 'replay-admin-token'],
    ['the Enterprise portal', () => replay.enterprisePortalUrl, 'replay-enterprise-token'],
  ] as const) {
    it(`reads each item of ${name} as its entity kind`, async () => {
      const portal = portalOf();
      const authentication = ApiKeyManager.fromKey({ key: token, portal });
      const self = await portalRequest<{ id: string; name: string; urlKey?: string; isPortal: boolean }>(
        'portals/self',
        { portal, authentication: token },
      );
      const { results } = await searchItems({ portal, q: `orgid:${self.id}`, num: 100, authentication });
      expect(results.length).toBeGreaterThan(0);
      const read: string[] = [];
      const odd = results.filter((item) => !/^[0-9a-f]{32}$/.test(item.id)).map((item) => item.id);
      expect(odd.filter((id) => !ODD_IDS.includes(id))).toEqual([]);
      const skipped = odd;
      if (!self.isPortal) expect(results.map((item) => item.id)).toContain(FORMLESS_SURVEY);
      for (const item of results.filter((entry) => !skipped.includes(entry.id))) {
        const hubType = getHubEntityType(item.type);
        const kind: EntityKind = (KINDS as readonly string[]).includes(hubType) ? (hubType as EntityKind) : 'content';
        const entity = await fetchEntity(kind, item.id, {
          portal,
          authentication: token,
          portalSelf: self,
          ...(self.isPortal ? {} : { hubUrl: replay.origin }),
        });
        expect(entity.id, `${kind} ${item.id}`).toBe(item.id);
        if (item.id === FORMLESS_SURVEY) expect(entity).toMatchObject({ form: null });
        read.push(`${kind} ${item.type}: ${item.title}`);
      }
      console.log(`${name}: ${read.length} items read\n  ${read.join('\n  ')}`);
      expect(read).toHaveLength(results.filter((entry) => !skipped.includes(entry.id)).length);
    });
  }
});
