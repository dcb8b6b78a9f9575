import { describe, expect, it } from 'vitest';
import { SITE_SCHEMA_VERSION } from '../constants.ts';
import { portalItemSchema } from './items/itemModel.ts';
import { migrateItemModel } from './migrateItemModel.ts';

const item = (fields: Record<string, unknown>) =>
  portalItemSchema.parse({
    id: '0123456789abcdef0123456789abcdef',
    typeKeywords: [],
    tags: [],
    categories: [],
    ...fields,
  });

describe('migrateItemModel', () => {
  it('migrates a site by its type to the current schema, leaving the model given unchanged', () => {
    const model = {
      item: item({ type: 'Hub Site Application', properties: { schemaVersion: 1 } }),
      data: { values: {} },
    };
    const { kind, model: migrated } = migrateItemModel(model);
    expect(kind).toBe('site');
    expect(migrated.item.properties?.schemaVersion).toBe(SITE_SCHEMA_VERSION);
    expect(model.item.properties?.schemaVersion).toBe(1);
  });

  it('takes an Enterprise Site Page for a page and a Hub Initiative for an initiative', () => {
    expect(migrateItemModel({ item: item({ type: 'Site Page' }), data: {} }).kind).toBe('page');
    expect(migrateItemModel({ item: item({ type: 'Hub Initiative' }), data: {} }).kind).toBe('initiative');
  });

  it('returns a content item as it is', () => {
    const model = { item: item({ type: 'PDF' }), data: {} };
    expect(migrateItemModel(model)).toEqual({ kind: 'content', model });
    expect(migrateItemModel(model).model).toBe(model);
  });
});
