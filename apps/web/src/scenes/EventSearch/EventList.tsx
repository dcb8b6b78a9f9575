import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteBasePath } from '../../site/useSite.ts';
import { siteHref } from '../../site/siteHref.ts';
import { formatEventRange } from '../Event/formatEventRange.ts';
import type { EventListItem } from './loadEventList.ts';

/**
 * A list of events: title (a link to its page), when (in the event's time zone), how to attend, and "Canceled".
 * Used by the events section of project, initiative and site pages and by the events list card.
 */
export function EventList({ events, headingLevel = 3 }: { events: readonly EventListItem[]; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const basePath = useSiteBasePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (events.length === 0) return <p>{t('event.noUpcoming')}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id} className="event-list__item">
          <Heading className="event-list__title">
            <Link to={siteHref(basePath, event.href)} dir="auto">
              {event.title}
            </Link>
          </Heading>
          <p className="event-list__meta">
            <time dateTime={event.start} suppressHydrationWarning>
              {formatEventRange(event, event.timeZone, i18n.language)}
            </time>
            {' · '}
            {t(`event.attendanceType.${event.attendance}`)}
            {event.canceled ? (
              <>
                {' · '}
                <span className="status-badge status-badge--canceled">{t('event.canceled')}</span>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
