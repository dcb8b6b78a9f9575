import { isItemAdmin } from '../../access/itemControl.ts';
import type { Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { nowFrom } from '../../auth/clock.ts';
import {
  deleteItemRelationship,
  findRelatedItems,
  insertItemRelationship,
  type ItemRelationship,
} from '../../db/repositories/itemRelationshipRepository.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import { findItemsInUpdateGroups } from '../../db/repositories/itemShareRepository.ts';
import { itemControlFor } from '../../access/itemControl.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { requestOrigin } from '../../http/requestOrigin.ts';
import { presentItem } from '../../presenters/itemPresenter.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { loadVisibleItem } from './loadItem.ts';
import { requireItemEditor } from './requireItemEditor.ts';

/** The relationship types the portal keeps (ArcGIS's names; a survey's are `Survey2Service` and `Survey2Data`). */
export const RELATIONSHIP_TYPES: ReadonlySet<string> = new Set([
  'Map2Service',
  'WMA2Code',
  'Map2FeatureCollection',
  'MobileApp2Code',
  'Service2Data',
  'Service2Service',
  'Map2AppConfig',
  'Item2Attachment',
  'Item2Report',
  'Listed2Provisioned',
  'Style2Style',
  'Service2Style',
  'Survey2Service',
  'Survey2Data',
  'Service2Route',
  'Area2Package',
  'Map2Area',
  'Service2Layer',
  'Solution2Item',
]);

const ITEM_ID = /^[0-9a-f]{32}$/;

async function visibleItemParam(c: Context<AppEnv>, value: string | undefined, name: string): Promise<ItemRow> {
  const id = (value ?? '').trim().toLowerCase();
  if (!ITEM_ID.test(id)) throw itemErrors.invalid(`${name} must be an item id.`);
  const item = await findVisibleItem(c.get('deps').db, id, itemVisibility(c.get('caller')));
  if (!item) throw itemErrors.itemNotFound();
  return item;
}

function relationshipType(value: string | undefined): string {
  const type = (value ?? '').trim();
  if (!RELATIONSHIP_TYPES.has(type)) {
    throw itemErrors.invalid(`relationshipType must be one of ${[...RELATIONSHIP_TYPES].join(', ')}.`);
  }
  return type;
}

/**
 * `content/users/{username}/addRelationship` and `deleteRelationship` (issue 21): the caller relates an item they may
 * change (the origin) to an item they may read (the destination), with a known type — for `Survey2Service`, which
 * lets the survey's readers add answers to the destination, one they manage. Asking again changes nothing.
 */
export function changeRelationship(change: 'add' | 'delete') {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const caller = requireUser(c);
    if ((c.req.param('owner') ?? '').toLowerCase() !== caller.username.toLowerCase()) throw itemErrors.forbidden();
    const params = await readPortalParams(c);
    const type = relationshipType(stringParam(params, 'relationshipType'));
    const origin = await visibleItemParam(c, stringParam(params, 'originItemId'), 'originItemId');
    const destination = await visibleItemParam(c, stringParam(params, 'destinationItemId'), 'destinationItemId');
    if (origin.id === destination.id) throw itemErrors.invalid('An item cannot be related to itself.');
    await requireItemEditor(c, caller, origin);
    // A survey's layer takes answers from the survey's readers (ADR 0174): only its own managers may name it so.
    if (type === 'Survey2Service' && !isItemAdmin(caller, destination)) throw itemErrors.forbidden();
    const relationship: ItemRelationship = { originId: origin.id, destinationId: destination.id, type };
    const { db } = c.get('deps');
    if (change === 'add') await insertItemRelationship(db, relationship, nowFrom(c.get('deps')));
    else await deleteItemRelationship(db, relationship);
    return c.json({ success: true });
  };
}

/**
 * `content/items/{id}/relatedItems?relationshipType=&direction=forward|reverse`: the items related to one that the
 * caller may read (a related item they may not read is not named, nor counted).
 */
export async function relatedItemsRoute(c: Context<AppEnv>): Promise<Response> {
  const item = await loadVisibleItem(c);
  const params = await readPortalParams(c);
  const type = relationshipType(stringParam(params, 'relationshipType'));
  const direction = (stringParam(params, 'direction') ?? 'forward').toLowerCase();
  if (direction !== 'forward' && direction !== 'reverse')
    throw itemErrors.invalid('direction must be forward or reverse.');
  const caller = c.get('caller');
  const { db } = c.get('deps');
  const related = await findRelatedItems(db, item.id, type, direction, itemVisibility(caller));
  const updatable =
    caller.kind === 'user'
      ? await findItemsInUpdateGroups(
          db,
          related.map((row) => row.id),
          caller.groupIds,
        )
      : new Set<string>();
  return c.json({
    total: related.length,
    relatedItems: related.map((row) =>
      presentItem(row, {
        itemControl: itemControlFor(caller, row, updatable.has(row.id)),
        callerOrgId: caller.kind === 'user' ? caller.orgId : undefined,
        origin: requestOrigin(c),
      }),
    ),
  });
}
