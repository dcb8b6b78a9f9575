import { isValidTimeZone, zonedTimeToUtc } from '@plaza/core';
import { HubApiError } from '../../errors/hubApiError.ts';

export interface EventScheduleInput {
  readonly timeZone: string;
  readonly allDay: boolean;
  readonly startDate: string;
  readonly startTime: string | undefined;
  readonly endDate: string;
  readonly endTime: string | undefined;
}

export interface EventSchedule {
  readonly time_zone: string;
  readonly all_day: boolean;
  readonly start_date: string;
  readonly start_time: string;
  readonly end_date: string;
  readonly end_time: string;
  readonly start_at: number;
  readonly end_at: number;
}

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * The stored schedule of an event: all-day events run 00:00:00–23:59:59 (spec 2 §4), the UTC instants come from
 * the local date and time in the event's zone, and an event must end after it starts. Every refusal is a 400 that
 * says what to change.
 *
 * @example
 * eventSchedule({ timeZone: 'UTC', allDay: true, startDate: '2026-05-01', endDate: '2026-05-01', ... });
 */
export function eventSchedule(input: EventScheduleInput): EventSchedule {
  if (!isValidTimeZone(input.timeZone)) {
    throw new HubApiError(
      400,
      'Bad Request',
      `timeZone: "${input.timeZone}" is not a known time zone; use an IANA name such as America/Los_Angeles.`,
    );
  }
  const startTime = input.allDay ? '00:00:00' : withSeconds(input.startTime ?? '');
  const endTime = input.allDay ? '23:59:59' : withSeconds(input.endTime ?? '');
  if (!input.allDay && (!input.startTime || !input.endTime)) {
    throw new HubApiError(400, 'Bad Request', 'startTime and endTime are required unless the event lasts all day.');
  }
  let start: number;
  let end: number;
  try {
    start = zonedTimeToUtc(input.startDate, startTime, input.timeZone).getTime();
    end = zonedTimeToUtc(input.endDate, endTime, input.timeZone).getTime();
  } catch {
    throw new HubApiError(
      400,
      'Bad Request',
      'startDate/endDate must be real calendar dates (YYYY-MM-DD) and times HH:MM:SS.',
    );
  }
  if (end <= start) {
    throw new HubApiError(400, 'Bad Request', 'The event must end after it starts: move endDate/endTime later.');
  }
  return {
    time_zone: input.timeZone,
    all_day: input.allDay,
    start_date: input.startDate,
    start_time: startTime,
    end_date: input.endDate,
    end_time: endTime,
    start_at: start,
    end_at: end,
  };
}
