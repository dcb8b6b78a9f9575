import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { demoItemId } from './demoItemId.ts';
import { DEMO_ITEMS } from './demoItems.ts';

// Issue 43 item 1: the demo's web maps, apps and documents as a visitor's browser reads them from the portal.
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
});
afterAll(() => t.close());

const get = (path: string) => fetch(`${origin}/sharing/rest/${path}`);

describe('the demo’s maps, apps and documents (issue 43)', () => {
  it('gives each Riverside web map operational layers whose feature services answer with features', async () => {
    const data = (await (await get(`content/items/${demoItemId('riverside', 'parks-map')}/data?f=json`)).json()) as {
      operationalLayers: { title: string; url: string; layerType: string }[];
      baseMap: { title: string };
    };
    expect(data.operationalLayers.map((l) => l.title)).toEqual([
      'Park Boundaries',
      'Bike Lanes and Trails',
      'Street Trees',
    ]);
    expect(data.baseMap.title).toBe('Plaza basemap');
    for (const layer of data.operationalLayers) {
      expect(layer.url).toMatch(/^\/.+\/FeatureServer\/0$/);
      const page = (await (
        await fetch(`${origin}${layer.url}/query?where=1%3D1&resultRecordCount=1&f=geojson`)
      ).json()) as { features: unknown[] };
      expect(page.features).toHaveLength(1);
    }
  });

  it('gives each demo document a non-empty PDF with its name and size on the item', async () => {
    const documents = DEMO_ITEMS.filter((i) => i.type === 'PDF' && i.access === 'public');
    expect(documents.length).toBeGreaterThanOrEqual(3);
    for (const doc of documents) {
      const id = demoItemId(doc.org, doc.key);
      const item = (await (await get(`content/items/${id}?f=json`)).json()) as { name: string; size: number };
      expect(item.name).toBe(`${doc.key}.pdf`);
      const file = await get(`content/items/${id}/data`);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(item.size);
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
  });

  it('gives the demo apps an address to open on the site', async () => {
    const app = (await (await get(`content/items/${demoItemId('riverside', 'tree-explorer')}?f=json`)).json()) as {
      url: string;
    };
    expect(app.url).toBe(`${origin}/maps/riverside::parks-map`);
  });
});
