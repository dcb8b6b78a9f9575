import { z } from 'zod';
import { checkEsriGeometry } from '../../geometry/checkEsriGeometry.ts';
import { sweepBudget } from '../../geometry/findRingContact.ts';
import { orientEsriRings } from '../../geometry/geometryProblem.ts';
import { parseHubInput } from '../../http/parseHubInput.ts';

const longitude = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180.')
  .max(180, 'Longitude must be between -180 and 180.');
const latitude = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90.')
  .max(90, 'Latitude must be between -90 and 90.');
const position = z.tuple([longitude, latitude]);

const geometry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('point'),
    x: longitude,
    y: latitude,
    spatialReference: z.object({ wkid: z.number() }).optional(),
  }),
  z.object({
    type: z.literal('polygon'),
    rings: z.array(z.array(position).min(4, 'A polygon ring needs at least four positions.')).min(1),
    spatialReference: z.object({ wkid: z.number() }).optional(),
  }),
]);

/** Spec 2 §5: an extent as an array pair `[[xmin, ymin], [xmax, ymax]]` or four numeric bounds. */
const extent = z.union([
  z.tuple([position, position]),
  z.object({ xmin: longitude, ymin: latitude, xmax: longitude, ymax: latitude }).transform((b) => [
    [b.xmin, b.ymin],
    [b.xmax, b.ymax],
  ]),
]);

const location = z
  .object({
    type: z.enum(['none', 'custom', 'org', 'item'], 'Location type must be none, custom, org or item.'),
    spatialReference: z.object({ wkid: z.number() }).optional(),
    extent: extent.optional(),
    // Valid as shapes too (issue 40, ADR 0188), one budget for the list; rings kept in Esri's orientation.
    geometries: z
      .array(geometry)
      .max(50)
      .superRefine((list, ctx) => {
        const budget = sweepBudget();
        list.forEach((value, index) => {
          const checked = checkEsriGeometry(value.type === 'point' ? value : { rings: value.rings }, budget);
          if ('problem' in checked) ctx.addIssue({ code: 'custom', message: checked.problem.message, path: [index] });
        });
      })
      .transform((list) =>
        list.map((value) => (value.type === 'polygon' ? { ...value, rings: orientEsriRings(value.rings) } : value)),
      )
      .optional(),
    /** The place's name (the events service's member); `name` is what Plaza's clients sent before. */
    placeName: z.string().max(250).optional(),
    name: z.string().max(250).optional(),
    address: z.string().max(500).optional(),
  })
  .nullable();

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');
const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Times are HH:MM or HH:MM:SS.');
const capacity = z
  .number('Capacity must be a whole number of 0 or more, or null for unlimited.')
  .int('Capacity must be a whole number of 0 or more, or null for unlimited.')
  .min(0, 'Capacity must be a whole number of 0 or more, or null for unlimited.')
  .max(1_000_000)
  .nullable();
const ids = z.array(z.string().min(1).max(64)).max(100);

const fields = {
  title: z
    .string('title is required.')
    .trim()
    .min(1, 'title is required.')
    .max(250, 'title is at most 250 characters.'),
  summary: z.string().max(2_000).nullable(),
  description: z.string().max(200_000).nullable(),
  tags: z.array(z.string().trim().min(1).max(128)).max(128),
  categories: z.array(z.string().trim().min(1).max(256)).max(64),
  timeZone: z.string('timeZone is required (an IANA name such as America/Los_Angeles).'),
  notifyAttendees: z.boolean(),
  allowRegistration: z.boolean(),
  allDay: z.boolean(),
  startDate: date,
  startTime: time,
  endDate: date,
  endTime: time,
  access: z.enum(['PRIVATE', 'ORG', 'PUBLIC'], 'access must be PRIVATE, ORG or PUBLIC.'),
  attendanceType: z
    .array(z.enum(['IN_PERSON', 'VIRTUAL'], 'attendanceType values are IN_PERSON and VIRTUAL.'))
    .min(1, 'attendanceType needs IN_PERSON, VIRTUAL or both.'),
  onlineMeeting: z
    .object({
      url: z
        .url('onlineMeeting.url must be an http(s) URL.')
        .regex(/^https?:\/\//i, 'onlineMeeting.url must be an http(s) URL.')
        .nullish(),
      details: z.string().max(2_000).nullish(),
      capacity: capacity.optional(),
    })
    .nullable(),
  inPersonCapacity: capacity,
  location,
  readGroups: ids,
  editGroups: ids,
  associations: z
    .array(z.object({ entityId: z.string().min(1).max(64), entityType: z.string().max(64).optional() }))
    .max(20),
};

const createSchema = z.strictObject({
  ...fields,
  summary: fields.summary.optional(),
  description: fields.description.optional(),
  tags: fields.tags.optional(),
  categories: fields.categories.optional(),
  notifyAttendees: fields.notifyAttendees.optional(),
  allowRegistration: fields.allowRegistration.optional(),
  allDay: fields.allDay.optional(),
  startTime: fields.startTime.optional(),
  endTime: fields.endTime.optional(),
  access: fields.access.optional(),
  onlineMeeting: fields.onlineMeeting.optional(),
  inPersonCapacity: fields.inPersonCapacity.optional(),
  location: fields.location.optional(),
  readGroups: fields.readGroups.optional(),
  editGroups: fields.editGroups.optional(),
  associations: fields.associations.optional(),
});

const updateSchema = z.strictObject({
  ...createSchema.partial().shape,
  status: z.enum(['PLANNED', 'CANCELED', 'REMOVED'], 'status must be PLANNED, CANCELED or REMOVED.').optional(),
});

export type CreateEventInput = z.output<typeof createSchema>;
export type UpdateEventInput = z.output<typeof updateSchema>;

/**
 * Reads a new event's JSON body (spec 2 §3): a 400 in the hub error shape naming the first field at fault.
 *
 * @example
 * const input = parseCreateEvent(await c.req.json());
 */
export function parseCreateEvent(body: unknown): CreateEventInput {
  return parseHubInput(createSchema, body);
}

/** Reads a PATCH body: any subset of the fields, plus `status`. */
export function parseUpdateEvent(body: unknown): UpdateEventInput {
  return parseHubInput(updateSchema, body);
}
