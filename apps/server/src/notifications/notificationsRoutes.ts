import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { eventVisibility } from '../access/eventVisibility.ts';
import { itemVisibility } from '../access/itemVisibility.ts';
import type { UserCaller } from '../auth/caller.ts';
import { nowFrom } from '../auth/clock.ts';
import { findVisibleEvent } from '../db/repositories/eventRepository.ts';
import { findVisibleItem } from '../db/repositories/itemRepository.ts';
import {
  deleteNotificationFollow,
  insertNotificationFollow,
  isNotificationFollower,
} from '../db/repositories/notificationFollowRepository.ts';
import {
  findNotificationPreferences,
  saveNotificationPreferences,
} from '../db/repositories/notificationPreferenceRepository.ts';
import {
  cancelPendingEmail,
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
} from '../db/repositories/notificationRepository.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import { parseHubInput } from '../http/parseHubInput.ts';
import { readJsonBody } from '../http/readJsonBody.ts';
import { nextStart } from '../hub/searchParams.ts';
import { presentNotification } from './notificationPresenter.ts';
import { preferencesInputSchema, presentPreferences } from './notificationPreferences.ts';
import { unsubscribeRoutes } from './unsubscribeRoutes.ts';

const listSchema = z.strictObject({
  start: z.coerce
    .number('start must be a number.')
    .int('start must be a whole number.')
    .min(1, 'start must be 1 or more.')
    .max(10_000, 'start must be 10000 or less.')
    .default(1),
  num: z.coerce
    .number('num must be a number.')
    .int('num must be a whole number.')
    .min(1, 'num must be 1 or more.')
    .max(100, 'num must be 100 or less.')
    .default(20),
  unread: z.enum(['true', 'false'], 'unread must be true or false.').optional(),
});

const readSchema = z.strictObject({
  ids: z
    .array(z.string().max(64), 'ids must be a list of notification ids.')
    .min(1, 'ids must name at least one notification.')
    .max(100, 'ids may name 100 notifications at most.'),
});

const targetSchema = z.strictObject({
  kind: z.enum(['item', 'event'], 'kind must be item or event.'),
  id: z.string().regex(/^[0-9a-f]{32}$/, 'id must be an item or event id.'),
});

function requireMember(c: Context<AppEnv>): UserCaller {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', 'Sign in to see your notifications.');
  return caller;
}

async function mayRead(c: Context<AppEnv>, caller: UserCaller, target: z.output<typeof targetSchema>) {
  const { db } = c.get('deps');
  const found =
    target.kind === 'item'
      ? await findVisibleItem(db, target.id, itemVisibility(caller))
      : await findVisibleEvent(db, target.id, eventVisibility(caller), caller.username);
  if (!found) throw new HubApiError(404, 'Not Found', `No ${target.kind} ${target.id}.`);
}

/**
 * `/api/notifications/v1` (issue 43 item 6, ADR 0206): the signed-in person's notifications (newest first, paged,
 * with the unread count), marking read, their preferences (e-mail off, at once or daily; kinds on or off), following an
 * item or an event, and the signed unsubscribe link of every e-mail (no sign-in). Everyone sees only their own.
 *
 * @example
 * app.route('/api/notifications/v1', notificationsRoutes());
 */
export function notificationsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.route('/unsubscribe', unsubscribeRoutes());

  routes.get('/', async (c) => {
    const caller = requireMember(c);
    const query = parseHubInput(listSchema, c.req.query());
    const page = await listNotifications(c.get('deps').db, caller.username, {
      start: query.start,
      num: query.num,
      unreadOnly: query.unread === 'true',
    });
    c.header('Cache-Control', 'no-store');
    return c.json({
      notifications: page.rows.map(presentNotification),
      total: page.total,
      unread: page.unread,
      start: query.start,
      num: query.num,
      nextStart: nextStart({ start: query.start, limit: query.num }, page.total),
    });
  });

  routes.get('/count', async (c) => {
    const caller = requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ unread: await countUnreadNotifications(c.get('deps').db, caller.username) });
  });

  routes.post('/read', async (c) => {
    const caller = requireMember(c);
    const input = parseHubInput(readSchema, await readJsonBody(c));
    const deps = c.get('deps');
    const updated = await markNotificationsRead(deps.db, caller.username, input.ids, nowFrom(deps));
    return c.json({ updated, unread: await countUnreadNotifications(deps.db, caller.username) });
  });

  routes.post('/read-all', async (c) => {
    const caller = requireMember(c);
    const deps = c.get('deps');
    const updated = await markNotificationsRead(deps.db, caller.username, 'all', nowFrom(deps));
    return c.json({ updated, unread: 0 });
  });

  routes.get('/preferences', async (c) => {
    const caller = requireMember(c);
    const { db, config } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    return c.json(presentPreferences(await findNotificationPreferences(db, caller.username), !!config.mail.smtpUrl));
  });

  routes.put('/preferences', async (c) => {
    const caller = requireMember(c);
    const input = parseHubInput(preferencesInputSchema, await readJsonBody(c));
    const deps = c.get('deps');
    const now = nowFrom(deps);
    const before = await findNotificationPreferences(deps.db, caller.username);
    const kinds = input.kinds
      ? Object.fromEntries(
          Object.entries({ ...before?.kinds, ...input.kinds }).filter(
            (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
          ),
        )
      : undefined;
    await deps.db.transaction().execute(async (trx) => {
      await saveNotificationPreferences(
        trx,
        caller.username,
        { ...(input.email ? { email: input.email } : {}), ...(kinds ? { kinds } : {}) },
        now,
      );
      // E-mail turned off: what waited to be sent is not sent.
      if (input.email === 'off') await cancelPendingEmail(trx, caller.username);
    });
    const after = await findNotificationPreferences(deps.db, caller.username);
    return c.json(presentPreferences(after, !!deps.config.mail.smtpUrl));
  });

  routes.get('/follows/:kind/:id', async (c) => {
    const caller = requireMember(c);
    const target = parseHubInput(targetSchema, c.req.param());
    await mayRead(c, caller, target);
    c.header('Cache-Control', 'no-store');
    return c.json({ following: await isNotificationFollower(c.get('deps').db, caller.username, target) });
  });

  routes.put('/follows/:kind/:id', async (c) => {
    const caller = requireMember(c);
    const target = parseHubInput(targetSchema, c.req.param());
    await mayRead(c, caller, target);
    const deps = c.get('deps');
    await insertNotificationFollow(deps.db, caller.username, target, nowFrom(deps));
    return c.json({ following: true });
  });

  routes.delete('/follows/:kind/:id', async (c) => {
    const caller = requireMember(c);
    const target = parseHubInput(targetSchema, c.req.param());
    await deleteNotificationFollow(c.get('deps').db, caller.username, target);
    return c.json({ following: false });
  });
  return routes;
}
