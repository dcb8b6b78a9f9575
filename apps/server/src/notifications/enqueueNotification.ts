import type { Db } from '../db/database.ts';
import { newId } from '../db/newId.ts';
import { insertJob } from '../db/repositories/jobRepository.ts';
import {
  anyFollowersGroup,
  eventHasAudience,
  itemHasFollowers,
} from '../db/repositories/notificationRecipientRepository.ts';
import type { NotificationCause } from './notificationCause.ts';

/** The job type that fans a cause out to the people it concerns. */
export const NOTIFY_JOB = 'notify';

/**
 * Queues the fan-out of a cause inside the write's own transaction (ADR 0206): the job exists exactly when the write
 * committed, so a rolled-back write tells nobody, and the job table runs it once across processes. A cause with nobody
 * who could hear of it (no followers, no registrants) queues nothing.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await applyShare(trx, caller, item, request, now);
 *   await enqueueNotification(trx, { kind: 'item-shared', itemId: item.id, actor, origin, at: now });
 * });
 */
export async function enqueueNotification(trx: Db, cause: NotificationCause): Promise<void> {
  if (!(await hasAudience(trx, cause))) return;
  await insertJob(trx, {
    id: newId(),
    type: NOTIFY_JOB,
    itemId: null,
    owner: cause.actor,
    params: { ...cause },
    now: cause.at,
  });
}

function hasAudience(trx: Db, cause: NotificationCause): Promise<boolean> {
  switch (cause.kind) {
    case 'item-shared':
      return anyFollowersGroup(trx);
    case 'item-version':
      return itemHasFollowers(trx, cause.itemId);
    case 'event-changed':
      return eventHasAudience(trx, cause.eventId);
    case 'post-reply':
      return Promise.resolve(true);
  }
}
