import type { Db } from '../../db/database.ts';
import { newId } from '../../db/newId.ts';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import type { PublishParams } from '../../features/publish/publishItemJob.ts';

/** The job type that publishes an item's file as a hosted layer. */
export const PUBLISH_JOB = 'publish';

/**
 * Queues the publishing of an item's file as a hosted layer, unless a publish of the item is already queued or running
 * (`undefined` then). Checks of who may publish what are the caller's (the route's) to make.
 */
export async function queuePublish(
  db: Db,
  owner: string,
  params: PublishParams,
  now: number,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const running = await trx
      .selectFrom('jobs')
      .select('id')
      .where('item_id', '=', params.itemId)
      .where('type', '=', PUBLISH_JOB)
      .where('status', 'in', ['queued', 'processing'])
      .forUpdate()
      .executeTakeFirst();
    if (running) return undefined;
    const id = newId();
    await insertJob(trx, { id, type: PUBLISH_JOB, itemId: params.itemId, owner, params: { ...params }, now });
    return id;
  });
}
