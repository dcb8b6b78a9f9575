import { deleteEvent, EventsRequestError, updateEvent, type HubEvent } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';

/**
 * The event's settings: cancel (attendees then see "Canceled"), plan again, remove, or delete, each shown only when
 * the events service's permission object allows it.
 */
export function EventStatusPane({ session, event }: { session: WorkspaceSession; event: HubEvent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const options = { hubUrl: window.location.origin, authentication: session.handle };

  async function run(action: () => Promise<unknown>, after: () => unknown) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      await after();
    } catch (e) {
      setError(e instanceof EventsRequestError ? (e.serverMessage ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  }

  const status = event.isRemoved ? 'REMOVED' : event.isCanceled ? 'CANCELED' : 'PLANNED';
  return (
    <section className="workspace-section" aria-labelledby="event-status-heading">
      <h2 id="event-status-heading">{t('eventWorkspace.statusHeading')}</h2>
      <p data-testid="event-status">{t(`eventWorkspace.eventStatus.${status}`)}</p>
      <div className="event-registration__actions">
        {status === 'PLANNED' && event.canChangeStatusCancelled ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            data-testid="event-cancel"
            onClick={() =>
              void run(
                () => updateEvent(event.id, { status: 'CANCELED' }, options),
                () => revalidator.revalidate(),
              )
            }
          >
            {t('eventWorkspace.cancelEvent')}
          </button>
        ) : null}
        {status !== 'PLANNED' && event.canEdit ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              void run(
                () => updateEvent(event.id, { status: 'PLANNED' }, options),
                () => revalidator.revalidate(),
              )
            }
          >
            {t('eventWorkspace.planAgain')}
          </button>
        ) : null}
        {status !== 'REMOVED' && event.canChangeStatusRemoved ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              void run(
                () => updateEvent(event.id, { status: 'REMOVED' }, options),
                () => revalidator.revalidate(),
              )
            }
          >
            {t('eventWorkspace.removeEvent')}
          </button>
        ) : null}
        {event.canDelete ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('eventWorkspace.deleteConfirm', { title: event.name }))) {
                void run(
                  () => deleteEvent(event.id, options),
                  () => navigate('/workspace'),
                );
              }
            }}
          >
            {t('eventWorkspace.deleteEvent')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="event-form__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
