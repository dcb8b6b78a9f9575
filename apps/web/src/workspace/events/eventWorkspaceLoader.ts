import { eventFromService, EventsRequestError, getEvent, type HubEvent } from '@plaza/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { decide, type Decision } from '../permissions/decide.ts';

/** The event workspace's panes, in the table's order (spec 2 §2). */
export const EVENT_PANES = ['dashboard', 'details', 'collaborators', 'attendees', 'settings'] as const;
export type EventPane = (typeof EVENT_PANES)[number];

export interface EventWorkspaceData {
  readonly session: WorkspaceSession;
  /** Undefined while creating (`/workspace/events/new`). */
  readonly event: HubEvent | undefined;
  readonly pane: EventPane;
  /** `hub:event:create` for a new event, `hub:event:edit` for an existing one (the engine, with the event's permission object). */
  readonly decision: Decision;
  /** The panes the engine lets the member open (`hub:event:workspace:{pane}`): only these are offered. */
  readonly panes: readonly EventPane[];
  /** The project, initiative or site a new event is for (`?entityId=`). */
  readonly entityId: string | undefined;
}

/**
 * `/workspace/events/{id}[/{pane}]` and `/workspace/events/new`: the session, the event read with the member's token
 * (404 when they cannot see it), and the decision of the engine on the `hub:event:*` permissions (the events
 * service's permission object is the entity's `canEdit`/`canDelete`/`canChangeAccess`).
 */
export async function eventWorkspaceLoader({ request, params }: LoaderFunctionArgs): Promise<EventWorkspaceData> {
  const handle = requireSession(request);
  const url = new URL(request.url);
  const session = await loadWorkspaceSession(handle, url.search);
  const pane = (EVENT_PANES as readonly string[]).includes(params.pane ?? '') ? (params.pane as EventPane) : 'details';
  const entityId = url.searchParams.get('entityId') ?? undefined;
  if (params.id === 'new') {
    return {
      session,
      event: undefined,
      pane: 'details',
      decision: decide('hub:event:create', session.answer, session.context),
      panes: [],
      entityId,
    };
  }
  const record = await getEvent(params.id ?? '', { hubUrl: url.origin, authentication: handle }).catch(
    (error: unknown) => {
      if (error instanceof EventsRequestError && error.status === 404) throw data('', { status: 404 });
      throw error;
    },
  );
  const event = eventFromService(record, Date.now());
  const entity = {
    id: event.id,
    owner: event.owner,
    orgId: event.orgId,
    canEdit: event.canEdit,
    canDelete: event.canDelete,
    canChangeAccess: event.canChangeAccess,
  };
  const allowed = (name: EventPane) => decide(`hub:event:workspace:${name}`, session.answer, session.context, entity);
  return {
    session,
    event,
    pane,
    decision: allowed(pane),
    panes: EVENT_PANES.filter((name) => allowed(name).allowed),
    entityId,
  };
}
