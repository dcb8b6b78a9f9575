import { TELEMETRY_EVENT_TYPES, TELEMETRY_LIMITS, TELEMETRY_USER_TYPES, type TelemetryBatch } from '@plaza/core';
import { z } from 'zod';
import { parseHubInput } from '../http/parseHubInput.ts';

const ITEM_ID = /^[0-9a-f]{32}$/;
/** A browser-made random id: a UUID or the like. */
const RANDOM_ID = /^[A-Za-z0-9-]{8,64}$/;

const text = (name: string, max: number) =>
  z.string(`${name} must be text.`).max(max, `${name} is at most ${max} characters.`);
const whole = (name: string, max: number) =>
  z
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(0, `${name} is at least 0.`)
    .max(max);

const eventSchema = z.strictObject({
  eventType: z.enum(TELEMETRY_EVENT_TYPES, `eventType must be one of ${TELEMETRY_EVENT_TYPES.join(', ')}.`),
  category: text('category', 64).optional(),
  action: text('action', 64).optional(),
  label: text('label', 256).optional(),
  duration: whole('duration', 86_400_000).optional(),
  workflowId: z.string().regex(RANDOM_ID, 'workflowId must be a random id.').optional(),
  itemId: z.string().regex(ITEM_ID, 'itemId must be an item id.').optional(),
  path: text('path', 512)
    .refine((value) => value.startsWith('/'), 'path must start with /.')
    .optional(),
  query: text('query', 256).optional(),
  resultCount: whole('resultCount', 1_000_000_000).optional(),
  format: z
    .string()
    .regex(/^[a-z0-9]{1,16}$/, 'format must be a short lowercase name.')
    .optional(),
  referrer: text('referrer', 1024).optional(),
  element: text('element', TELEMETRY_LIMITS.breadcrumbMax).optional(),
  response: z.enum(['Success', 'Failure'], 'response must be Success or Failure.').optional(),
});

const batchSchema = z.strictObject({
  siteId: z.string('siteId is required.').regex(ITEM_ID, 'siteId must be a site item id.'),
  visitorId: z.string('visitorId is required.').regex(RANDOM_ID, 'visitorId must be a random id.'),
  sessionId: z.string('sessionId is required.').regex(RANDOM_ID, 'sessionId must be a random id.'),
  // A page loaded before issue 44 may still send the earlier names: read as staff and other (ADR 0242).
  userType: z
    .enum(
      [...TELEMETRY_USER_TYPES, 'orgMember', 'otherOrg'],
      `userType must be one of ${TELEMETRY_USER_TYPES.join(', ')}.`,
    )
    .transform((type) => (type === 'orgMember' ? 'staff' : type === 'otherOrg' ? 'other' : type)),
  events: z
    .array(eventSchema, 'events must be a list.')
    .min(1, 'events must hold at least one event.')
    .max(TELEMETRY_LIMITS.batchMax, `A batch holds at most ${TELEMETRY_LIMITS.batchMax} events.`),
});

/**
 * A posted telemetry batch (core's `TelemetryBatch`): one visitor, one site, 1–10 events of known types with bounded
 * fields and no others. Anything else is a 400 in the hub error shape naming the first field at fault.
 *
 * @example
 * const batch = parseTelemetryBatch(await readJsonBody(c));
 */
export function parseTelemetryBatch(body: unknown): TelemetryBatch {
  return parseHubInput(batchSchema, body);
}
