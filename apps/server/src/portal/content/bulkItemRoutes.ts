import { Hono } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { deleteItems } from '../../commands/items/deleteItems.ts';
import { moveItems } from '../../commands/items/moveItems.ts';
import { shareItems } from '../../commands/items/shareItems.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { readBulkItems } from './readBulkItems.ts';
import { readShareParams } from './readShareParams.ts';
import { readTargetFolder } from './readTargetFolder.ts';

/**
 * Bulk item calls of the caller (issue 18, ADR 0153), each all or nothing: `content/users/{user}/shareItems`
 * (`items`, `everyone`, `org`, `groups`), `/moveItems` (`items`, `folder`: an id, or empty or `/` for the root) and
 * `/deleteItems` (`items`). A refusal names every item that stopped it and changes nothing.
 */
export function bulkItemRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/users/:owner/shareItems', async (c) => {
    const { caller, params, ids, found } = await readBulkItems(c);
    const now = nowFrom(c.get('deps'));
    return c.json(await shareItems(c.get('deps').db, caller, ids, found, readShareParams(params), now));
  });
  routes.post('/users/:owner/moveItems', async (c) => {
    const { caller, params, ids, found } = await readBulkItems(c);
    const { db } = c.get('deps');
    const folder = await readTargetFolder(db, caller.username, params);
    return c.json(await moveItems(db, caller, ids, found, folder));
  });
  routes.post('/users/:owner/deleteItems', async (c) => {
    const { caller, ids, found } = await readBulkItems(c);
    return c.json(await deleteItems(c.get('deps').db, caller, ids, found));
  });
  return routes;
}
