import { portalItemSchema } from '@plaza/core';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import { contentViewOf } from '../content/contentView.ts';
import { dcatAp3 } from './dcatAp3.ts';
import { dcatUs3 } from './dcatUs3.ts';
import type { FeedCatalog, FeedItem } from './feedModel.ts';
import { rss } from './rss.ts';
import { robotsTxt, sitemap } from './sitemap.ts';
import { dcatUsValidator } from './testdata/dcatUsValidator.ts';
import { markup } from '../markup/markup.ts';

// The feed builders (issue 17, ADR 0126) against the standards' own validators: the DCAT-US 3.0 JSON schema
// (vendored from DOI-DO/dcat-us), JSON-LD expansion for DCAT-AP 3.0, an XML parser for RSS 2.0 and the sitemap.
const portal = 'http://127.0.0.1:9/sharing/rest';
const origin = 'https://data.riverside.example';
const catalog: FeedCatalog = {
  title: 'Riverside Open Data',
  description: 'Open data & maps <from> the City of Riverside.',
  publisher: 'City of Riverside',
  homepage: `${origin}/`,
  feedUrl: `${origin}/api/feed/v1/dcat-us/3.0`,
  language: 'en',
};

function feedItem(key: string, overrides: Record<string, unknown> = {}): FeedItem {
  const item = portalItemSchema.parse({
    id: key.padEnd(32, '0'),
    owner: 'publisher_riverside',
    orgId: 'org1',
    title: `Street Trees & <Shrubs> ${key}`,
    type: 'Feature Service',
    typeKeywords: [`slug|riverside|${key}`],
    tags: ['trees', 'environment'],
    categories: [],
    snippet: 'Every tree.',
    description: '<p>Trees <b>all</b>\u0001</p>',
    licenseInfo: '<p><a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a></p>',
    access: 'public',
    created: Date.UTC(2021, 2, 4),
    modified: Date.UTC(2026, 0, 12),
    extent: [
      [-117.52, 33.85],
      [-117.28, 34.02],
    ],
    ...overrides,
  });
  const view = contentViewOf(item, { portal, orgName: 'City of Riverside', siteOrgId: 'org1' }, markup);
  const landingPage = `${origin}/datasets/riverside::${key}`;
  return {
    view,
    landingPage,
    distributions: [
      {
        title: 'CSV',
        downloadUrl: `${origin}/api/download/v1/items/${item.id}/csv`,
        mediaType: 'text/csv',
        format: 'CSV',
      },
      {
        title: 'ArcGIS GeoServices REST API',
        accessUrl: `${origin}/arcgis/rest/services/Trees/FeatureServer/0`,
        format: 'REST',
      },
    ],
  };
}
const items = [feedItem('street-trees'), feedItem('bare', { tags: [], extent: [], licenseInfo: '' })];

