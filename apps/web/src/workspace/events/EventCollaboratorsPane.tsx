import { EventsRequestError, updateEvent, type HubEvent } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { CollaboratorGroups } from './CollaboratorGroups.tsx';

/**
 * An event's collaborators (spec 2 §2 event panes, §3 readGroups / editGroups; issue 44): which of the member's groups
 * see the event and which manage it, saved on their own with the events service (which enforces who may change it).
 */
export function EventCollaboratorsPane({
  session,
  event,
}: {
  readonly session: WorkspaceSession;
  readonly event: HubEvent;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The person's draft; none means the groups as stored. A save's revalidation brings the stored groups back (the pane
  // is keyed by the event's id, not its version, so its own save does not remount it and its "Saved." stays).
  const [draft, setDraft] = useState<{ readGroupIds: string[]; editGroupIds: string[] } | undefined>(undefined);
  const groups = draft ?? { readGroupIds: [...event.readGroupIds], editGroupIds: [...event.editGroupIds] };
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'saved'; text: string } | undefined>(undefined);
  // Groups the event is shared with that the member is not in stay as they are, and are named by id.
  const mine = session.context.currentUser?.groups ?? [];
  const known = new Set(mine.map((group) => group.id));
  const others = [...new Set([...event.readGroupIds, ...event.editGroupIds])]
    .filter((id) => !known.has(id))
    .map((id) => ({ id, title: id }));

  async function save() {
    setBusy(true);
    setMessage(undefined);
    try {
      await updateEvent(
        event.id,
        { readGroups: groups.readGroupIds, editGroups: groups.editGroupIds },
        { hubUrl: window.location.origin, authentication: session.handle },
      );
      setMessage({ kind: 'saved', text: t('eventWorkspace.saved') });
      await revalidator.revalidate();
      setDraft(undefined);
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof EventsRequestError ? (error.serverMessage ?? error.message) : String(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="workspace-section" aria-labelledby="event-collaborators-heading">
      <h2 id="event-collaborators-heading">{t('eventWorkspace.pane.collaborators')}</h2>
      <form
        className="event-form"
        aria-labelledby="event-collaborators-heading"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <CollaboratorGroups
          groups={[...mine, ...others]}
          readGroupIds={groups.readGroupIds}
          editGroupIds={groups.editGroupIds}
          onChange={setDraft}
        />
        <p>
          <button
            type="submit"
            className="button"
            disabled={busy || !event.canEdit}
            data-testid="event-collaborators-save"
          >
            {t('eventWorkspace.save')}
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
    </section>
  );
}
