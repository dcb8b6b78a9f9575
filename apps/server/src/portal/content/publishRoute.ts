import type { Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { hasPrivilege } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { queuePublish } from '../../commands/items/queuePublish.ts';
import { findItemFile } from '../../db/repositories/itemFileRepository.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { PortalError, portalErrors } from '../portalError.ts';
import { readPortalParams, stringParam } from '../portalParams.ts';
import { itemErrors } from './itemErrors.ts';

/**
 * `content/users/{owner}/publish` (ArcGIS's publish call; ADR 0121, 0122): publishes a CSV or GeoJSON item's file as a hosted
 * layer on the item itself, in the background. Answers at once with the job, as ArcGIS does; its progress and
 * outcome are read from the item's `status` with `jobId`. For the item's owner or an administrator, who may publish
 * features (`portal:publisher:publishFeatures`).
 *
 * Parameters: `itemId`, `filetype` (`csv` or `geojson`, matching the item's type), `publishParameters` (JSON: `locationType` `coordinates` or `none`,
 * `longitudeFieldName`, `latitudeFieldName`).
 *
 * @example
 * routes.post('/users/:owner/publish', publishRoute);
 */
export async function publishRoute(c: Context<AppEnv>): Promise<Response> {
  const caller = requireUser(c);
  if ((c.req.param('owner') ?? '').toLowerCase() !== caller.username.toLowerCase()) throw itemErrors.forbidden();
  const params = await readPortalParams(c);
  const itemId = (stringParam(params, 'itemId') ?? '').trim().toLowerCase();
  const { db, jobs } = c.get('deps');
  const item = /^[0-9a-f]{32}$/.test(itemId) ? await findVisibleItem(db, itemId, itemVisibility(caller)) : undefined;
  if (!item) throw itemErrors.itemNotFound();
  if (!isItemAdmin(caller, item) || !hasPrivilege(caller, 'portal:publisher:publishFeatures')) {
    throw itemErrors.forbidden();
  }
  const fileType = (stringParam(params, 'filetype') ?? '').trim().toLowerCase();
  if (fileType !== 'csv' && fileType !== 'geojson') {
    throw portalErrors.badRequest('filetype must be csv or geojson.', ['filetype must be csv or geojson.']);
  }
  if (item.type.toLowerCase() !== (fileType === 'csv' ? 'csv' : 'geojson')) {
    const message = `A ${item.type} item cannot be published as ${fileType === 'csv' ? 'a CSV' : 'GeoJSON'}.`;
    throw portalErrors.badRequest(message, [message]);
  }
  if (!(await findItemFile(db, item.id, 'data', ''))) {
    throw portalErrors.badRequest('The item has no file to publish.', ['The item has no file to publish.']);
  }
  const publish = readPublishParameters(stringParam(params, 'publishParameters'));
  const jobId = await queuePublish(
    db,
    caller.username,
    { itemId: item.id, fileType, ...publish },
    nowFrom(c.get('deps')),
  );
  if (!jobId)
    throw new PortalError(409, 'CONT_0409', 'The item is already being published.', [
      'The item is already being published.',
    ]);
  jobs?.poke();
  return c.json({
    services: [{ type: 'Feature Service', serviceItemId: item.id, jobId, size: item.size, success: true }],
  });
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
  return {
    ...(locationType === 'none' ? { noGeometry: true } : {}),
    ...(longitudeField ? { longitudeField } : {}),
    ...(latitudeField ? { latitudeField } : {}),
  };
}
