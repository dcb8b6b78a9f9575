import { DOWNLOAD_CADENCES, type DownloadCadence, type DownloadSchedule } from '@plaza/core';

/** The schedule form: a mode, and for a scheduled one its cadence and time. */
export interface ScheduleDraft {
  readonly mode: DownloadSchedule['mode'];
  readonly cadence: DownloadCadence;
  readonly hour: number;
  readonly day: number;
  readonly date: number;
  readonly month: number;
  readonly timezone: string;
}

/**
 * The form of a stored schedule (none: automatic), filling what it does not say with nightly at 2 in `timezone`.
 *
 * @example
 * scheduleDraftOf(undefined, 'Europe/Lisbon').mode; // "automatic"
 */
export function scheduleDraftOf(schedule: DownloadSchedule | undefined, timezone: string): ScheduleDraft {
  return {
    mode: schedule?.mode ?? 'automatic',
    cadence: schedule?.cadence && DOWNLOAD_CADENCES.includes(schedule.cadence) ? schedule.cadence : 'daily',
    hour: schedule?.hour ?? 2,
    day: schedule?.day ?? 1,
    date: schedule?.date ?? 1,
    month: schedule?.month ?? 0,
    timezone: schedule?.timezone ?? timezone,
  };
}

/**
 * The schedule a form stands for: only the fields its cadence uses.
 *
 * @example
 * scheduleOfDraft({ ...draft, mode: 'scheduled', cadence: 'weekly' }); // { mode, cadence, hour, day, timezone }
 */
export function scheduleOfDraft(draft: ScheduleDraft): DownloadSchedule {
  if (draft.mode !== 'scheduled') return { mode: draft.mode };
  return {
    mode: 'scheduled',
    cadence: draft.cadence,
    hour: draft.hour,
    ...(draft.cadence === 'weekly' ? { day: draft.day } : {}),
    ...(draft.cadence === 'monthly' || draft.cadence === 'yearly' ? { date: draft.date } : {}),
    ...(draft.cadence === 'yearly' ? { month: draft.month } : {}),
    timezone: draft.timezone,
  };
}
