import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { insertFeatureService } from '../../db/repositories/featureLayerRepository.ts';
import { insertItem } from '../../db/repositories/itemRepository.ts';
import { newId } from '../../db/newId.ts';
import { SERVER_ROOT_PATH } from '../../http/authInfo.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';

/** The type keywords ArcGIS gives a hosted feature service's item. */
const SERVICE_KEYWORDS = ['ArcGIS Server', 'Data', 'Feature Access', 'Feature Service', 'Service', 'Hosted Service'];

/** A service name: letters, digits and underscores, starting with a letter or underscore (ArcGIS's rule). */
export const SERVICE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,119}$/;

/**
 * `createService` (issue 21, ADR 0175): a new private Feature Service item of the caller with an empty hosted service
 * of that name — layers come with `addToDefinition` — in one transaction. A name already taken (ignoring case) is
 * refused, as ArcGIS refuses it. Answers the item's id and the service's root-relative url.
 *
 * @example
 * const { itemId, url } = await createServiceItem(db, caller, { name: 'Tree_answers', now });
 */
export async function createServiceItem(
  db: Db,
  caller: UserCaller,
  input: { readonly name: string; readonly description?: string; readonly now: number },
): Promise<{ readonly itemId: string; readonly url: string }> {
  if (!SERVICE_NAME.test(input.name)) {
    throw featureServiceErrors.invalidParameter(
      'createParameters.name must be 1–120 letters, digits or underscores, not starting with a digit.',
    );
  }
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('feature_services')
      .select('name')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()))
      .executeTakeFirst();
    if (taken) throw featureServiceErrors.invalidParameter(`Service name '${input.name}' already exists.`);
    const itemId = newId();
    const url = `${SERVER_ROOT_PATH}/rest/services/${input.name}/FeatureServer`;
    await insertItem(trx, {
      id: itemId,
      owner: caller.username,
      org_id: caller.orgId,
      owner_folder: null,
      title: input.name,
      type: 'Feature Service',
      type_keywords: SERVICE_KEYWORDS,
      description: input.description ?? '',
      url,
      access: 'private',
      created: input.now,
      modified: input.now,
    });
    await insertFeatureService(trx, { itemId, name: input.name, created: input.now });
    return { itemId, url };
  });
}
