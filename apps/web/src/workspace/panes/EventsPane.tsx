import { eventFromService, searchEvents } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventRange } from '../../scenes/Event/formatEventRange.ts';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';

/** At most this many events are listed; the events catalog of the site finds the rest. */
const EVENTS_SHOWN = 50;

/**
 * Events (issue 14): the entity's events as the member may see them (planned and canceled, past ones too), newest
 * first, each opening its event workspace; "New event" for this entity when the engine allows `hub:event:create`.
 */
export function EventsPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t, i18n } = useTranslation();
  const can = useEntityDecision(data);
  const { target, session } = data;
  const [events] = useAsync(
    () =>
      searchEvents(
        {
          entityIds: [target.entity.id],
          status: ['PLANNED', 'CANCELED'],
          sortBy: 'startDateTime',
          sortOrder: 'desc',
          num: EVENTS_SHOWN,
        },
        { hubUrl: new URL(session.options.portal).origin, authentication: session.handle },
      ).then((page) => ({
        total: page.total,
        events: page.items.map((record) => eventFromService(record, Date.now())),
      })),
    `${target.entity.id}:${target.entity.modified}`,
  );
  const create = can('hub:event:create');
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.events')}</h2>
      {create.allowed ? (
        <calcite-button
          iconStart="plus"
          href={`/workspace/events/new?entityId=${encodeURIComponent(target.entity.id)}`}
          data-testid="create-event"
        >
          {t('workspace.events.create')}
        </calcite-button>
      ) : null}
      {events.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice
        title={t('workspace.events.failed')}
        message={events.status === 'failed' ? events.message : undefined}
      />
      {events.status === 'done' && events.value.events.length === 0 ? <p>{t('workspace.events.none')}</p> : null}
      {events.status === 'done' && events.value.events.length > 0 ? (
        <>
          <p className="workspace-muted">{t('workspace.events.count', { count: events.value.total })}</p>
          <ul className="workspace-cards" data-testid="entity-events">
            {events.value.events.map((event) => (
              <li key={event.id} className="workspace-card">
                <Link to={`/workspace/events/${event.id}/details`}>{event.name}</Link>
                <span className="workspace-card__meta">
                  {formatEventRange(
                    {
                      start: event.startDateTime.toISOString(),
                      end: event.endDateTime.toISOString(),
                      allDay: event.isAllDay,
                    },
                    event.timeZone,
                    i18n.language,
                  )}
                  {event.isCanceled
                    ? ` · ${t('event.canceled')}`
                    : event.isPast
                      ? ` · ${t('workspace.events.past')}`
                      : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
