import type { EntityWriteOptions } from '../entities/common/entityRequestOptions.ts';
import { ENTITY_KINDS, type EntityByKind, type EntityKind } from '../entities/entityKinds.ts';
import type { ItemModel } from '../entities/items/itemModel.ts';
import { FAKE_HUB, FAKE_PORTAL } from './createFakeItemPortal.ts';

/** The fixed time entity factories use: 2026-01-01T00:00:00Z. */
export const ENTITY_TEST_NOW = Date.UTC(2026, 0, 1);

/** The organisation entity factories belong to. */
export const ENTITY_TEST_ORG = Object.freeze({ id: 'org1', name: 'Riverside', urlKey: 'riverside', isPortal: false });

/**
 * Write options against the fake item portal: owner `ana` of Riverside, cloud edition, a fixed random source.
 *
 * @example
 * await createEntity('site', { name: 'Parks' }, buildEntityWriteOptions({ isPortal: true }));
 */
export function buildEntityWriteOptions(overrides: Partial<EntityWriteOptions> = {}): EntityWriteOptions {
  return {
    portal: FAKE_PORTAL,
    hubUrl: FAKE_HUB,
    authentication: 'ana-token',
    owner: 'ana',
    portalSelf: ENTITY_TEST_ORG,
    random: () => 0.5,
    ...overrides,
  };
}

/**
 * A stored, current entity of a kind (as the entity): the kind's defaults with an id, owner `ana`, admin control
 * and the given fields, in the form the portal gives it back (derived fields computed).
 *
 * @example
 * const site = buildEntity('site', { name: 'Parks', subdomain: 'parks' });
 */
export function buildEntity<K extends EntityKind>(kind: K, overrides: Partial<EntityByKind[K]> = {}): EntityByKind[K] {
  const descriptor = ENTITY_KINDS[kind];
  const raw: EntityByKind[K] = {
    ...descriptor.defaults(),
    id: 'e'.repeat(32),
    name: `A ${kind}`,
    owner: 'ana',
    orgId: ENTITY_TEST_ORG.id,
    orgUrlKey: ENTITY_TEST_ORG.urlKey,
    slug: `riverside|a-${kind}`,
    created: ENTITY_TEST_NOW - 86_400_000,
    modified: ENTITY_TEST_NOW,
    itemControl: 'admin',
    ...overrides,
  };
  // Through the mappers once, so the entity is in its stored form (slug and status keywords included).
  return descriptor.fromModel(descriptor.toModel(raw), { portal: FAKE_PORTAL });
}

/**
 * The stored model (portal item and data) of {@link buildEntity}: what the portal would hold.
 *
 * @example
 * const model = buildEntityModel('project', { status: 'onHold' });
 */
export function buildEntityModel<K extends EntityKind>(kind: K, overrides: Partial<EntityByKind[K]> = {}): ItemModel {
  return ENTITY_KINDS[kind].toModel(buildEntity(kind, overrides));
}

/**
 * A site model as a 1.0-era release stored it: no schema version, an upper-case subdomain, DCAT settings in
 * `values.dcatConfig`, telemetry in `values.telemetry`, an event list card with `calendarEnabled`, a `link`
 * button, a basemap without layers and a legacy `{groups}` catalog.
 *
 * @example
 * migrateSiteModel(buildLegacySiteModel()).item.properties?.schemaVersion; // 1.8
 */
export function buildLegacySiteModel(): ItemModel {
  return {
    item: {
      id: 'f'.repeat(32),
      owner: 'ana',
      orgId: ENTITY_TEST_ORG.id,
      title: 'Old Parks',
      type: 'Hub Site Application',
      typeKeywords: ['Hub Site', 'hubsubdomain|Old-Parks'],
      tags: [],
      categories: [],
      access: 'public',
      created: ENTITY_TEST_NOW - 5 * 365 * 86_400_000,
      modified: ENTITY_TEST_NOW - 365 * 86_400_000,
      itemControl: 'admin',
      properties: null,
    },
    data: {
      values: {
        title: 'Old Parks',
        subdomain: 'Old-Parks',
        defaultHostname: 'Old-Parks-Riverside.hub.test',
        dcatConfig: { title: '{{name}}' },
        telemetry: { consentNotice: { isTelemetryEnabled: true } },
        theme: { body: { background: '#000000', text: '#ffffff', link: '#ff0' } },
        map: { basemaps: { primary: { title: 'Broken', baseMapLayers: [] } } },
        layout: {
          sections: [
            {
              rows: [
                {
                  cards: [
                    {
                      component: {
                        name: 'event-list-card',
                        settings: { calendarEnabled: true, initialView: 'calendar' },
                      },
                    },
                    { component: { name: 'button-card', settings: { buttonStyle: 'link', text: 'Go' } } },
                  ],
                },
              ],
            },
          ],
        },
      },
      catalog: { groups: ['0123456789abcdef0123456789abcdef'], orgId: ENTITY_TEST_ORG.id },
    },
  };
}
