import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEntityModel } from '../../testing/buildEntityModels.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { initiativeFromModel } from './initiativeFromModel.ts';
import { isLegacyInitiativeModel } from './isLegacyInitiativeModel.ts';
import { migrateInitiativeModel } from './migrateInitiativeModel.ts';

/** Real initiatives recorded from the reference's own fixtures (testdata/arcgis/reference-vectors/initiatives). */
const recorded = new Map(
  (
    JSON.parse(
      readFileSync(
        new URL('../../../../../testdata/arcgis/reference-vectors/initiatives/inputs.json', import.meta.url),
        'utf8',
      ),
    ) as { cases: { name: string; input: ItemModel }[] }
  ).cases.map((c) => [c.name, c.input]),
);
const real = (name: string): ItemModel => structuredClone(recorded.get(name) as ItemModel);
const context = { portal: 'https://www.arcgis.com/sharing/rest' };
const GROUP = '22f49221a9404cc7b3122f488120d513';

describe('migrateInitiativeModel: the legacy model, recognised by its shape (issue 41, ADR 0197)', () => {
  it('migrates a 2017 initiative as the legacy library does, then to the current model, losing nothing', () => {
    const legacy = real('version-zero');
    expect(isLegacyInitiativeModel(legacy)).toBe(true);
    const migrated = migrateInitiativeModel(legacy, context);
    expect(migrated.item.properties).toMatchObject({
      schemaVersion: 2,
      collaborationGroupId: '4aa2a5215c884814b51a532d18fb7953',
      openDataGroupId: '4cfba68ecefe41c1b61524d74f0bbccf',
    });
    expect(migrated.item.properties).not.toHaveProperty('groupId');
    expect(migrated.data.values).toMatchObject({
      collaborationGroupId: '4aa2a5215c884814b51a532d18fb7953',
      initiativeKey: 'testThisCocoVisionZero',
      bannerImage: { source: 'bannerImage' },
    });
    expect((migrated.data.assets as { url: string }[])[0]?.url).toBe(
      'https://www.arcgis.com/sharing/rest/content/items/c5963a6bb6244eb8b8fb4f56cb0bef4c/resources/detail-image.jpg',
    );
    expect(migrated.item.typeKeywords).toEqual(expect.arrayContaining(['hubInitiative', 'hubInitiativeV2']));
    const initiative = initiativeFromModel(migrated, context);
    expect(initiative.catalog.scopes.item?.filters).toEqual([
      { predicates: [{ group: ['4cfba68ecefe41c1b61524d74f0bbccf'] }] },
    ]);
    expect(initiative.status).toBe('notStarted');
  });

  it('converts the configuration steps of a custom initiative and its steps into data.steps', () => {
    const migrated = migrateInitiativeModel(real('version-one'), context);
    expect((migrated.data.steps as { id: string }[]).map((s) => s.id)).toEqual([
      'monitorTools',
      'informTools',
      'listenTools',
      'pageTesting',
    ]);
    expect(migrated.data.values).not.toHaveProperty('steps');
    expect(migrated.data.values).not.toHaveProperty('monitorTools');
  });

  it('converts a legacy 2.1 initiative instead of taking it as current, and leaves a legacy 2.2 one as the library does', () => {
    const at21 = migrateInitiativeModel(real('version-one-stamped-2.1'), context);
    expect(at21.item.properties?.schemaVersion).toBe(2);
    expect(at21.data.recommendedTemplates).toEqual([
      '2dc1b35134c1403697d5fc4fe3e6b906',
      '236012a5263b4d719d857ae878166a54',
    ]);
    const at22 = migrateInitiativeModel(real('version-one-stamped-2.2'), context);
    expect(at22.data.recommendedTemplates).toEqual(['236012a5263b4d719d857ae878166a54']);
    expect(at22.item.typeKeywords).toContain('hubInitiativeV2');
  });
});

describe('migrateInitiativeModel: the current model (the reference`s steps 1.1, 2.1, 2.2)', () => {
  const current = (schemaVersion: number | undefined, data: Record<string, unknown> = {}): ItemModel => {
    const model = buildEntityModel('initiative');
    return {
      item: {
        ...model.item,
        typeKeywords: [...model.item.typeKeywords.filter((k) => !k.startsWith('slug|')), 'slug|ORG|org|Clean-Water'],
        properties: { schemaVersion, contentGroupId: GROUP, orgUrlKey: 'ORG', slug: 'ORG|org|Clean-Water' },
      },
      data: { ...model.data, ...data },
    };
  };

  it('below 1.1: the catalog is made from the content group, replacing any other', () => {
    const migrated = migrateInitiativeModel(current(undefined, { catalog: { groups: ['other'] } }));
    expect(migrated.data.catalog).toEqual({
      schemaVersion: 1,
      title: 'Default Initiative Catalog',
      scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ group: [GROUP] }] }] } },
      collections: [],
    });
    expect(migrated.item.properties?.schemaVersion).toBe(2);
  });

  it('below 2.1 the slug and org key are repaired; below 2.2 untitled timeline stages go', () => {
    const view = { timeline: { stages: [{ title: 'Plan' }, { title: '' }, {}] } };
    const migrated = migrateInitiativeModel(current(2, { view }));
    expect(migrated.item.properties).toMatchObject({ orgUrlKey: 'org', slug: 'org|clean-water' });
    expect(migrated.item.typeKeywords).toContain('slug|org|clean-water');
    expect(migrated.data.view).toEqual({ timeline: { stages: [{ title: 'Plan' }] } });
    expect(migrated.data.catalog).not.toHaveProperty('title', 'Default Initiative Catalog');
  });

  it('keeps a later version and what it holds', () => {
    const view = { timeline: { stages: [{ title: '' }] } };
    const migrated = migrateInitiativeModel(current(2.2, { view }));
    expect(migrated.item.properties?.schemaVersion).toBe(2.2);
    expect(migrated.data.view).toEqual(view);
  });

  it('never throws on a real item without categories, keywords, properties or data', () => {
    const partial = real('partial-item-no-categories-no-keywords');
    expect(() => initiativeFromModel(migrateInitiativeModel(partial), context)).not.toThrow();
    expect(initiativeFromModel(migrateInitiativeModel(partial), context).categories).toEqual([]);
  });
});
