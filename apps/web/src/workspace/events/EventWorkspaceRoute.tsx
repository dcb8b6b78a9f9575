import { useTranslation } from 'react-i18next';
import { NavLink, useLoaderData } from 'react-router';
import { explainDenial } from '../permissions/explainDenial.ts';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { AttendeesPane } from './AttendeesPane.tsx';
import { EventCollaboratorsPane } from './EventCollaboratorsPane.tsx';
import { EventDashboardPane } from './EventDashboardPane.tsx';
import { EventDetailsForm } from './EventDetailsForm.tsx';
import { EventStatusPane } from './EventStatusPane.tsx';
import { eventWorkspaceLoader, type EventWorkspaceData } from './eventWorkspaceLoader.ts';
import './eventWorkspace.css';

export const loader = eventWorkspaceLoader;

/**
 * `/workspace/events/{id}[/{pane}]` and `/workspace/events/new` (issue 14; dashboard and collaborators, issue 44), gated
 * by the `hub:event:*` permissions: only the panes the engine allows are offered.
 */
export function Component() {
  const { t } = useTranslation();
  const { session, event, pane, panes, decision, entityId } = useLoaderData<EventWorkspaceData>();
  const title = event ? event.name : t('eventWorkspace.newTitle');
  if (!decision.allowed) {
    return (
      <div className="workspace-page">
        <h1>{title}</h1>
        <p role="alert" data-testid="event-denied">
          {t('eventWorkspace.denied')} {explainDenial(t, decision.denial)}
        </p>
      </div>
    );
  }
  return (
    <div className="workspace-page event-workspace">
      <header className="workspace-page__header">
        <h1 data-testid="event-workspace-title" dir="auto">
          {title}
        </h1>
        {event ? (
          <p>
            <a href={`/events/${event.slug}`}>{t('eventWorkspace.viewOnSite')}</a>
          </p>
        ) : null}
      </header>
      {event ? (
        <nav aria-label={t('eventWorkspace.panes')} className="event-workspace__panes">
          {panes.map((name) => (
            <NavLink key={name} to={`/workspace/events/${event.id}/${name}`} end>
              {t(`eventWorkspace.pane.${name}`)}
            </NavLink>
          ))}
        </nav>
      ) : null}
      {pane === 'details' || !event ? (
        <EventDetailsForm
          key={event?.updatedDate.getTime() ?? 'new'}
          session={session}
          event={event}
          entityId={entityId}
        />
      ) : pane === 'dashboard' ? (
        <EventDashboardPane event={event} />
      ) : pane === 'collaborators' ? (
        <EventCollaboratorsPane key={event.id} session={session} event={event} />
      ) : pane === 'attendees' ? (
        <AttendeesPane session={session} event={event} />
      ) : (
        <EventStatusPane session={session} event={event} />
      )}
    </div>
  );
}

export const ErrorBoundary = WorkspaceScreenError;
