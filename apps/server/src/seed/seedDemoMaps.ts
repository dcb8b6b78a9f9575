import type { Db } from '../db/database.ts';
import { writeItemFile } from '../db/repositories/itemFileRepository.ts';
import { demoUsername } from './demoData.ts';
import { DEMO_ITEMS, type DemoItem } from './demoItems.ts';
import { demoItemId } from './demoItemId.ts';
import { demoPdf } from './demoPdf.ts';

/** Each demo web map's operational layers: the Riverside demo layers (`DEMO_LAYERS` item keys) it draws, in order. */
export const DEMO_WEB_MAP_LAYERS: Readonly<Record<string, readonly string[]>> = {
  'parks-map': ['park-boundaries', 'bike-lanes', 'street-trees'],
  'flood-map': ['park-boundaries', 'building-permits'],
  'transit-map': ['bike-lanes', 'bus-stops'],
  'wildfire-risk': [],
};

/** Where each demo app opens (its `url`): a page of the Riverside site, root-relative, as the demo has no app server. */
export const DEMO_APP_URLS: Readonly<Record<string, string>> = {
  'tree-explorer': '/maps/riverside::parks-map',
  'park-finder': '/maps/riverside::parks-map',
  'permits-dashboard': '/datasets/riverside::building-permits',
  'river-story': '/maps/riverside::flood-map',
  'air-quality-app': '/datasets/riverside::air-quality',
};

/** The basemap a demo web map names (spec-less; Plaza draws its own offline basemap or the deployment's, ADR 0222). */
const BASEMAP = {
  title: 'Plaza basemap',
  baseMapLayers: [{ id: 'plaza-basemap', title: 'Plaza basemap', layerType: 'VectorTileLayer', visibility: true }],
};

/**
 * The last step of the demo's journey (issue 43): its web maps get their data (the demo's hosted layers as
 * operational layers, by their root-relative service urls), its apps an address to open, and its documents a real
 * PDF file (name and size on the item, as an upload sets them). Runs after `seedDemoLayers`, in the seed's transaction.
 */
export async function seedDemoMaps(db: Db, options: { readonly now: number }): Promise<void> {
  const layerUrls = new Map<string, string>();
  for (const key of new Set(Object.values(DEMO_WEB_MAP_LAYERS).flat())) {
    const row = await db
      .selectFrom('items')
      .select(['url', 'title'])
      .where('id', '=', demoItemId('riverside', key))
      .executeTakeFirst();
    if (!row?.url) throw new Error(`The demo layer ${key} has no service to put on a map.`);
    layerUrls.set(key, row.url);
  }
  for (const item of DEMO_ITEMS) {
    const id = demoItemId(item.org, item.key);
    const author = demoUsername(item.owner, item.org);
    if (item.type === 'Web Map') {
      const keys = DEMO_WEB_MAP_LAYERS[item.key] ?? [];
      const data = {
        operationalLayers: keys.map((key) => ({
          id: `${key}-layer`,
          title: DEMO_ITEMS.find((i) => i.key === key && i.org === 'riverside')?.title ?? key,
          url: layerUrls.get(key),
          itemId: demoItemId('riverside', key),
          layerType: 'ArcGISFeatureLayer',
          visibility: true,
          opacity: 1,
        })),
        baseMap: BASEMAP,
        spatialReference: { wkid: 102100, latestWkid: 3857 },
        authoringApp: 'Plaza',
        authoringAppVersion: '0.1.0',
        version: '2.31',
      };
      await writeItemFile(
        db,
        { itemId: id, role: 'data', path: '', contentType: 'application/json', now: options.now },
        [Buffer.from(JSON.stringify(data), 'utf8')],
      );
    }
    const appUrl = DEMO_APP_URLS[item.key];
    if (appUrl && item.org === 'riverside') {
      await db.updateTable('items').set({ url: appUrl }).where('id', '=', id).execute();
    }
    if (item.type === 'PDF') {
      const bytes = demoDocument(item);
      const fileName = `${item.key}.pdf`;
      await writeItemFile(
        db,
        { itemId: id, role: 'data', path: '', contentType: 'application/pdf', now: options.now, author, fileName },
        [bytes],
      );
      await db.updateTable('items').set({ size: bytes.length, name: fileName }).where('id', '=', id).execute();
    }
  }
}

/** A demo document's pages: its title and summary, then what such a plan holds. */
function demoDocument(item: DemoItem): Buffer {
  const org = item.org === 'riverside' ? 'City of Riverside' : 'Hillcrest County';
  return demoPdf({
    title: item.title,
    author: org,
    pages: [
      [
        item.title,
        item.snippet,
        `Published by the ${org}${item.published ? ` in ${item.published}` : ''}. This document is part of the demo catalog of Plaza: its text is illustrative.`,
        'Contents: 1. Summary. 2. Where we are. 3. What we will do. 4. How we will know it worked.',
      ],
      [
        'Where we are',
        'The city counted what it has, asked residents what they need, and compared both with the plans of neighbouring cities. The tables of this chapter are published as open data beside this document.',
        'Most of what residents asked for is within reach of the current budget; a few items need grants or partners.',
      ],
      [
        'What we will do',
        'Each action names who leads it, what it costs and when it is due. Progress is reported every year on the open data site, with the data behind it.',
        'Comments on this document are welcome at any time through the contact on its page.',
      ],
    ],
  });
}
