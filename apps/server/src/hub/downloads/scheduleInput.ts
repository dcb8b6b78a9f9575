import { DOWNLOAD_CADENCES, isValidTimeZone, type DownloadSchedule } from '@plaza/core';
import { z } from 'zod';
import { HubApiError } from '../../errors/hubApiError.ts';
import { parseHubInput } from '../../http/parseHubInput.ts';

const whole = (name: string, min: number, max: number) =>
  z
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(min, `${name} is at least ${min}.`)
    .max(max, `${name} is at most ${max}.`);

const scheduleSchema = z
  .strictObject({
    itemId: z.string().max(64).optional(),
    mode: z.enum(['automatic', 'manual', 'scheduled'], 'mode must be automatic, manual or scheduled.').optional(),
    cadence: z.enum(DOWNLOAD_CADENCES, `cadence must be one of ${DOWNLOAD_CADENCES.join(', ')}.`).optional(),
    hour: whole('hour', 0, 23).optional(),
    day: whole('day', 0, 6).optional(),
    date: whole('date', 1, 31).optional(),
    month: whole('month', 0, 11).optional(),
    timezone: z
      .string()
      .max(64)
      .refine(isValidTimeZone, 'timezone must be an IANA time zone such as America/Los_Angeles.')
      .optional(),
  })
  .superRefine((body, ctx) => {
    const mode = body.mode ?? (body.cadence ? 'scheduled' : undefined);
    if (!mode) ctx.addIssue({ code: 'custom', message: 'A schedule needs a mode or a cadence.' });
    if (mode === 'scheduled' && !body.cadence) {
      ctx.addIssue({ code: 'custom', message: 'A scheduled download needs a cadence.' });
    }
    if (mode !== 'scheduled' && body.cadence) {
      ctx.addIssue({ code: 'custom', message: `A ${mode} schedule takes no cadence.` });
    }
  });

/**
 * A posted schedule (spec 2 §7: the schedule plus `itemId`; `mode` omitted means scheduled). The item id, when
 * given, must be the one in the path.
 *
 * @example
 * parseSchedule({ itemId, cadence: 'daily', hour: 2, timezone: 'UTC' }, itemId); // { mode: 'scheduled', ... }
 */
export function parseSchedule(body: unknown, itemId: string): DownloadSchedule {
  const input = parseHubInput(scheduleSchema, body);
  if (input.itemId !== undefined && input.itemId !== itemId) {
    throw new HubApiError(400, 'Bad Request', 'itemId must be the item of the path.');
  }
  const mode = input.mode ?? 'scheduled';
  if (mode !== 'scheduled') return { mode };
  return {
    mode,
    cadence: input.cadence!,
    hour: input.hour ?? 0,
    ...(input.cadence === 'weekly' ? { day: input.day ?? 0 } : {}),
    ...(input.cadence === 'monthly' || input.cadence === 'yearly' ? { date: input.date ?? 1 } : {}),
    ...(input.cadence === 'yearly' ? { month: input.month ?? 0 } : {}),
    timezone: input.timezone ?? 'UTC',
  };
}
