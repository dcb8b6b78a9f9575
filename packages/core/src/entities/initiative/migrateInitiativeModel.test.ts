import { describe, expect, it } from 'vitest';
import { buildEntityModel } from '../../testing/buildEntityModels.ts';
import { FAKE_PORTAL } from '../../testing/createFakeItemPortal.ts';
import { initiativeFromModel } from './initiativeFromModel.ts';
import { migrateInitiativeModel } from './migrateInitiativeModel.ts';

function legacyInitiative(properties: Record<string, unknown>, data: Record<string, unknown> = {}) {
  return {
    item: {
      id: 'a'.repeat(32),
      owner: 'ana',
      title: 'Clean water',
      type: 'Hub Initiative',
      typeKeywords: ['hubInitiative'],
      tags: [],
      categories: [],
      access: 'public' as const,
      created: 1,
      modified: 2,
      properties,
    },
    data,
  };
}

describe('initiative migration (spec 1 §4; ADR 0032)', () => {
  it('builds the catalog from the content group before step 1.1, then moves to schema 2', () => {
    const group = '0123456789abcdef0123456789abcdef';
    const migrated = migrateInitiativeModel(legacyInitiative({ contentGroupId: group }));
    expect(migrated.item.properties?.schemaVersion).toBe(2);
    expect(migrated.item.typeKeywords).toEqual(['hubInitiativeV2', 'status|notStarted']);
    const initiative = initiativeFromModel(migrated, { portal: FAKE_PORTAL });
    expect(initiative.catalog.scopes.item?.filters).toEqual([{ predicates: [{ group: [group] }] }]);
    expect(initiative).toMatchObject({
      status: 'notStarted',
      view: { hero: 'map' },
      features: { 'hub:initiative:content': true },
    });
  });

  it('reads the content group from data.values too, and keeps an existing catalog', () => {
    expect(
      initiativeFromModel(migrateInitiativeModel(legacyInitiative({}, { values: { contentGroupId: 'g1' } })), {
        portal: FAKE_PORTAL,
      }).catalog.scopes.item?.filters,
    ).toEqual([{ predicates: [{ group: ['g1'] }] }]);
    const withCatalog = migrateInitiativeModel(
      legacyInitiative({ contentGroupId: 'g1' }, { catalog: { groups: ['g2'] } }),
    );
    expect(initiativeFromModel(withCatalog, { portal: FAKE_PORTAL }).catalog.scopes.item?.filters).toEqual([
      { predicates: [{ group: ['g2'] }] },
    ]);
  });

  it('skips the content group step for a 1.1 initiative and keeps a stored status', () => {
    const migrated = migrateInitiativeModel(
      legacyInitiative({ schemaVersion: 1.1, contentGroupId: 'g1' }, { status: 'complete' }),
    );
    expect((migrated.data.catalog as { scopes: { item: { filters: unknown[] } } }).scopes.item.filters).toEqual([]);
    expect(migrated.item.typeKeywords).toContain('status|complete');
  });

  it('returns a current initiative as is', () => {
    const current = buildEntityModel('initiative');
    expect(migrateInitiativeModel(current)).toBe(current);
  });
});
