import type { Context } from 'hono';
import { sql } from 'kysely';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { findVisibleFeatureService } from '../../db/repositories/featureLayerRepository.ts';
import { findRelatedItems } from '../../db/repositories/itemRelationshipRepository.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';
import type { LoadedService } from '../loadFeatureService.ts';

/** Who may add to a service: its managers, or anyone answering a survey whose layer it is. */
export interface EditAccess {
  readonly service: LoadedService;
  /** The survey (a Form item the caller may read) whose answers go to this service; absent for its managers. */
  readonly survey?: ItemRow;
}

/**
 * The hosted service of the `:name` parameter for adding features (issue 21, ADR 0174): its managers add as they like;
 * anyone who may read a survey of the service's owner whose `Survey2Service` relationship points at it adds answers
 * under the survey's rules —
 * without being able to read the service (others' answers stay private). A service the caller may neither change,
 * read nor answer a survey into is not found; one they may read but not change is refused.
 *
 * @example
 * const { service, survey } = await loadServiceForEdit(c);
 */
export async function loadServiceForEdit(c: Context<AppEnv>): Promise<EditAccess> {
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const service = await findVisibleFeatureService(db, c.req.param('name') ?? '', sql`true`);
  if (!service) throw featureServiceErrors.serviceNotFound();
  if (isItemAdmin(caller, service.item)) return { service };
  const visible = itemVisibility(caller);
  // Only a survey of the service's own owner counts: a relationship alone never opens someone else's layer.
  const [survey] = (await findRelatedItems(db, service.item.id, 'Survey2Service', 'reverse', visible)).filter(
    (item) => item.type === 'Form' && item.owner === service.item.owner,
  );
  if (survey) return { service, survey };
  if (await findVisibleItem(db, service.item.id, visible)) throw featureServiceErrors.notPermitted();
  throw featureServiceErrors.serviceNotFound();
}
