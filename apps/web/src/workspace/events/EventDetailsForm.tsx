import { createEvent, EventsRequestError, eventToService, updateEvent, type HubEvent } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { CollaboratorGroups } from './CollaboratorGroups.tsx';
import { LocationPicker } from '../../components/map/LocationPicker.tsx';
import { draftOfForm, eventFormOf, eventFormProblems, newEventForm, type EventForm } from './eventDraft.ts';

const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/**
 * The event's details: title, summary, description, dates and time zone, location (place name and a point, picked
 * on a map or typed), attendance and capacity, online link, registration and access. Creates the event (then opens it) or saves the
 * changes; the form's own checks first, then the service's sentence for anything it refuses.
 */
export function EventDetailsForm({
  session,
  event,
  entityId,
}: {
  session: WorkspaceSession;
  event: HubEvent | undefined;
  entityId: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<EventForm>(() =>
    event
      ? eventFormOf(event)
      : newEventForm({ now: Date.now(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, entityId }),
  );
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'saved'; text: string } | undefined>(undefined);
  const problems = eventFormProblems(form);
  const problem = (key: (typeof problems)[number]) =>
    shown && problems.includes(key) ? t(`eventWorkspace.problems.${key}`) : '';
  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const canChangeAccess = event ? event.canChangeAccess : true;

  async function save() {
    setShown(true);
    setMessage(undefined);
    if (problems.length > 0) return;
    setBusy(true);
    const options = { hubUrl: window.location.origin, authentication: session.handle };
    try {
      const payload = eventToService(draftOfForm(form));
      if (event) {
        await updateEvent(event.id, payload, options);
        setMessage({ kind: 'saved', text: t('eventWorkspace.saved') });
      } else {
        const { status: _status, ...created } = payload;
        const record = await createEvent(created, options);
        await navigate(`/workspace/events/${record.id}`);
      }
    } catch (error) {
      const text = error instanceof EventsRequestError ? (error.serverMessage ?? error.message) : String(error);
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const field = (
    key: 'name' | 'summary' | 'placeName' | 'latitude' | 'longitude' | 'onlineUrl',
    label: string,
    error = '',
  ) => (
    <div className="event-form__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={String(form[key] ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${key}-error` : undefined}
        onChange={(e) => set(key, e.target.value)}
        data-testid={`event-${key}`}
      />
      {error ? (
        <span id={`${id}-${key}-error`} className="event-form__error">
          {error}
        </span>
      ) : null}
    </div>
  );

  return (
    <form
      className="event-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <legend>{t('eventWorkspace.about')}</legend>
        {field('name', t('eventWorkspace.title'), problem('name'))}
        {field('summary', t('eventWorkspace.summary'))}
        <label className="event-form__field">
          <span>{t('eventWorkspace.description')}</span>
          <textarea rows={4} value={form.description} onChange={(e) => set('description', e.target.value)} />
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('eventWorkspace.when')}</legend>
        <label className="event-form__check">
          <input type="checkbox" checked={form.isAllDay} onChange={(e) => set('isAllDay', e.target.checked)} />
          {t('eventWorkspace.allDay')}
        </label>
        <div className="event-form__row">
          <label className="event-form__field">
            <span>{t('eventWorkspace.startDate')}</span>
            <input
              type="date"
              value={form.startDate}
              onChange={(e) => set('startDate', e.target.value)}
              data-testid="event-startDate"
            />
          </label>
          {form.isAllDay ? null : (
            <label className="event-form__field">
              <span>{t('eventWorkspace.startTime')}</span>
              <input
                type="time"
                value={form.startTime}
                onChange={(e) => set('startTime', e.target.value)}
                data-testid="event-startTime"
              />
            </label>
          )}
          <label className="event-form__field">
            <span>{t('eventWorkspace.endDate')}</span>
            <input
              type="date"
              value={form.endDate}
              onChange={(e) => set('endDate', e.target.value)}
              data-testid="event-endDate"
            />
          </label>
          {form.isAllDay ? null : (
            <label className="event-form__field">
              <span>{t('eventWorkspace.endTime')}</span>
              <input
                type="time"
                value={form.endTime}
                onChange={(e) => set('endTime', e.target.value)}
                data-testid="event-endTime"
              />
            </label>
          )}
        </div>
        {problem('dates') ? <p className="event-form__error">{problem('dates')}</p> : null}
        <label className="event-form__field">
          <span>{t('eventWorkspace.timeZone')}</span>
          <select value={form.timeZone} onChange={(e) => set('timeZone', e.target.value)} data-testid="event-timeZone">
            {(ZONES.includes(form.timeZone) ? ZONES : [form.timeZone, ...ZONES]).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('eventWorkspace.where')}</legend>
        {field('placeName', t('eventWorkspace.placeName'))}
        <div className="event-form__row">
          {field('latitude', t('eventWorkspace.latitude'), problem('coordinates'))}
          {field('longitude', t('eventWorkspace.longitude'))}
        </div>
        <LocationPicker
          label={t('eventWorkspace.mapLabel')}
          hint={t('eventWorkspace.mapHint')}
          testId="event-location-picker"
          latitude={form.latitude}
          longitude={form.longitude}
          onChange={(latitude, longitude) => setForm((f) => ({ ...f, latitude, longitude }))}
        />
      </fieldset>
      <fieldset>
        <legend>{t('eventWorkspace.attendance')}</legend>
        <label className="event-form__field">
          <span>{t('eventWorkspace.attendanceType')}</span>
          <select
            value={form.attendanceType}
            onChange={(e) => set('attendanceType', e.target.value as EventForm['attendanceType'])}
            data-testid="event-attendance"
          >
            <option value="inPerson">{t('event.attendanceType.inPerson')}</option>
            <option value="online">{t('event.attendanceType.online')}</option>
            <option value="both">{t('event.attendanceType.both')}</option>
          </select>
        </label>
        {form.attendanceType !== 'online' ? (
          <CapacityField
            label={t('eventWorkspace.inPersonCapacity')}
            value={form.inPersonCapacityType === 'fixed' ? form.inPersonCapacity : null}
            onChange={(value) =>
              setForm((f) => ({
                ...f,
                inPersonCapacity: value,
                inPersonCapacityType: value === null ? 'unlimited' : 'fixed',
              }))
            }
            testId="event-inPersonCapacity"
          />
        ) : null}
        {form.attendanceType !== 'inPerson' ? (
          <>
            {field('onlineUrl', t('eventWorkspace.onlineUrl'), problem('onlineUrl'))}
            <CapacityField
              label={t('eventWorkspace.onlineCapacity')}
              value={form.onlineCapacityType === 'fixed' ? form.onlineCapacity : null}
              onChange={(value) =>
                setForm((f) => ({
                  ...f,
                  onlineCapacity: value,
                  onlineCapacityType: value === null ? 'unlimited' : 'fixed',
                }))
              }
              testId="event-onlineCapacity"
            />
          </>
        ) : null}
        {problem('capacity') ? <p className="event-form__error">{problem('capacity')}</p> : null}
        <label className="event-form__check">
          <input
            type="checkbox"
            checked={form.allowRegistration}
            onChange={(e) => set('allowRegistration', e.target.checked)}
          />
          {t('eventWorkspace.allowRegistration')}
        </label>
      </fieldset>
      <CollaboratorGroups
        groups={session.context.currentUser?.groups ?? []}
        readGroupIds={form.readGroupIds}
        editGroupIds={form.editGroupIds}
        onChange={(next) => setForm((f) => ({ ...f, ...next }))}
      />
      <fieldset disabled={!canChangeAccess}>
        <legend>{t('eventWorkspace.access')}</legend>
        {(['private', 'org', 'public'] as const).map((access) => (
          <label key={access} className="event-form__check">
            <input
              type="radio"
              name={`${id}-access`}
              value={access}
              checked={form.access === access}
              onChange={() => set('access', access)}
              data-testid={`event-access-${access}`}
            />
            {t(`eventWorkspace.accessLevel.${access}`)}
          </label>
        ))}
      </fieldset>
      <p>
        <button type="submit" className="button" disabled={busy} data-testid="event-save">
          {event ? t('eventWorkspace.save') : t('eventWorkspace.create')}
        </button>
      </p>
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'event-form__error' : undefined}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

function CapacityField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="event-form__field">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        placeholder={t('eventWorkspace.unlimited')}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        data-testid={testId}
      />
    </label>
  );
}