describe('DCAT-US 3.0', () => {
  it('validates against the published JSON schema, with every dataset and its distributions', () => {
    const json = dcatUs3(catalog, items);
    const validate = dcatUsValidator();
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toBe(true);
    expect(json.dataset).toHaveLength(2);
    expect(json.dataset[0]).toMatchObject({
      '@type': 'Dataset',
      title: 'Street Trees & <Shrubs> street-trees',
      keyword: 'trees, environment',
      landingPage: `${origin}/datasets/riverside::street-trees`,
      geographicBoundingBox: [{ westBoundingLongitude: '-117.52', northBoundingLatitude: '34.02' }],
    });
    expect(json.dataset[0]!.distribution[0]).toMatchObject({
      downloadURL: `${origin}/api/download/v1/items/${'street-trees'.padEnd(32, '0')}/csv`,
      mediaType: 'https://www.iana.org/assignments/media-types/text/csv',
      license: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });

  it('fails the schema when a required field is missing (the validator can fail)', () => {
    const json = dcatUs3(catalog, items) as Record<string, unknown>;
    const validate = dcatUsValidator();
    expect(validate({ ...json, publisher: undefined })).toBe(false);
    expect(validate({ ...json, dataset: [{ title: 'No description', publisher: 'not an iri' }] })).toBe(false);
  });
});

describe('DCAT-AP 3.0', () => {
  it('is JSON-LD whose expansion has a Catalog, Datasets, Distributions and Agents with their mandatory properties', async () => {
    const expanded = (await jsonld.expand(dcatAp3(catalog, items) as never)) as Record<string, unknown[]>[];
    const DCAT = 'http://www.w3.org/ns/dcat#';
    const DCT = 'http://purl.org/dc/terms/';
    const FOAF = 'http://xmlns.com/foaf/0.1/';
    const [root] = expanded;
    expect(root!['@type']).toEqual([`${DCAT}Catalog`]);
    for (const property of [`${DCT}title`, `${DCT}description`, `${DCT}publisher`, `${DCAT}dataset`]) {
      expect(root![property], property).toBeDefined();
    }
    const datasets = root![`${DCAT}dataset`] as Record<string, unknown[]>[];
    expect(datasets).toHaveLength(2);
    for (const dataset of datasets) {
      expect(dataset['@type']).toEqual([`${DCAT}Dataset`]);
      expect(dataset[`${DCT}title`]).toBeDefined();
      expect(dataset[`${DCT}description`]).toBeDefined();
      for (const distribution of dataset[`${DCAT}distribution`] as Record<string, unknown[]>[]) {
        expect(distribution['@type']).toEqual([`${DCAT}Distribution`]);
        expect((distribution[`${DCAT}accessURL`]![0] as { '@id': string })['@id']).toMatch(/^https:\/\//);
      }
      const publisher = (dataset[`${DCT}publisher`] as Record<string, unknown[]>[])[0]!;
      expect(publisher['@type']).toEqual([`${FOAF}Agent`]);
      expect(publisher[`${FOAF}name`]).toBeDefined();
    }
    expect(datasets[0]![`${DCAT}keyword`]).toHaveLength(2);
    expect(JSON.stringify(datasets[0]![`${DCT}spatial`])).toContain('POLYGON((-117.52 33.85');
  });
});

describe('RSS 2.0 and the sitemap', () => {
  it('writes well-formed RSS with the channel and an item each, escaping what must be', () => {
    const xml = rss(catalog, items, new Date(Date.UTC(2026, 10, 25)));
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(parsed.rss['@_version']).toBe('2.0');
    const channel = parsed.rss.channel;
    expect(channel.title).toBe('Riverside Open Data');
    expect(channel.description).toBe('Open data & maps <from> the City of Riverside.');
    expect(channel.lastBuildDate).toBe('Wed, 25 Nov 2026 00:00:00 GMT');
    expect(channel.item).toHaveLength(2);
    expect(channel.item[0].title).toBe('Street Trees & <Shrubs> street-trees');
    expect(channel.item[0].guid['#text']).toBe(`${origin}/datasets/riverside::street-trees`);
    expect(channel.item[0].category).toEqual(['trees', 'environment']);
  });

  it('writes a sitemaps.org urlset: absolute locs, W3C dates, the pages first', () => {
    const xml = sitemap([{ loc: `${origin}/`, lastmod: Date.UTC(2026, 0, 1) }, { loc: `${origin}/search` }], items);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = parsed.urlset.url as { loc: string; lastmod?: string }[];
    expect(urls.map((u) => u.loc)).toEqual([
      `${origin}/`,
      `${origin}/search`,
      `${origin}/datasets/riverside::street-trees`,
      `${origin}/datasets/riverside::bare`,
    ]);
    for (const url of urls) {
      expect(URL.canParse(url.loc) && url.loc.length <= 2048).toBe(true);
      if (url.lastmod) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(robotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robotsTxt(origin, '/apps/sites/parks')).toContain('Disallow: /apps/sites/parks/workspace');
  });
});
