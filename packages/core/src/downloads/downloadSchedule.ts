import { HubApiRequestError } from '../errors/HubApiRequestError.ts';
import { isValidTimeZone, zonedTimeToUtc } from '../events/zonedTimeToUtc.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import { DOWNLOAD_API_PATH, DownloadError } from './downloadClient.ts';

/**
 * How often a schedule refreshes an item's exports (spec 2 §3 Download schedule).
 *
 * @example
 * DOWNLOAD_CADENCES.includes('weekly'); // true
 */
export const DOWNLOAD_CADENCES = Object.freeze(['daily', 'weekly', 'monthly', 'yearly'] as const);
/** A cadence of {@link DOWNLOAD_CADENCES}. */
export type DownloadCadence = (typeof DOWNLOAD_CADENCES)[number];

/**
 * An item's download schedule (spec 2 §3; hub.js `IHubSchedule`): `automatic` (exports follow the data), `manual`
 * (rebuilt only when asked), or `scheduled` at a cadence — at `hour` (0–23) in `timezone` (IANA), on `day` (0–6,
 * Sunday first) for weekly, `date` (1–31, the month's last day when shorter) for monthly and yearly, `month` (0–11)
 * for yearly.
 */
export interface DownloadSchedule {
  readonly mode: 'automatic' | 'manual' | 'scheduled';
  readonly cadence?: DownloadCadence;
  readonly hour?: number;
  readonly day?: number;
  readonly date?: number;
  readonly month?: number;
  readonly timezone?: string;
}

/** The wall-clock date of an instant in a time zone. */
function localDate(instant: Date, timeZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [get('year'), get('month'), get('day')];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * When a scheduled export runs next, strictly after `after`; undefined for automatic and manual schedules. Daylight
 * saving is honoured (the hour is the zone's wall-clock hour).
 *
 * @example
 * nextScheduledRun({ mode: 'scheduled', cadence: 'daily', hour: 2, timezone: 'America/Los_Angeles' }, new Date('2026-06-10T12:00:00Z'));
 * // 2026-06-11T09:00:00.000Z
 */
export function nextScheduledRun(schedule: DownloadSchedule, after: Date): Date | undefined {
  if (schedule.mode !== 'scheduled' || !schedule.cadence) return undefined;
  const timeZone = schedule.timezone && isValidTimeZone(schedule.timezone) ? schedule.timezone : 'UTC';
  const hour = Math.min(23, Math.max(0, Math.trunc(schedule.hour ?? 0)));
  const [year, month, day] = localDate(after, timeZone);
  for (let i = 0; i <= 400; i += 1) {
    const date = new Date(Date.UTC(year, month - 1, day + i));
    const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    const wantedDate = Math.min(daysInMonth, Math.max(1, schedule.date ?? 1));
    const matches =
      schedule.cadence === 'daily' ||
      (schedule.cadence === 'weekly' && date.getUTCDay() === (schedule.day ?? 0)) ||
      (schedule.cadence === 'monthly' && date.getUTCDate() === wantedDate) ||
      (schedule.cadence === 'yearly' &&
        date.getUTCMonth() === (schedule.month ?? 0) &&
        date.getUTCDate() === wantedDate);
    if (!matches) continue;
    const ymd = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    const run = zonedTimeToUtc(ymd, `${pad(hour)}:00`, timeZone);
    if (run.getTime() > after.getTime()) return run;
  }
  return undefined;
}

const schedulePath = (itemId: string) => `${DOWNLOAD_API_PATH}/items/${encodeURIComponent(itemId)}/schedule`;

/** The token as a query parameter (spec 3 §7: the schedule is read "with a token query"). */
async function tokenQuery(options: HubApiCallOptions): Promise<Record<string, string>> {
  const { authentication } = options;
  if (!authentication) return {};
  const token =
    typeof authentication === 'string' ? authentication : await authentication.getToken(authentication.portal);
  return token ? { token } : {};
}

function refusal(error: unknown): unknown {
  return error instanceof HubApiRequestError
    ? new DownloadError(error.detail ?? error.message, { status: error.status, cause: error })
    : error;
}

/**
 * An item's stored download schedule (`GET …/items/{id}/schedule?token=`), or undefined when it has none (a 404 or
 * an empty answer).
 *
 * @example
 * const schedule = await fetchDownloadSchedule(item.id, { hubUrl, authentication });
 */
export async function fetchDownloadSchedule(
  itemId: string,
  options: HubApiCallOptions,
): Promise<DownloadSchedule | undefined> {
  try {
    const json = (await hubApiRequest(schedulePath(itemId), { query: await tokenQuery(options) }, options)) as
      DownloadSchedule | undefined;
    return json && typeof json === 'object' && 'mode' in json ? json : undefined;
  } catch (error) {
    if (error instanceof HubApiRequestError && error.status === 404) return undefined;
    throw refusal(error);
  }
}

/** What syncing a schedule did, in the service's words: 200 when in place, 404 when there was none to change. */
export interface ScheduleSyncResult {
  readonly status: 200 | 404;
  readonly message: string;
}

const same = (a: DownloadSchedule, b: DownloadSchedule) =>
  (['mode', 'cadence', 'hour', 'day', 'date', 'month', 'timezone'] as const).every((key) => a[key] === b[key]);

/**
 * Brings the stored schedule in line with an edited one (spec 2 §4 "Download schedule sync"): an automatic schedule
 * where none is stored does nothing (404, "Download schedule not found for item {id}"); equal schedules need nothing;
 * automatic deletes the stored one; anything else is posted, with `itemId` and without `mode` unless it is manual.
 *
 * @example
 * await syncDownloadSchedule(item.id, { mode: 'scheduled', cadence: 'daily', hour: 2, timezone: 'UTC' }, options);
 */
export async function syncDownloadSchedule(
  itemId: string,
  incoming: DownloadSchedule,
  options: HubApiCallOptions,
): Promise<ScheduleSyncResult> {
  const stored = await fetchDownloadSchedule(itemId, options);
  if (!stored && incoming.mode === 'automatic') {
    return { status: 404, message: `Download schedule not found for item ${itemId}` };
  }
  if (stored && same(stored, incoming)) return { status: 200, message: 'The download schedule is up to date.' };
  try {
    if (incoming.mode === 'automatic') {
      await hubApiRequest(schedulePath(itemId), { method: 'DELETE', query: await tokenQuery(options) }, options);
      return { status: 200, message: 'The download schedule was removed: exports follow the data.' };
    }
    const { mode, ...rest } = incoming;
    const body = { itemId, ...(mode === 'manual' ? { mode } : {}), ...rest };
    await hubApiRequest(schedulePath(itemId), { method: 'POST', body, query: await tokenQuery(options) }, options);
    return { status: 200, message: 'The download schedule was saved.' };
  } catch (error) {
    throw refusal(error);
  }
}
