import { Hono, type Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { Caller } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { resolveCaller } from '../../auth/resolveCaller.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { forceUpdateItem } from './forceUpdateItem.ts';

const ITEM_ID = /^[0-9a-f]{32}$/i;
/** A token alone in the header, without a scheme: how the reference's `forceUpdateContent` sends it. */
const BARE_TOKEN = /^[A-Za-z0-9._~+/=-]{16,2048}$/;

/**
 * The caller of a hub jobs call: the `Bearer` token the caller middleware already read, or else the bare token in
 * `Authorization` that the spec's client sends (`authorization: {token}`, spec 3 §7). A bare token that names no
 * one is refused as any invalid token is on `/api` (401).
 */
async function jobsCaller(c: Context<AppEnv>): Promise<Caller> {
  const caller = c.get('caller');
  if (caller.kind === 'user') return caller;
  const header = (c.req.header('authorization') ?? '').trim();
  if (!BARE_TOKEN.test(header)) return caller;
  const deps = c.get('deps');
  const resolved = await resolveCaller(deps.db, header, nowFrom(deps), {
    referer: c.req.header('referer'),
    ip: requestIp(c),
  });
  if (!resolved) throw new HubApiError(401, 'Unauthorized', 'Invalid or expired token.');
  return resolved;
}

/**
 * `/api/v3/jobs` (spec 3 §7, issue 44 item 8; ADR 0209): `POST /item/{id}/forceUpdate` builds the item's downloads
 * again now (its managers only: the owner and the org's administrators, as for its download schedule). An item the
 * caller may not read is a 404 like one that does not exist; anonymous callers are asked to sign in (401). Answers
 * 202 with what was queued, so the reference's client, which reads `response.ok`, sees true.
 *
 * @example
 * app.route('/api/v3/jobs', jobsRoutes());
 */
export function jobsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.post('/item/:id/forceUpdate', async (c) => {
    const id = c.req.param('id').toLowerCase();
    const caller = await jobsCaller(c);
    const { db, jobs } = c.get('deps');
    const item = ITEM_ID.test(id) ? await findVisibleItem(db, id, itemVisibility(caller)) : undefined;
    if (!item) throw new HubApiError(404, 'Not Found', `Item ${id.slice(0, 40)} not found.`);
    if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', 'Sign in to update the item’s downloads.');
    if (!isItemAdmin(caller, item)) {
      throw new HubApiError(403, 'Forbidden', 'Only those who manage the item may update its downloads.');
    }
    const result = await forceUpdateItem(db, item.id, caller.username, nowFrom(c.get('deps')));
    jobs?.poke();
    return c.json(result, 202);
  });
  return routes;
}
