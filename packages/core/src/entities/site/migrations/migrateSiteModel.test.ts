import { describe, expect, it } from 'vitest';
import { SITE_SCHEMA_STEPS, SITE_SCHEMA_VERSION } from '../../../constants.ts';
import { buildEntityModel, buildLegacySiteModel } from '../../../testing/buildEntityModels.ts';
import { FAKE_PORTAL } from '../../../testing/createFakeItemPortal.ts';
import type { ItemModel } from '../../items/itemModel.ts';
import { siteFromModel } from '../siteFromModel.ts';
import { applySiteDraft } from './applySiteDraft.ts';
import { migrateSiteModel, SITE_MIGRATIONS } from './migrateSiteModel.ts';

const GROUP = '22f49221a9404cc7b3122f488120d513';
const values = (model: ItemModel) => model.data.values as Record<string, unknown>;
const at = (model: ItemModel, schemaVersion: number | undefined, data: Record<string, unknown> = {}): ItemModel => ({
  item: { ...model.item, properties: { ...model.item.properties, schemaVersion } },
  data: { ...model.data, ...data, values: { ...values(model), ...(data.values as object) } },
});
const legacy = (data: Record<string, unknown> = {}, version?: number) => at(buildLegacySiteModel(), version, data);

describe('site schema migration as the reference (spec 1 §4, §9; ADR 0197)', () => {
  it('has the steps 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8 and ends at 1.8', () => {
    expect(SITE_MIGRATIONS.map((s) => s.version)).toEqual(SITE_SCHEMA_STEPS);
    expect(SITE_SCHEMA_STEPS.at(-1)).toBe(SITE_SCHEMA_VERSION);
  });

  it('gives a 2018 site its content groups as its catalog (issue 41) without changing the input', () => {
    const groups = [{ id: GROUP, title: 'Content' }, 'not-a-guid', { title: 'no id' }];
    const model = legacy({ catalog: undefined, values: { groups } });
    const before = structuredClone(model);
    const migrated = migrateSiteModel(model);
    expect(model).toEqual(before);
    expect(migrated.item.properties?.schemaVersion).toBe(1.8);
    expect(values(migrated).groups).toBeUndefined();
    expect(migrated.data.catalog).toEqual({ groups: [GROUP] });
    const site = siteFromModel(migrated, { portal: FAKE_PORTAL });
    expect(site.catalog.title).toBe('Default Site Catalog');
    expect(site.catalog.scopes.item?.filters).toEqual([{ predicates: [{ group: [GROUP] }] }]);
    expect(site.catalog.collections.map((c) => [c.key, c.hidden])).toEqual([
      ['site', true],
      ['dataset', false],
      ['document', false],
      ['appAndMap', false],
    ]);
  });

  it('1: drops the retired groupId and title; 1.1: lowercases the hostnames, not the keywords', () => {
    const migrated = migrateSiteModel(
      legacy({ values: { groupId: GROUP, title: 'Old', externalUrl: 'https://A.GOV' } }),
    );
    expect(values(migrated)).not.toHaveProperty('groupId');
    expect(values(migrated)).not.toHaveProperty('title');
    expect(values(migrated)).toMatchObject({ subdomain: 'old-parks', externalUrl: 'https://a.gov' });
    expect(migrated.item.typeKeywords).toContain('hubsubdomain|Old-Parks');
  });

  it('1.4: the legacy Google Analytics code becomes the customer tracker; 1.8: the consent notice moves to data', () => {
    const model = legacy({ values: { gacode: 'UA-1', capabilities: ['consentNotice'] } });
    model.item.properties = { telemetry: { plugins: { shared: true } } };
    const migrated = migrateSiteModel(model);
    expect(values(migrated).gacode).toBeUndefined();
    expect(values(migrated).telemetry).toEqual({
      consentNotice: { isTheme: true, consentText: '', policyURL: '' },
      customAnalytics: { ga: { customerTracker: { enabled: true, id: 'UA-1' } } },
    });
    expect(migrated.data.telemetry).toEqual({
      consentNotice: { allowPrivacyConfig: true, disclaimer: [{ text: '', default: true }], policyURL: '' },
      plugins: { shared: true },
    });
  });

  it('1.8 alone keeps the stored consent text and policy', () => {
    const telemetry = { consentNotice: { consentText: 'Cookies', policyURL: 'https://a.gov/p' } };
    const migrated = migrateSiteModel(legacy({ values: { telemetry } }, 1.7));
    expect(migrated.data.telemetry).toEqual({
      consentNotice: {
        allowPrivacyConfig: false,
        disclaimer: [{ text: 'Cookies', default: true }],
        policyURL: 'https://a.gov/p',
      },
    });
  });

  it('1.5: a DCAT-US 1.1 configuration is copied to the feeds with v3 placeholders', () => {
    const dcatConfig = { title: '{{default.name}}', publisher: '{{org.name}}', other: '{{x}}' };
    const migrated = migrateSiteModel(legacy({ values: { dcatConfig } }, 1.4));
    expect(migrated.data.feeds).toEqual({ dcatUS11: { title: '{{name}}', publisher: '{{orgName}}', other: '{{x}}' } });
    expect(values(migrated).dcatConfig).toEqual(dcatConfig);
  });

  it('1.6: event list cards trade calendarEnabled for a display mode', () => {
    const migrated = migrateSiteModel(legacy({}, 1.5));
    const card = (
      values(migrated).layout as { sections: { rows: { cards: { component: { settings: object } }[] }[] }[] }
    ).sections[0]?.rows[0]?.cards[0];
    expect(card?.component.settings).toEqual({ initialView: 'calendar', displayMode: 'calendar' });
  });

  it('the follow and discussions switches follow the legacy capabilities, except at the reference`s 1.9', () => {
    const caps = { values: { capabilities: ['hideFollow', 'disableDiscussions'] } };
    const features = (model: ItemModel) => (model.data.settings as { features: unknown }).features;
    expect(features(migrateSiteModel(legacy(caps, 1.8)))).toEqual({
      'hub:site:feature:follow': false,
      'hub:site:feature:discussions': false,
    });
    const later = legacy({ ...caps, settings: { features: { 'hub:site:feature:follow': true } } }, 1.9);
    expect(features(migrateSiteModel(later))).toEqual({ 'hub:site:feature:follow': true });
    expect(migrateSiteModel(later).item.properties?.schemaVersion).toBe(1.9);
  });

  it('repairs on every read: flat basemap, telemetry, Web Mapping Application sites, underlinedLinks, org key, header', () => {
    const model = legacy(
      {
        values: {
          map: { title: 'Topo', baseMapLayers: [{ url: 'https://t' }] },
          capabilities: ['underlinedLinks', 'pages'],
          layout: { header: { component: { settings: {} } } },
        },
      },
      1.8,
    );
    model.item.type = 'Web Mapping Application';
    model.item.typeKeywords = ['hubSite', 'slug|riverside|RIVERSIDE|parks'];
    model.item.properties = { ...model.item.properties, orgUrlKey: 'RIVERSIDE' };
    const migrated = migrateSiteModel(model);
    expect(values(migrated).map).toEqual({
      basemaps: { primary: { baseMapLayers: [{ url: 'https://t' }], title: 'Topo' } },
    });
    expect(migrated.data.telemetry).toEqual({});
    expect(migrated.item.type).toBe('Hub Site Application');
    expect(values(migrated).capabilities).toEqual(['pages']);
    expect(migrated.item.properties?.orgUrlKey).toBe('riverside');
    expect(migrated.item.typeKeywords).toEqual(['hubSite', 'slug|riverside|parks']);
    expect((values(migrated).layout as { header: unknown }).header).toEqual({
      name: 'site-header',
      component: { settings: {} },
    });
  });

  it('never throws on a partial item: no data, no properties, no keywords', () => {
    const { item } = buildEntityModel('site');
    const partial = {
      item: { ...item, properties: null, typeKeywords: undefined },
      data: undefined,
    } as unknown as ItemModel;
    const migrated = migrateSiteModel(partial);
    expect(migrated.item.properties?.schemaVersion).toBe(1.8);
    expect(() => siteFromModel(migrated, { portal: FAKE_PORTAL })).not.toThrow();
  });
});

describe('applySiteDraft (the reference`s draft include list)', () => {
  it('takes the layout, theme and styles of a draft, stamping an old draft 1.8', () => {
    const stored = migrateSiteModel(buildEntityModel('site', { subdomain: 'parks' }));
    const draft = {
      item: { title: 'ignored' },
      data: { values: { theme: { body: { link: '#b00' } }, subdomain: 'x', headerSass: '.a{}' } },
    };
    const applied = applySiteDraft(stored, draft);
    expect(values(applied).theme).toEqual({ body: { link: '#b00' } });
    expect(values(applied).headerSass).toBe('.a{}');
    expect(values(applied).subdomain).toBe('parks');
    expect(applied.item.title).toBe(stored.item.title);
    expect(applied.item.properties?.schemaVersion).toBe(1.8);
  });
});
