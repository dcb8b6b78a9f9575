import { describe, expect, it } from 'vitest';
import { portalItemSchema } from '../entities/items/itemModel.ts';
import { contentEntityFromItem, contentExtendedProps } from './contentEntity.ts';

const SERVICE = 'https://example.org/arcgis/rest/services/Trees/FeatureServer/0';

describe('content entities', () => {
  it('reads a service kind, its capabilities and its extract formats', () => {
    expect(contentExtendedProps('https://example.org/data.csv')).toEqual({ kind: 'content' });
    expect(contentExtendedProps(SERVICE)).toEqual({ kind: 'service' });
    const props = contentExtendedProps(SERVICE, {
      capabilities: 'Query, Extract,Sync',
      supportedExtractFormats: 'csv, shapefile,  filegdb,',
    });
    expect(props).toMatchObject({
      kind: 'service',
      serverQueryCapability: true,
      serverExtractCapability: true,
      extractFormatsList: ['csv', 'shapefile', 'filegdb'],
    });
    expect(contentExtendedProps(SERVICE, { capabilities: 'Query' })).toMatchObject({
      serverExtractCapability: false,
      extractFormatsList: [],
    });
  });

  it('builds dates, links and the discussable flag from the item', () => {
    const item = portalItemSchema.parse({
      id: 'abc123',
      owner: 'ana',
      title: 'Street Trees',
      type: 'Feature Service',
      typeKeywords: ['cannotDiscuss'],
      access: 'public',
      created: Date.UTC(2021, 2, 4),
      modified: Date.UTC(2026, 0, 12),
      thumbnail: 'thumbnail/trees.png',
      url: SERVICE,
    });
    const entity = contentEntityFromItem(item, { portal: 'https://example.org/sharing/rest' });
    expect(entity.createdDate).toEqual({ epoch: Date.UTC(2021, 2, 4), precision: 'day', source: 'item.created' });
    expect(entity.isDiscussable).toBe(false);
    expect(entity.thumbnailUrl).toBe('https://example.org/sharing/rest/content/items/abc123/info/thumbnail/trees.png');
    expect(entity.links).toMatchObject({
      self: 'https://example.org/home/item.html?id=abc123',
      siteRelative: '/datasets/abc123',
      siteRelativeEntityType: '/content/abc123',
      contentEditUrl: 'https://example.org/home/item.html?id=abc123#settings',
    });
    expect(entity.extendedProps.kind).toBe('service');
  });
});
