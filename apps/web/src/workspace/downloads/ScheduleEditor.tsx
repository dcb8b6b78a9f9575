import {
  DOWNLOAD_CADENCES,
  fetchDownloadSchedule,
  nextScheduledRun,
  syncDownloadSchedule,
  type HubApiCallOptions,
} from '@plaza/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleDraftOf, scheduleOfDraft, type ScheduleDraft } from './scheduleDraft.ts';
import { dateTimeFormat } from '../../format/intlFormats.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DATES = Array.from({ length: 31 }, (_, i) => i + 1);

/** The visitor's time zone, and the zones the runtime knows (the visitor's first). */
function timeZones(): { readonly own: string; readonly all: readonly string[] } {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return { own, all: [own, ...known.filter((zone) => zone !== own)] };
}

/**
 * When an item's exports are rebuilt (issue 17, ADR 0125): as the data changes (automatic), only on request
 * (manual), or on a schedule — daily, weekly, monthly or yearly at an hour in a time zone. Saved with core's
 * `syncDownloadSchedule` (the spec's rules); the next refresh is shown. The service decides who may change it and
 * its refusal is shown as it says.
 */
export function ScheduleEditor({ itemId, options }: { itemId: string; options: HubApiCallOptions }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const zones = timeZones();
  const [stored, setStored] = useState<ScheduleDraft | undefined>(undefined);
  const [draft, setDraft] = useState<ScheduleDraft | undefined>(undefined);
  const [state, setState] = useState<{ saving: boolean; message?: string; failed?: boolean }>({ saving: false });

  useEffect(() => {
    let cancelled = false;
    fetchDownloadSchedule(itemId, options).then(
      (schedule) => {
        if (cancelled) return;
        const read = scheduleDraftOf(schedule, zones.own);
        setStored(read);
        setDraft(read);
      },
      (error: unknown) => {
        if (!cancelled) setState({ saving: false, failed: true, message: String((error as Error).message) });
      },
    );
    return () => {
      cancelled = true;
    };
    // Read once per item: the options and the zone list do not change what is stored.
  }, [itemId]);

  if (!draft) {
    return state.failed ? <p role="alert">{state.message}</p> : null;
  }
  const set = (patch: Partial<ScheduleDraft>) => setDraft({ ...draft, ...patch });
  const dirty = JSON.stringify(scheduleOfDraft(draft)) !== JSON.stringify(stored && scheduleOfDraft(stored));
  const next = nextScheduledRun(scheduleOfDraft(draft), new Date());
  const weekday = (day: number) =>
    dateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day)));
  const monthName = (month: number) =>
    dateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 1)));
  const save = () => {
    setState({ saving: true });
    syncDownloadSchedule(itemId, scheduleOfDraft(draft), options).then(
      () => {
        setStored(draft);
        setState({ saving: false, message: t('schedule.saved') });
      },
      (error: unknown) => setState({ saving: false, failed: true, message: (error as Error).message }),
    );
  };

  return (
    <form
      className="schedule-editor"
      aria-labelledby={`${id}-title`}
      data-testid="schedule-editor"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h4 id={`${id}-title`}>{t('schedule.title')}</h4>
      <fieldset>
        <legend>{t('schedule.when')}</legend>
        {(['automatic', 'manual', 'scheduled'] as const).map((mode) => (
          <label key={mode} className="schedule-editor__mode">
            <input type="radio" name={`${id}-mode`} checked={draft.mode === mode} onChange={() => set({ mode })} />{' '}
            {t(`schedule.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      {draft.mode === 'scheduled' ? (
        <div className="schedule-editor__time">
          <label>
            {t('schedule.cadence')}
            <select
              value={draft.cadence}
              onChange={(e) => set({ cadence: e.target.value as ScheduleDraft['cadence'] })}
            >
              {DOWNLOAD_CADENCES.map((cadence) => (
                <option key={cadence} value={cadence}>
                  {t(`schedule.cadences.${cadence}`)}
                </option>
              ))}
            </select>
          </label>
          {draft.cadence === 'weekly' ? (
            <label>
              {t('schedule.day')}
              <select value={draft.day} onChange={(e) => set({ day: Number(e.target.value) })}>
                {[0, 1, 2, 3, 4, 5, 6].map((day) => (
                  <option key={day} value={day}>
                    {weekday(day)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {draft.cadence === 'yearly' ? (
            <label>
              {t('schedule.month')}
              <select value={draft.month} onChange={(e) => set({ month: Number(e.target.value) })}>
                {Array.from({ length: 12 }, (_, month) => (
                  <option key={month} value={month}>
                    {monthName(month)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {draft.cadence === 'monthly' || draft.cadence === 'yearly' ? (
            <label>
              {t('schedule.date')}
              <select value={draft.date} onChange={(e) => set({ date: Number(e.target.value) })}>
                {DATES.map((date) => (
                  <option key={date} value={date}>
                    {date}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label>
            {t('schedule.hour')}
            <select value={draft.hour} onChange={(e) => set({ hour: Number(e.target.value) })}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('schedule.timezone')}
            <select value={draft.timezone} onChange={(e) => set({ timezone: e.target.value })}>
              {(zones.all.includes(draft.timezone) ? zones.all : [draft.timezone, ...zones.all]).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <p className="dataset-download__meta" data-testid="schedule-next">
        {next
          ? t('schedule.next', {
              when: dateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'long' }).format(next),
            })
          : t(`schedule.hints.${draft.mode}`)}
      </p>
      <button type="submit" className="button button--secondary" disabled={!dirty || state.saving}>
        {t('schedule.save')}
      </button>{' '}
      <span role="status" aria-live="polite">
        {state.failed ? '' : (state.message ?? '')}
      </span>
      {state.failed ? <p role="alert">{state.message}</p> : null}
    </form>
  );
}
