import { describe, expect, it } from 'vitest';
import { SITE_SCHEMA_STEPS, SITE_SCHEMA_VERSION } from '../../../constants.ts';
import { buildEntityModel, buildLegacySiteModel } from '../../../testing/buildEntityModels.ts';
import { FAKE_PORTAL } from '../../../testing/createFakeItemPortal.ts';
import type { ItemModel } from '../../items/itemModel.ts';
import { siteFromModel } from '../siteFromModel.ts';
import { applySiteDraft } from './applySiteDraft.ts';
import { migrateSiteModel, SITE_MIGRATIONS } from './migrateSiteModel.ts';

const values = (model: ItemModel) => model.data.values as Record<string, unknown>;
const atVersion = (model: ItemModel, schemaVersion: number): ItemModel => ({
  ...model,
  item: { ...model.item, properties: { ...model.item.properties, schemaVersion } },
});

describe('site schema migration (spec 1 §4, §9; ADR 0032)', () => {
  it('has the steps 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8 and ends at 1.8', () => {
    expect(SITE_MIGRATIONS.map((s) => s.version)).toEqual(SITE_SCHEMA_STEPS);
    expect(SITE_SCHEMA_STEPS.at(-1)).toBe(SITE_SCHEMA_VERSION);
  });

  it('brings a 1.0-era site to 1.8 without changing the input', () => {
    const legacy = buildLegacySiteModel();
    const before = structuredClone(legacy);
    const migrated = migrateSiteModel(legacy);
    expect(legacy).toEqual(before);
    expect(migrated.item.properties?.schemaVersion).toBe(1.8);
    const site = siteFromModel(migrated, { portal: FAKE_PORTAL });
    expect(site).toMatchObject({
      subdomain: 'old-parks',
      defaultHostname: 'old-parks-riverside.hub.test',
      uiVersion: '2.4',
      feeds: { dcatUS11: { title: '{{name}}' } },
      telemetry: { consentNotice: { isTelemetryEnabled: true } },
      map: { basemaps: {} },
      features: { 'hub:site:feature:follow': true, 'hub:site:feature:discussions': true },
    });
    expect(site.theme.body).toEqual({ background: '#000000', text: '#ffffff', link: '#ff0' });
    expect(site.theme.button).toEqual({ background: '#0079c1', text: '#ffffff' });
    expect(site.catalog.scopes.item?.filters).toEqual([
      { predicates: [{ group: ['0123456789abcdef0123456789abcdef'] }] },
    ]);
    expect(site.typeKeywords).toEqual(expect.arrayContaining(['Hub Site', 'hubSite', 'hubsubdomain|old-parks']));
  });

  it('returns a current model as is', () => {
    const current = buildEntityModel('site');
    expect(migrateSiteModel(current)).toBe(current);
  });

  it('runs only the steps above the stored version', () => {
    const legacy = atVersion(buildLegacySiteModel(), 1.1);
    const migrated = migrateSiteModel(legacy);
    expect(values(migrated).subdomain).toBe('Old-Parks'); // 1.1 already applied, not re-run
    expect(values(migrated).dcatConfig).toBeUndefined(); // 1.2 ran
  });

  it('1: fills theme parts, layout, pages and keywords; keeps what is stored', () => {
    const step = SITE_MIGRATIONS[0]!;
    const model = structuredClone(buildLegacySiteModel()) as { item: ItemModel['item']; data: Record<string, unknown> };
    step.apply(model);
    const v = values(model);
    expect(v.layout).toMatchObject({
      header: { component: { name: 'site-header', settings: { headerType: 'default' } } },
      footer: { component: { settings: { footerType: 'none' } } },
    });
    expect((v.layout as { sections: unknown[] }).sections).toHaveLength(1);
    expect(v.pages).toEqual([]);
    expect(v.capabilities).toEqual([]);
    expect((v.theme as Record<string, unknown>).body).toEqual({ background: '#000000', text: '#ffffff', link: '#ff0' });
    expect(model.item.typeKeywords).toEqual(['Hub Site', 'hubsubdomain|Old-Parks', 'hubSite']);
  });

  it('1.1: lowercases subdomain, hostnames and the hubsubdomain keyword', () => {
    const migrated = migrateSiteModel(buildLegacySiteModel());
    expect(values(migrated).defaultHostname).toBe('old-parks-riverside.hub.test');
    expect(migrated.item.typeKeywords).toContain('hubsubdomain|old-parks');
  });

  it('1.3 and 1.4: event list cards and link buttons', () => {
    const migrated = migrateSiteModel(buildLegacySiteModel());
    const layout = values(migrated).layout as {
      sections: { rows: { cards: { component: { settings: unknown } }[] }[] }[];
    };
    const cards = layout.sections[0]!.rows[0]!.cards.map((c) => c.component.settings);
    expect(cards[0]).toEqual({ availableViews: ['list', 'calendar'], defaultView: 'calendar' });
    expect(cards[1]).toEqual({ buttonStyle: 'transparent', text: 'Go' });
  });

  it('1.6: keeps a drawable basemap', () => {
    const legacy = buildLegacySiteModel();
    const good = { title: 'Streets', baseMapLayers: [{ url: 'https://tiles/{z}/{x}/{y}' }] };
    (values(legacy).map as { basemaps: Record<string, unknown> }).basemaps.primary = good;
    expect(siteFromModel(migrateSiteModel(legacy), { portal: FAKE_PORTAL }).map.basemaps.primary).toEqual(good);
  });

  it('1.8: keeps an unreadable catalog aside and uses the default', () => {
    const legacy = buildLegacySiteModel();
    const migrated = migrateSiteModel({ ...legacy, data: { ...legacy.data, catalog: { groups: 42 } } });
    expect(migrated.data.legacyCatalog).toEqual({ groups: 42 });
    expect(migrated.data.catalog).toMatchObject({ schemaVersion: 1 });
  });

  it('1.8: turns discussions off for a site marked cannotDiscuss', () => {
    const legacy = buildLegacySiteModel();
    const migrated = migrateSiteModel({ ...legacy, item: { ...legacy.item, typeKeywords: ['cannotDiscuss'] } });
    expect(migrated.data.settings).toEqual({
      features: { 'hub:site:feature:follow': true, 'hub:site:feature:discussions': false },
    });
  });

  it('1.8: keeps the follow button hidden for a site whose legacy capabilities hide it (issue 13)', () => {
    const legacy = buildLegacySiteModel();
    const values = { ...(legacy.data.values as Record<string, unknown>), capabilities: ['hideFollow'] };
    const migrated = migrateSiteModel({ ...legacy, data: { ...legacy.data, values } });
    expect(migrated.data.settings).toEqual({
      features: { 'hub:site:feature:follow': false, 'hub:site:feature:discussions': true },
    });
  });

  it('every step is idempotent', () => {
    for (const step of SITE_MIGRATIONS) {
      const once = structuredClone(buildLegacySiteModel()) as {
        item: ItemModel['item'];
        data: Record<string, unknown>;
      };
      step.apply(once);
      const twice = structuredClone(once);
      step.apply(twice);
      expect(twice, `step ${step.version}`).toEqual(once);
    }
  });
});

describe('site drafts go through the same migrations', () => {
  it('migrates a 1.0-era draft laid over a current site', () => {
    const stored = buildEntityModel('site', { subdomain: 'parks', defaultHostname: 'parks-riverside.hub.test' });
    const draft = { data: { values: { customHostname: 'Parks.Gov', dcatConfig: { title: 'x' } } } };
    const applied = applySiteDraft(stored, draft);
    expect(values(applied).customHostname).toBe('parks.gov');
    expect(applied.data.feeds).toEqual({ dcatUS11: { title: 'x' } });
    expect(applied.item.properties?.schemaVersion).toBe(1.8);
    expect(applied.item.id).toBe(stored.item.id);
  });

  it('applies a current draft as it is', () => {
    const stored = buildEntityModel('site');
    const applied = applySiteDraft(stored, {
      item: { title: 'New title', properties: { schemaVersion: 1.8 } },
      data: { values: { theme: { body: { link: '#b00' } } } },
    });
    const site = siteFromModel(applied, { portal: FAKE_PORTAL });
    expect(site.name).toBe('New title');
    expect(site.theme.body).toEqual({ background: '#ffffff', text: '#595959', link: '#b00' });
  });
});
