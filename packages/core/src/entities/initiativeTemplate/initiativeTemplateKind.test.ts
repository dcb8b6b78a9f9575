import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '../entityKinds.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { initiativeTemplateDefaults } from './initiativeTemplateDefaults.ts';
import { initiativeTemplateFromModel } from './initiativeTemplateFromModel.ts';
import { initiativeTemplateToModel } from './initiativeTemplateToModel.ts';

const stored: ItemModel = {
  item: {
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4',
    owner: 'casey',
    title: 'Safer streets initiative',
    snippet: 'Start a safer-streets initiative',
    description: '<p>What it sets up</p>',
    type: 'Hub Initiative Template',
    typeKeywords: ['Hub Initiative Template', 'unknownKeyword'],
    tags: ['safety'],
    categories: [],
    created: 1_700_000_000_000,
    modified: 1_700_000_100_000,
    access: 'org',
    properties: { schemaVersion: 1, previewUrl: 'https://example.com/preview', other: 7 },
  } as ItemModel['item'],
  data: { recommendedTemplates: ['0123456789abcdef0123456789abcdef'], siteSolutionId: 'fedcba', extra: { kept: true } },
};

describe('initiative templates (issue 44)', () => {
  it('is a kind of the generic entity calls, stored as Hub Initiative Template items', () => {
    expect(ENTITY_KINDS.initiativeTemplate.itemTypes).toEqual(['Hub Initiative Template']);
    expect(ENTITY_KINDS.initiativeTemplate.typeKeywords).toEqual(['Hub Initiative Template']);
  });

  it('reads the preview address, the recommended templates and the site solution', () => {
    const template = initiativeTemplateFromModel(stored, { portal: 'https://portal.test/sharing/rest' });
    expect(template).toMatchObject({
      id: stored.item.id,
      name: 'Safer streets initiative',
      summary: 'Start a safer-streets initiative',
      type: 'Hub Initiative Template',
      previewUrl: 'https://example.com/preview',
      recommendedTemplates: ['0123456789abcdef0123456789abcdef'],
      siteSolutionId: 'fedcba',
    });
  });

  it('reads an item without data as no recommendations and no site solution', () => {
    const template = initiativeTemplateFromModel({ ...stored, data: {} }, { portal: '' });
    expect(template.recommendedTemplates).toEqual([]);
    expect(template.siteSolutionId).toBe('');
    expect(template.previewUrl).toBe('https://example.com/preview');
  });

  it('writes only what changed, keeping what it does not map', () => {
    const template = initiativeTemplateFromModel(stored, { portal: '' });
    const model = initiativeTemplateToModel(
      { ...template, name: 'Calmer streets', recommendedTemplates: [], previewUrl: 'https://example.com/2' },
      stored,
    );
    expect(model.item.title).toBe('Calmer streets');
    expect(model.item.properties).toMatchObject({ previewUrl: 'https://example.com/2', other: 7 });
    expect(model.data).toEqual({ recommendedTemplates: [], siteSolutionId: 'fedcba', extra: { kept: true } });
    expect(model.item.typeKeywords).toEqual(['Hub Initiative Template', 'unknownKeyword']);
  });

  it('makes a new one of the right type with empty lists', () => {
    const fresh = initiativeTemplateDefaults();
    expect(fresh).toMatchObject({ type: 'Hub Initiative Template', recommendedTemplates: [], siteSolutionId: '' });
    fresh.recommendedTemplates.push('x');
    expect(initiativeTemplateDefaults().recommendedTemplates).toEqual([]);
    expect(initiativeTemplateToModel(fresh).item.type).toBe('Hub Initiative Template');
  });
});
