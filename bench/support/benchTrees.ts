import type { Db } from '../../apps/server/src/db/database.ts';
import type { NewFeatureRow } from '../../apps/server/src/db/repositories/featureRowRepository.ts';
import { createHostedService, loadHostedRows } from '../../apps/server/src/features/publishHostedLayers.ts';

const CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor', 'Dead'];

/** Generated tree points (Condition, DBH, Planted over ten years before `now`), the same for a seed on every run. */
export function* benchTreePoints(count: number, seed: number, now: number): Iterable<NewFeatureRow> {
  let state = seed;
  const rand = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 1; i <= count; i++) {
    const x = -118 + rand() * 2;
    const y = 33 + rand() * 2;
    yield {
      objectId: i,
      values: [CONDITIONS[i % 5]!, Math.round(rand() * 400) / 10, now - Math.floor(rand() * 3650) * 86_400_000],
      geometry: { x, y },
      bbox: [x, y, x, y],
    };
  }
}

/**
 * Publishes a hosted point layer of generated trees on an item (its service named after `title`), in one transaction.
 * Returns how long the load took, in seconds.
 */
export async function loadBenchTrees(
  db: Db,
  options: {
    readonly itemId: string;
    readonly title: string;
    readonly count: number;
    readonly seed: number;
    readonly now: number;
  },
): Promise<number> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const [layer] = await createHostedService(trx, {
      itemId: options.itemId,
      title: options.title,
      layers: [
        {
          name: options.title,
          geometryType: 'esriGeometryPoint',
          fields: [
            { name: 'Condition', type: 'esriFieldTypeString' },
            { name: 'DBH', type: 'esriFieldTypeDouble' },
            { name: 'Planted', type: 'esriFieldTypeDate' },
          ],
        },
      ],
      created: options.now,
    });
    await loadHostedRows(trx, layer!, benchTreePoints(options.count, options.seed, options.now));
  });
  return (performance.now() - started) / 1000;
}
