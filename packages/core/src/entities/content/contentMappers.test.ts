import { describe, expect, it } from 'vitest';
import { LICENSE_RECORDS } from '../../content/licenses.ts';
import { FAKE_PORTAL } from '../../testing/createFakeItemPortal.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { contentFromModel } from './contentFromModel.ts';
import { contentKind } from './contentKind.ts';
import { contentToModel } from './contentToModel.ts';

const csv: ItemModel = {
  item: {
    id: 'c'.repeat(32),
    owner: 'publisher_riverside',
    orgId: 'org1',
    title: 'Building permits',
    type: 'CSV',
    typeKeywords: ['Data'],
    tags: ['permits'],
    categories: [],
    access: 'public',
    created: Date.UTC(2026, 0, 2),
    modified: Date.UTC(2026, 5, 3),
    licenseInfo: '<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>',
    name: 'permits.csv',
    size: 48_000,
    ownerFolder: 'f'.repeat(32),
  },
  data: {},
};

describe('content entity (spec 2 §3, spec 3 §3)', () => {
  it('derives family, file, licence, publisher, downloadability, dates and links from the item', () => {
    const content = contentFromModel(csv, { portal: FAKE_PORTAL });
    expect(content).toMatchObject({
      name: 'Building permits',
      family: 'dataset',
      fileName: 'permits.csv',
      size: 48_000,
      folderId: 'f'.repeat(32),
      license: { kind: 'record', record: LICENSE_RECORDS.find((l) => l.type === 'CC-BY-4.0') },
      publisher: { name: 'publisher_riverside', username: 'publisher_riverside', orgId: 'org1' },
      isDownloadable: true,
      additionalResources: [],
      dates: { created: { precision: 'day', source: 'item.created' }, updated: { epoch: Date.UTC(2026, 5, 3) } },
      extendedProps: { kind: 'content' },
    });
    expect(content.links).toMatchObject({
      siteRelative: `/datasets/${csv.item.id}`,
      workspaceRelative: `/workspace/content/${csv.item.id}`,
      siteRelativeEntityType: `/content/${csv.item.id}`,
    });
    expect(contentFromModel(csv, { portal: FAKE_PORTAL, privatePortal: true }).isDownloadable).toBe(false);
  });

  it('names a service as its data source and says it is a service', () => {
    const url = 'https://example.org/arcgis/rest/services/Trees/FeatureServer/0';
    const content = contentFromModel(
      { item: { ...csv.item, type: 'Feature Service', url }, data: {} },
      { portal: FAKE_PORTAL },
    );
    expect(content.additionalResources).toEqual([{ name: 'example.org', url, isDataSource: true }]);
    expect(content.extendedProps.kind).toBe('service');
  });

  it('writes the licence and common fields, never a data payload', () => {
    const content = contentFromModel(csv, { portal: FAKE_PORTAL });
    const model = contentToModel({ ...content, licenseInfo: '', summary: 'All permits since 2010' }, csv);
    expect(model.item).toMatchObject({ licenseInfo: '', snippet: 'All permits since 2010', name: 'permits.csv' });
    expect(model.data).toEqual({});
    expect(contentKind.storesData).toBe(false);
  });

  it('is the kind of every item type no other kind claims', () => {
    for (const type of ['CSV', 'Web Map', 'PDF', 'Feature Service', 'Code Attachment']) {
      expect(contentKind.matchesType?.(type)).toBe(true);
    }
    for (const type of ['Hub Site Application', 'Hub Page', 'Hub Project', 'Discussion', 'Form', 'Solution']) {
      expect(contentKind.matchesType?.(type)).toBe(false);
    }
    expect(() => contentKind.newItemType({ portal: FAKE_PORTAL })).toThrow(/added as a file or a link/);
  });
});
