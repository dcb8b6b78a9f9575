import { describe, expect, it } from 'vitest';
import { projectFromModel } from '../entities/project/projectFromModel.ts';
import { projectToModel } from '../entities/project/projectToModel.ts';
import { siteFromModel } from '../entities/site/siteFromModel.ts';
import { siteToModel } from '../entities/site/siteToModel.ts';
import { buildEntityModel } from '../testing/buildEntityModels.ts';
import { FAKE_PORTAL } from '../testing/createFakeItemPortal.ts';
import { readScopeDraft, writeScopeDraft } from './catalogScopeDraft.ts';
import {
  addableFamilies,
  addCollection,
  collectionKeyOf,
  collectionLabelOf,
  moveCollection,
  removeCollection,
  updateCollection,
} from './collectionEdits.ts';
import { getDefaultItemCollections } from './getDefaultItemCollections.ts';
import type { HubCollection } from './HubCatalog.ts';

const keys = (collections: readonly HubCollection[]) => collections.map((c) => c.key);
const G1 = '3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c';

describe('collection edits (issue 44, ADR 0226)', () => {
  const defaults = getDefaultItemCollections();

  it('moves a collection up and down one place; at either end nothing moves', () => {
    expect(keys(moveCollection(defaults, 1, -1))).toEqual([
      'dataset',
      'appAndMap',
      'document',
      'feedback',
      'site',
      'project',
    ]);
    expect(keys(moveCollection(defaults, 1, 1))).toEqual([
      'appAndMap',
      'document',
      'dataset',
      'feedback',
      'site',
      'project',
    ]);
    expect(moveCollection(defaults, 0, -1)).toEqual(defaults);
    expect(moveCollection(defaults, 5, 1)).toEqual(defaults);
  });

  it('adds a family once, with its types, and offers only the families not there yet', () => {
    expect(addableFamilies(defaults)).toEqual(['initiative', 'page', 'template']);
    const added = addCollection(defaults, { family: 'initiative' });
    expect(added.at(-1)).toEqual({
      key: 'initiative',
      label: 'Initiatives',
      targetEntity: 'item',
      scope: { targetEntity: 'item', filters: [{ predicates: [{ type: ['Hub Initiative'] }] }] },
    });
    expect(addCollection(added, { family: 'initiative' })).toHaveLength(added.length);
  });

  it('adds a custom collection with a key from its label that no other collection has', () => {
    expect(collectionKeyOf('Park maps 2024')).toBe('parkMaps2024');
    expect(collectionKeyOf('Éléments ')).toBe('elements');
    expect(collectionKeyOf('خرائط')).toBe('collection');
    const once = addCollection(defaults, { label: 'Park maps' });
    const twice = addCollection(once, { label: 'park  MAPS' });
    expect(keys(twice).slice(-2)).toEqual(['parkMaps', 'parkMaps2']);
    expect(twice.at(-1)).toMatchObject({ label: 'park  MAPS', scope: { targetEntity: 'item', filters: [] } });
  });

  it('hides a collection in both places the reference and Plaza read, keeping other display settings', () => {
    const stored: HubCollection[] = [
      { ...defaults[0]!, displayConfig: { hidden: false, layout: 'grid' } },
      defaults[1]!,
    ];
    const hidden = updateCollection(stored, 0, { hidden: true });
    expect(hidden[0]).toMatchObject({ hidden: true, displayConfig: { hidden: true, layout: 'grid' } });
    expect(updateCollection(stored, 1, { hidden: true })[1]).toEqual({ ...defaults[1], hidden: true });
    expect(hidden[1]).toBe(stored[1]);
  });

  it('removes one collection and labels an unlabelled family with its default', () => {
    expect(keys(removeCollection(defaults, 0))).toEqual(['dataset', 'document', 'feedback', 'site', 'project']);
    expect(collectionLabelOf({ key: 'dataset', label: '' })).toBe('Data');
    expect(collectionLabelOf({ key: 'mine', label: 'Mine' })).toBe('Mine');
  });
});

describe('an edited catalog saved over the stored item (read-modify-save)', () => {
  it("a site: only the edited parts of data.catalogV2 change; the reference's other fields stay", () => {
    const model = buildEntityModel('site', { subdomain: 'parks' });
    const catalogV2 = {
      schemaVersion: 1,
      title: 'Parks',
      fromTheReference: { kept: true },
      scopes: {
        item: { targetEntity: 'item', filters: [{ predicates: [{ group: [G1] }] }] },
        event: { targetEntity: 'event', filters: [{ predicates: [{ group: [G1] }] }] },
      },
      collections: [
        { ...defaults()[0], displayConfig: { hidden: false, layout: 'grid' }, include: ['server'] },
        { ...defaults()[1], extra: 1 },
      ],
    };
    const stored = { item: model.item, data: { ...model.data, catalogV2 } };
    const site = siteFromModel(stored, { portal: FAKE_PORTAL });
    let collections = updateCollection(site.catalog.collections, 0, { hidden: true });
    collections = moveCollection(collections, 1, -1);
    const item = writeScopeDraft(site.catalog.scopes.item, {
      ...readScopeDraft(site.catalog.scopes.item),
      tags: ['parks'],
    });
    const saved = siteToModel(
      { ...site, catalog: { ...site.catalog, scopes: { ...site.catalog.scopes, item }, collections } },
      stored,
    );
    expect(saved.data.catalogV2).toEqual({
      ...catalogV2,
      scopes: {
        ...catalogV2.scopes,
        item: {
          targetEntity: 'item',
          filters: [{ predicates: [{ group: [G1] }] }, { predicates: [{ tags: ['parks'] }] }],
        },
      },
      collections: [
        { ...defaults()[1], extra: 1 },
        { ...defaults()[0], hidden: true, displayConfig: { hidden: true, layout: 'grid' }, include: ['server'] },
      ],
    });
    expect(saved.item).toEqual(stored.item);
  });

  it('a project: the catalog is data.catalog, and nothing else in the data changes', () => {
    const model = buildEntityModel('project', {});
    const project = projectFromModel(model, { portal: FAKE_PORTAL });
    const collections = addCollection(project.catalog.collections, { family: 'dataset' });
    const saved = projectToModel({ ...project, catalog: { ...project.catalog, collections } }, model);
    const { catalog, ...rest } = saved.data;
    const { catalog: before, ...restBefore } = model.data as Record<string, unknown>;
    expect(rest).toEqual(restBefore);
    expect(catalog).toMatchObject({ ...(before as object), collections: [{ key: 'dataset' }] });
  });
});

function defaults() {
  return getDefaultItemCollections();
}
