import { describe, expect, it } from 'vitest';
import { ADDABLE_ITEM_TYPES, detectItemType, detectLinkType, isAddableItemType } from './detectItemType.ts';

describe('detectItemType', () => {
  it.each([
    ['street-trees.csv', 'CSV'],
    ['Parks.GEOJSON', 'GeoJson'],
    ['parks.json', 'GeoJson'],
    ['parcels.zip', 'Shapefile'],
    ['budget 2026.pdf', 'PDF'],
    ['budget.xlsx', 'Microsoft Excel'],
    ['budget.xls', 'Microsoft Excel'],
    ['minutes.docx', 'Microsoft Word'],
    ['deck.pptx', 'Microsoft Powerpoint'],
    ['photo.JPG', 'Image'],
    ['routes.kmz', 'KML'],
    ['layers.gpkg', 'GeoPackage'],
  ])('%s → %s', (name, type) => {
    expect(detectItemType(name)).toBe(type);
  });

  it('reads the last path segment of a URL, not its query or host', () => {
    expect(detectItemType('https://data.example.org/files/trees.csv?version=2#top')).toBe('CSV');
    expect(detectItemType('http://example.csv/download')).toBeUndefined();
    expect(detectItemType('https://example.org/a%20b/report%20final.pdf')).toBe('PDF');
  });

  it('leaves the choice to the person when the extension is missing or unknown', () => {
    expect(detectItemType('README')).toBeUndefined();
    expect(detectItemType('archive.tar.gz')).toBeUndefined();
    expect(detectItemType('https://example.org/')).toBeUndefined();
    expect(detectItemType('https://bad url')).toBeUndefined();
    expect(detectItemType('toString')).toBeUndefined();
    expect(detectItemType('x.constructor')).toBeUndefined();
  });

  it('only ever detects a type the list offers', () => {
    for (const name of ['a.csv', 'a.zip', 'a.pdf', 'a.png']) {
      const type = detectItemType(name);
      expect(type !== undefined && isAddableItemType(type)).toBe(true);
    }
    expect(isAddableItemType('Web Map')).toBe(false);
    expect(ADDABLE_ITEM_TYPES).toContain('CSV');
  });
});

describe('detectLinkType', () => {
  it('names services by their path, and anything else a web page', () => {
    expect(detectLinkType('https://example.org/arcgis/rest/services/Trees/FeatureServer/0')).toBe('Feature Service');
    expect(detectLinkType('https://example.org/arcgis/rest/services/Base/MapServer')).toBe('Map Service');
    expect(detectLinkType('https://example.org/arcgis/rest/services/Ortho/ImageServer/')).toBe('Image Service');
    expect(detectLinkType('https://example.org/permits-explorer')).toBe('Document Link');
    expect(detectLinkType('not a url')).toBe('Document Link');
  });
});
