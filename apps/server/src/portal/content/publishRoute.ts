import type { Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { hasPrivilege, type UserCaller } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { queuePublish } from '../../commands/items/queuePublish.ts';
import { PUBLISHABLE_TYPES, type PublishableType } from '../../features/publish/fieldTypeOverrides.ts';
import { findItemFile, type ItemFileRow } from '../../db/repositories/itemFileRepository.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { PortalError, portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import type { PublishFileType } from '../../features/publish/publishItemJob.ts';

const FILE_TYPE_WORDS: Record<PublishFileType, string> = {
  csv: 'a CSV',
  geojson: 'GeoJSON',
  shapefile: 'a zipped shapefile',
};

/**
 * `content/users/{owner}/publish` (ArcGIS's publish call; ADR 0121, 0122): publishes a CSV, GeoJSON or zipped Shapefile item's file as a hosted
 * layer on the item itself, in the background. Answers at once with the job, as ArcGIS does; its progress and
 * outcome are read from the item's `status` with `jobId`. For the item's owner or an administrator, who may publish
 * features (`portal:publisher:publishFeatures`).
 *
 * Parameters: `itemId`, `filetype` (`csv`, `geojson` or `shapefile`, matching the item's type), `publishParameters` (JSON: `locationType` `coordinates` or `none`,
 * `longitudeFieldName`, `latitudeFieldName`).
 *
 * @example
 * routes.post('/users/:owner/publish', publishRoute);
 */
export async function publishRoute(c: Context<AppEnv>): Promise<Response> {
  const caller = requireUser(c);
  if ((c.req.param('owner') ?? '').toLowerCase() !== caller.username.toLowerCase()) throw itemErrors.forbidden();
  const params = await readPortalParams(c);
  const { item, fileType } = await loadPublishableItem(c, caller, params, 'itemId');
  const publish = readPublishParameters(stringParam(params, 'publishParameters'));
  const { db, jobs } = c.get('deps');
  const jobId = await queuePublish(
    db,
    caller.username,
    { itemId: item.id, fileType, ...publish },
    nowFrom(c.get('deps')),
  );
  if (!jobId) {
    throw new PortalError(409, 'CONT_0409', 'The item is already being published.', [
      'The item is already being published.',
    ]);
  }
  jobs?.poke();
  return c.json({
    services: [{ type: 'Feature Service', serviceItemId: item.id, jobId, size: item.size, success: true }],
  });
}

/**
 * The item a publish or an analysis is about (`param` names its id): one the caller may read (else not found), may
 * administer and publish features for (else 403), of the type the `filetype` names, with a file.
 */
export async function loadPublishableItem(
  c: Context<AppEnv>,
  caller: UserCaller,
  params: PortalParams,
  param: string,
): Promise<{ item: ItemRow; fileType: PublishFileType; file: ItemFileRow }> {
  const itemId = (stringParam(params, param) ?? '').trim().toLowerCase();
  const { db } = c.get('deps');
  const item = /^[0-9a-f]{32}$/.test(itemId) ? await findVisibleItem(db, itemId, itemVisibility(caller)) : undefined;
  if (!item) throw itemErrors.itemNotFound();
  if (!isItemAdmin(caller, item) || !hasPrivilege(caller, 'portal:publisher:publishFeatures')) {
    throw itemErrors.forbidden();
  }
  const fileType = (stringParam(params, 'filetype') ?? '').trim().toLowerCase();
  if (fileType !== 'csv' && fileType !== 'geojson' && fileType !== 'shapefile') {
    const message = 'filetype must be csv, geojson or shapefile.';
    throw portalErrors.badRequest(message, [message]);
  }
  if (item.type.toLowerCase() !== fileType) {
    const message = `A ${item.type} item cannot be published as ${FILE_TYPE_WORDS[fileType]}.`;
    throw portalErrors.badRequest(message, [message]);
  }
  const file = await findItemFile(db, item.id, 'data', '');
  if (!file) throw portalErrors.badRequest('The item has no file to publish.', ['The item has no file to publish.']);
  return { item, fileType, file };
}

function readPublishParameters(text: string | undefined) {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw portalErrors.badRequest('publishParameters is not valid JSON.', ['publishParameters is not valid JSON.']);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw portalErrors.badRequest('publishParameters must be a JSON object.', [
      'publishParameters must be a JSON object.',
    ]);
  }
  const p = value as Record<string, unknown>;
  const text_ = (name: string) => {
    const v = p[name];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || v.length > 256) {
      throw portalErrors.badRequest(`${name} must be a column name.`, [`${name} must be a column name.`]);
    }
    return v;
  };
  const locationType = text_('locationType');
  if (locationType !== undefined && locationType !== 'coordinates' && locationType !== 'none') {
    throw portalErrors.badRequest('locationType must be coordinates or none.', [
      'locationType must be coordinates or none.',
    ]);
  }
  const longitudeField = text_('longitudeFieldName');
  const latitudeField = text_('latitudeFieldName');
  const fieldTypes = readFieldTypes(p.layerInfo);
  return {
    ...(locationType === 'none' ? { noGeometry: true } : {}),
    ...(longitudeField ? { longitudeField } : {}),
    ...(latitudeField ? { latitudeField } : {}),
    ...(fieldTypes ? { fieldTypes } : {}),
  };
}

/** `layerInfo.fields` of the publish parameters: the types a publisher chose, by field name. */
function readFieldTypes(layerInfo: unknown): Record<string, PublishableType> | undefined {
  if (layerInfo === undefined || layerInfo === null) return undefined;
  const fields = (layerInfo as { fields?: unknown }).fields;
  const bad = (message: string) => portalErrors.badRequest(message, [message]);
  if (!Array.isArray(fields) || fields.length > 500) throw bad('layerInfo.fields must be a list of fields.');
  const types: Record<string, PublishableType> = {};
  for (const field of fields) {
    const { name, type } = (field ?? {}) as { name?: unknown; type?: unknown };
    if (typeof name !== 'string' || name.length > 128) throw bad('Each field of layerInfo.fields needs a name.');
    if (!(PUBLISHABLE_TYPES as readonly unknown[]).includes(type)) {
      throw bad(`The type of field ${name.slice(0, 64)} must be one of ${PUBLISHABLE_TYPES.join(', ')}.`);
    }
    types[name] = type as PublishableType;
  }
  return types;
}
