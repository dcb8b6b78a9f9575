import type { Db } from '../database.ts';
import { deleteFeatureService } from './featureLayerRepository.ts';

/**
 * Deletes an item and what goes with it — its hosted layers' row tables and its discussion settings — in one
 * transaction.
 */
export async function deleteItemRow(db: Db, id: string): Promise<void> {
  const remove = async (trx: Db) => {
    await deleteFeatureService(trx, id);
    await trx.deleteFrom('entity_settings').where('id', '=', id).execute();
    await trx.deleteFrom('items').where('id', '=', id).execute();
  };
  if (db.isTransaction) await remove(db);
  else await db.transaction().execute(remove);
}
