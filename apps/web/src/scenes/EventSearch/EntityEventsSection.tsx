import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/useAuth.ts';
import { EventList } from './EventList.tsx';
import type { EventListItem } from './loadEventList.ts';

/**
 * The "Upcoming events" section of a project or initiative page (issue 14); signed-in members also get a link to
 * create an event for it (the workspace decides whether they may).
 */
export function EntityEventsSection({ events, entityId }: { events: readonly EventListItem[]; entityId: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <section aria-labelledby="entity-events">
      <h2 id="entity-events">{t('event.upcoming')}</h2>
      <EventList events={events} />
      {auth.status === 'signedIn' ? (
        <p>
          <a href={`/workspace/events/new?entityId=${encodeURIComponent(entityId)}`}>{t('event.createFor')}</a>
        </p>
      ) : null}
    </section>
  );
}
