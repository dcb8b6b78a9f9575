import { Hono } from 'hono';
import { sql, type SqlBool } from 'kysely';
import { eventVisibility } from '../../access/eventVisibility.ts';
import { nowFrom } from '../../auth/clock.ts';
import { createEvent } from '../../commands/events/createEvent.ts';
import { updateEvent } from '../../commands/events/updateEvent.ts';
import { searchRegistrationRows } from '../../db/repositories/eventRegistrationRepository.ts';
import { deleteEventRow, findVisibleEvent, searchEventRows } from '../../db/repositories/eventRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { presentEvent } from '../../presenters/eventPresenter.ts';
import { presentRegistration } from '../../presenters/registrationPresenter.ts';
import { eventPermission } from '../../access/eventPermissions.ts';
import { parseCreateEvent, parseUpdateEvent } from '../../commands/events/eventInput.ts';
import { readEventSearch } from './eventSearch.ts';
import { readRegistrationSearch } from './registrationSearch.ts';
import { readJsonBody } from '../../http/readJsonBody.ts';
import { requireEventsUser } from './requireEventsUser.ts';
import { nextStart } from '../searchParams.ts';

/**
 * `/api/events/v1/events` (spec 2 §7, spec 3 §7): create, search, read, change and delete events. The token comes
 * from the Authorization header; every event in a response carries the caller's permission object; errors are
 * `{error:{title,detail}}` with real statuses. An event the caller may not read answers 404 like a missing one.
 *
 * @example
 * app.route('/api/events/v1/events', eventsRoutes());
 */
export function eventsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.post('/', async (c) => {
    const caller = requireEventsUser(c, 'create events');
    const input = parseCreateEvent(await readJsonBody(c));
    const { db } = c.get('deps');
    const id = await createEvent(db, caller, input, nowFrom(c.get('deps')));
    const row = await findVisibleEvent(db, id, eventVisibility(caller), caller.username);
    return c.json(presentEvent(row!, caller), 201);
  });

  routes.get('/', async (c) => {
    const caller = c.get('caller');
    const { db } = c.get('deps');
    const { query, page, includeRegistrations } = readEventSearch(new URL(c.req.url).searchParams, caller);
    const username = caller.kind === 'user' ? caller.username : undefined;
    const { rows, total } = await searchEventRows(db, username, query);
    const items = rows.map((row) => presentEvent(row, caller));
    if (includeRegistrations && caller.kind === 'user' && rows.length > 0) {
      const { query: registrations } = readRegistrationSearch(new URLSearchParams({ num: '100' }), caller);
      const found = await searchRegistrationRows(db, {
        ...registrations,
        where: [
          ...registrations.where,
          sql<SqlBool>`event_registrations.event_id in (${sql.join(rows.map((r) => r.id))})`,
        ],
        limit: 1000,
      });
      const byEvent = new Map<string, typeof found.rows>();
      for (const r of found.rows) byEvent.set(r.event_id, [...(byEvent.get(r.event_id) ?? []), r]);
      return c.json({
        items: items.map((item) => ({ ...item, registrations: (byEvent.get(item.id) ?? []).map(presentRegistration) })),
        nextStart: nextStart(page, total),
        total,
      });
    }
    return c.json({ items, nextStart: nextStart(page, total), total });
  });

  routes.get('/:id', async (c) => {
    const caller = c.get('caller');
    const row = await findVisibleEvent(
      c.get('deps').db,
      c.req.param('id'),
      eventVisibility(caller),
      caller.kind === 'user' ? caller.username : undefined,
    );
    if (!row) throw new HubApiError(404, 'Not Found', `No event ${c.req.param('id')}.`);
    return c.json(presentEvent(row, caller));
  });

  routes.patch('/:id', async (c) => {
    const caller = requireEventsUser(c, 'change events');
    const input = parseUpdateEvent(await readJsonBody(c));
    const { db } = c.get('deps');
    const id = c.req.param('id');
    await updateEvent(db, caller, id, input, nowFrom(c.get('deps')));
    const row = await findVisibleEvent(db, id, eventVisibility(caller), caller.username);
    if (!row) throw new HubApiError(404, 'Not Found', `No event ${id}.`);
    return c.json(presentEvent(row, caller));
  });

  routes.delete('/:id', async (c) => {
    const caller = requireEventsUser(c, 'delete events');
    const { db } = c.get('deps');
    const id = c.req.param('id');
    const row = await findVisibleEvent(db, id, eventVisibility(caller), caller.username);
    if (!row) throw new HubApiError(404, 'Not Found', `No event ${id}.`);
    if (!eventPermission(row, caller).canDelete) {
      throw new HubApiError(403, 'Forbidden', 'Only the creator of this event or an administrator can delete it.');
    }
    await deleteEventRow(db, id);
    return c.body(null, 204);
  });

  return routes;
}
