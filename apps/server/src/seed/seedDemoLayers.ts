import type { Db } from '../db/database.ts';
import { createHostedService, loadHostedRows } from '../features/publishHostedLayers.ts';
import { DEMO_ITEMS } from './demoItems.ts';
import { DEMO_LAYERS } from './demoLayers.ts';
import { demoItemId } from './demoItemId.ts';

/** Publishes the demo datasets' hosted layers on their items (in the seed's transaction). */
export async function seedDemoLayers(db: Db, options: { readonly created: number }): Promise<void> {
  for (const layer of DEMO_LAYERS) {
    const item = DEMO_ITEMS.find((i) => i.key === layer.itemKey && i.org === 'riverside');
    if (!item) throw new Error(`No demo item ${layer.itemKey} to publish a layer on.`);
    const [created] = await createHostedService(db, {
      itemId: demoItemId('riverside', item.key),
      title: item.title,
      layers: [layer.spec],
      created: options.created,
    });
    await loadHostedRows(db, created!, layer.rows());
  }
}
