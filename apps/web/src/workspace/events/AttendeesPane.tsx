import { saveFile } from '../ui/saveFile.ts';
import {
  EventsRequestError,
  searchRegistrations,
  updateRegistration,
  type EventRegistration,
  type HubEvent,
} from '@plaza/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { attendeesCsv } from './attendeesCsv.ts';

const ROLES = ['OWNER', 'ORGANIZER', 'ATTENDEE'] as const;
const STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'BLOCKED'] as const;

/**
 * The attendees of an event for its organisers (the service shows them every registration): a name filter and a
 * status filter, role and status changes per attendee, and a CSV export of what is listed.
 */
export function AttendeesPane({ session, event }: { session: WorkspaceSession; event: HubEvent }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const [items, setItems] = useState<readonly EventRegistration[] | undefined>(undefined);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);
  const options = { hubUrl: window.location.origin, authentication: session.handle };

  const load = useCallback(async () => {
    const page = await searchRegistrations(
      {
        eventId: event.id,
        name: name || undefined,
        status: status || undefined,
        num: 100,
        sortBy: 'lastName',
        sortOrder: 'asc',
      },
      { hubUrl: window.location.origin, authentication: session.handle },
    );
    setItems(page.items);
    setTotal(page.total);
  }, [event.id, name, status, session.handle]);

  useEffect(() => {
    load().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [load]);

  async function change(
    registration: EventRegistration,
    changes: { role?: (typeof ROLES)[number]; status?: (typeof STATUSES)[number] },
  ) {
    setError(undefined);
    try {
      await updateRegistration(registration.id, changes, options);
      await load();
    } catch (e) {
      setError(e instanceof EventsRequestError ? (e.serverMessage ?? e.message) : String(e));
    }
  }

  function exportCsv() {
    saveFile(new Blob([attendeesCsv(items ?? [])], { type: 'text/csv;charset=utf-8' }), `${event.slug}-attendees.csv`);
  }

  return (
    <section className="workspace-section" aria-labelledby="attendees-heading">
      <h2 id="attendees-heading">{t('eventWorkspace.attendeesCount', { count: total })}</h2>
      <div className="event-form__row">
        <label className="event-form__field">
          <span>{t('eventWorkspace.filterName')}</span>
          <input type="search" value={name} onChange={(e) => setName(e.target.value)} data-testid="attendees-filter" />
        </label>
        <label className="event-form__field">
          <span>{t('eventWorkspace.filterStatus')}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('eventWorkspace.anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`eventWorkspace.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <p>
          <button type="button" className="button button--secondary" onClick={exportCsv} disabled={!items?.length}>
            {t('eventWorkspace.exportCsv')}
          </button>
        </p>
      </div>
      {error ? (
        <p role="alert" className="event-form__error">
          {error}
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <table className="event-attendees" data-testid="attendees-table">
          <thead>
            <tr>
              <th scope="col">{t('eventWorkspace.attendee')}</th>
              <th scope="col">{t('event.attendance')}</th>
              <th scope="col">{t('eventWorkspace.role')}</th>
              <th scope="col">{t('eventWorkspace.statusLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => {
              const who = [r.user.firstName, r.user.lastName].filter(Boolean).join(' ') || r.userId;
              return (
                <tr key={r.id}>
                  <th scope="row">
                    {who} <span className="event-attendees__username">({r.userId})</span>
                  </th>
                  <td>{t(r.type === 'VIRTUAL' ? 'event.online' : 'event.inPerson')}</td>
                  <td>
                    <select
                      aria-label={t('eventWorkspace.roleOf', { who })}
                      value={r.role}
                      onChange={(e) => void change(r, { role: e.target.value as (typeof ROLES)[number] })}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`eventWorkspace.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={t('eventWorkspace.statusOf', { who })}
                      value={r.status}
                      onChange={(e) => void change(r, { status: e.target.value as (typeof STATUSES)[number] })}
                    >
                      {STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`eventWorkspace.status.${s}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : items ? (
        <p>{t('eventWorkspace.noAttendees')}</p>
      ) : (
        <p aria-busy="true">{t('eventWorkspace.loading')}</p>
      )}
    </section>
  );
}
