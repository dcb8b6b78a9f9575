import { Hono } from 'hono';
import { z } from 'zod';
import { eventVisibility } from '../../access/eventVisibility.ts';
import { nowFrom } from '../../auth/clock.ts';
import { registerForEvent } from '../../commands/events/registerForEvent.ts';
import { updateRegistration } from '../../commands/events/updateRegistration.ts';
import { findVisibleEvent } from '../../db/repositories/eventRepository.ts';
import {
  deleteRegistrationRow,
  findRegistrationById,
  searchRegistrationRows,
} from '../../db/repositories/eventRegistrationRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { presentRegistration } from '../../presenters/registrationPresenter.ts';
import { canEditEvent } from '../../access/eventPermissions.ts';
import { readJsonBody } from '../../http/readJsonBody.ts';
import { readRegistrationSearch } from './registrationSearch.ts';
import { requireEventsUser } from './requireEventsUser.ts';
import { nextStart } from '../searchParams.ts';

const registerSchema = z.strictObject({
  eventId: z.string('eventId is required.').min(1, 'eventId is required.'),
  type: z.enum(['IN_PERSON', 'VIRTUAL'], 'type must be IN_PERSON or VIRTUAL.').optional(),
});

const changeSchema = z
  .strictObject({
    status: z
      .enum(['PENDING', 'ACCEPTED', 'DECLINED', 'BLOCKED'], 'status must be PENDING, ACCEPTED, DECLINED or BLOCKED.')
      .optional(),
    role: z.enum(['OWNER', 'ORGANIZER', 'ATTENDEE'], 'role must be OWNER, ORGANIZER or ATTENDEE.').optional(),
  })
  .refine((v) => v.status !== undefined || v.role !== undefined, 'Send status, role or both.');

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new HubApiError(
    400,
    'Bad Request',
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : issue.message,
  );
}

/**
 * `/api/events/v1/registrations` (spec 2 §7, spec 3 §7): register (one per event and user; a repeat answers 200
 * with the existing registration), search (organisers see their events' attendees, everyone else their own),
 * change status or role (organisers) and cancel (the attendee or an organiser).
 *
 * @example
 * app.route('/api/events/v1/registrations', registrationsRoutes());
 */
export function registrationsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.post('/', async (c) => {
    const caller = requireEventsUser(c, 'register for events');
    const input = parse(registerSchema, await readJsonBody(c));
    const { registration, created } = await registerForEvent(c.get('deps').db, caller, input, nowFrom(c.get('deps')));
    return c.json(presentRegistration(registration), created ? 201 : 200);
  });

  routes.get('/', async (c) => {
    const caller = requireEventsUser(c, 'see registrations');
    const { query, page } = readRegistrationSearch(new URL(c.req.url).searchParams, caller);
    const { rows, total } = await searchRegistrationRows(c.get('deps').db, query);
    return c.json({ items: rows.map(presentRegistration), nextStart: nextStart(page, total), total });
  });

  routes.patch('/:id', async (c) => {
    const caller = requireEventsUser(c, 'change registrations');
    const input = parse(changeSchema, await readJsonBody(c));
    const row = await updateRegistration(c.get('deps').db, caller, c.req.param('id'), input, nowFrom(c.get('deps')));
    return c.json(presentRegistration(row));
  });

  routes.delete('/:id', async (c) => {
    const caller = requireEventsUser(c, 'cancel a registration');
    const { db } = c.get('deps');
    const id = c.req.param('id');
    const registration = await findRegistrationById(db, id);
    const event = registration
      ? await findVisibleEvent(db, registration.event_id, eventVisibility(caller), caller.username)
      : undefined;
    const own = registration?.user_id === caller.username;
    if (!registration || !event || (!own && !canEditEvent(event, caller))) {
      throw new HubApiError(404, 'Not Found', `No registration ${id}.`);
    }
    await deleteRegistrationRow(db, id);
    return c.body(null, 204);
  });

  return routes;
}
