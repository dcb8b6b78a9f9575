import { Hono, type Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { Caller, UserCaller } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import type { Db } from '../../db/database.ts';
import type { EntitySettings } from '../../db/discussionTables.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { readJsonBody } from '../../http/readJsonBody.ts';
import { parseCreateSetting, parseUpdateSetting } from '../../commands/discussions/discussionInput.ts';

/** The item an entity setting belongs to: readable by the caller (else 404) and, for writes, administered by them. */
async function loadEntity(db: Db, caller: Caller, id: string, write: boolean) {
  const item = /^[0-9a-f]{32}$/.test(id) ? await findVisibleItem(db, id, itemVisibility(caller)) : undefined;
  if (!item) throw new HubApiError(404, 'Not Found', `No entity ${id}.`);
  if (write && (caller.kind !== 'user' || !isItemAdmin(caller, item))) {
    throw new HubApiError(403, 'Forbidden', 'Only those who manage the entity may change its settings.');
  }
  return item;
}

const DEFAULT_SETTINGS = { discussions: { allowedChannelIds: null, allowedLocations: null } };

function present(row: {
  id: string;
  type: string;
  settings: EntitySettings;
  creator: string;
  editor: string | null;
  created_at: number;
  updated_at: number;
}) {
  const discussions = row.settings.discussions ?? {};
  return {
    id: row.id,
    type: row.type,
    settings: {
      discussions: {
        allowedChannelIds: discussions.allowedChannelIds ?? null,
        allowedLocations: discussions.allowedLocations ?? null,
      },
    },
    creator: row.creator,
    editor: row.editor ?? row.creator,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function requireUser(c: Context<AppEnv>): UserCaller {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', 'Sign in to change settings.');
  return caller;
}

/**
 * `/api/discussions/v1/settings` (spec 3 §7, spec 2 §3 Discussion entity settings): `POST` creates an entity's
 * settings (its id is the entity's), `GET`/`PATCH`/`DELETE /{id}` read (the defaults when none are stored), change
 * and remove them. Reading follows the
 * entity's sharing; writing needs the right to administer it.
 */
export function settingsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.post('/', async (c) => {
    const caller = requireUser(c);
    const input = parseCreateSetting(await readJsonBody(c));
    const { db } = c.get('deps');
    await loadEntity(db, caller, input.id, true);
    const now = nowFrom(c.get('deps'));
    const row = await db
      .insertInto('entity_settings')
      .values({
        id: input.id,
        type: input.type,
        settings: JSON.stringify(input.settings),
        creator: caller.username,
        editor: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row)
      throw new HubApiError(409, 'Conflict', `The entity ${input.id} has settings already: change them with PATCH.`);
    return c.json(present(row), 201);
  });

  routes.get('/:id', async (c) => {
    const { db } = c.get('deps');
    const item = await loadEntity(db, c.get('caller'), c.req.param('id'), false);
    const row = await db.selectFrom('entity_settings').selectAll().where('id', '=', item.id).executeTakeFirst();
    // Every readable entity has settings: none stored reads as the defaults, both null (spec 2 §3; ADR 0151), so a
    // board asking for them costs no failed request.
    if (!row) return c.json({ id: item.id, type: 'content', settings: DEFAULT_SETTINGS });
    return c.json(present(row));
  });

  routes.patch('/:id', async (c) => {
    const caller = requireUser(c);
    const { db } = c.get('deps');
    const item = await loadEntity(db, caller, c.req.param('id'), true);
    const input = parseUpdateSetting(await readJsonBody(c));
    const row = await db
      .updateTable('entity_settings')
      .set({ settings: JSON.stringify(input.settings), editor: caller.username, updated_at: nowFrom(c.get('deps')) })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HubApiError(404, 'Not Found', `No settings for ${item.id}.`);
    return c.json(present(row));
  });

  routes.delete('/:id', async (c) => {
    const caller = requireUser(c);
    const { db } = c.get('deps');
    const item = await loadEntity(db, caller, c.req.param('id'), true);
    const removed = await db.deleteFrom('entity_settings').where('id', '=', item.id).returning('id').executeTakeFirst();
    if (!removed) throw new HubApiError(404, 'Not Found', `No settings for ${item.id}.`);
    return c.json({ id: item.id, success: true });
  });
  return routes;
}
