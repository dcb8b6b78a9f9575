import { portalItemSchema } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { contentViewOf } from './contentView.ts';
import { datasetJsonLd } from './datasetJsonLd.ts';
import { markup } from '../markup/markup.ts';

const portal = 'http://127.0.0.1:9/sharing/rest';
const item = portalItemSchema.parse({
  id: 'a'.repeat(32),
  owner: 'publisher_riverside',
  orgId: 'org1',
  title: 'Street Trees',
  type: 'Feature Service',
  typeKeywords: ['slug|riverside|street-trees', 'status|inProgress'],
  tags: ['trees'],
  categories: ['/Categories/Environment'],
  snippet: 'Every tree.',
  description: '<p onclick="x()">Trees <b>all</b></p><script>alert(1)</script>',
  licenseInfo: '<p>Licensed under <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a></p>',
  access: 'public',
  created: Date.UTC(2021, 2, 4),
  modified: Date.UTC(2026, 0, 12),
  extent: [
    [-117.52, 33.85],
    [-117.28, 34.02],
  ],
  thumbnail: 'thumbnail/street-trees.svg',
  accessInformation: 'City of Riverside',
  properties: { publishedDate: '2021-03', dataUpdatedDate: '2026-01-12', updateFrequency: '005' },
});

describe('contentViewOf', () => {
  const view = contentViewOf(
    item,
    { portal, orgName: 'Riverside', siteOrgId: 'org1', ownerFullName: 'Pat Publisher' },
    markup,
  );

  it('sanitises the description and licence and finds the licence link', () => {
    expect(view.descriptionHtml).toBe('<p>Trees <b>all</b></p>');
    expect(view.licenseUrl).toBe('https://creativecommons.org/licenses/by/4.0/');
  });

  it('gives dates their precision and source, and the update frequency in words', () => {
    expect(view.dates.published).toEqual({
      epoch: Date.UTC(2021, 2, 1),
      precision: 'month',
      source: 'item.properties.publishedDate',
    });
    expect(view.dates.dataUpdated?.precision).toBe('day');
    expect(view.dates.created).toEqual({ epoch: Date.UTC(2021, 2, 4), precision: 'day', source: 'item.created' });
    expect(view.updateFrequency).toBe('monthly');
  });

  it('links by slug with root-relative addresses, and names the publisher', () => {
    expect(view.href).toBe('/datasets/riverside::street-trees');
    expect(view.thumbnailUrl).toBe(`/sharing/rest/content/items/${'a'.repeat(32)}/info/thumbnail/street-trees.svg`);
    expect(view.portalItemUrl).toBe(`/sharing/rest/content/items/${'a'.repeat(32)}?f=pjson`);
    expect(view.publisher).toEqual({ name: 'Pat Publisher', organization: 'Riverside', isExternal: false });
    expect(view.status).toBe('inProgress');
    expect(view.extent).toEqual([
      [-117.52, 33.85],
      [-117.28, 34.02],
    ]);
  });

  it('offers a file item’s file and an app’s address, and draws the boundary unless told not to', () => {
    expect(view.showsBoundary).toBe(true);
    expect(view.file).toBeUndefined();
    const csv = contentViewOf(
      portalItemSchema.parse({ ...item, type: 'CSV', name: 'trees.csv', size: 2048, properties: { boundary: 'none' } }),
      { portal, orgName: 'Riverside', siteOrgId: 'org1' },
      markup,
    );
    expect(csv.file).toEqual({ name: 'trees.csv', size: 2048, href: `/sharing/rest/content/items/${item.id}/data` });
    expect(csv.showsBoundary).toBe(false);
    const app = contentViewOf(
      portalItemSchema.parse({ ...item, type: 'Web Mapping Application', url: 'https://apps.example/trees' }),
      { portal, orgName: 'Riverside', siteOrgId: 'org1' },
      markup,
    );
    expect(app.url).toBe('https://apps.example/trees');
    const unsafe = contentViewOf(
      portalItemSchema.parse({ ...item, url: 'javascript:alert(1)' }),
      {
        portal,
        orgName: 'Riverside',
        siteOrgId: 'org1',
      },
      markup,
    );
    expect(unsafe.url).toBeUndefined();
  });

  it('writes Dataset JSON-LD that no value can break out of', () => {
    const hostile = contentViewOf(
      { ...item, title: 'x</script><script>alert(1)</script>' },
      { portal, orgName: 'R', siteOrgId: 'org1' },
      markup,
    );
    const text = datasetJsonLd(hostile, { pageUrl: 'http://s/datasets/x', siteTitle: 'S', siteUrl: 'http://s/' });
    expect(text).not.toContain('</script>');
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toMatchObject({
      '@type': 'Dataset',
      name: 'x</script><script>alert(1)</script>',
      datePublished: '2021-03',
      dateModified: '2026-01-12',
      license: 'https://creativecommons.org/licenses/by/4.0/',
      thumbnailUrl: `http://s/sharing/rest/content/items/${'a'.repeat(32)}/info/thumbnail/street-trees.svg`,
      spatialCoverage: { geo: { box: '33.85 -117.52 34.02 -117.28' } },
    });
  });
});
