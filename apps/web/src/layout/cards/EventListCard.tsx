import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventCalendar } from '../../scenes/EventSearch/EventCalendar.tsx';
import { EventList } from '../../scenes/EventSearch/EventList.tsx';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';
import type { CardSpec, EventCardView } from '../layoutModel.ts';
import type { CardResults } from '../cardResults.ts';

/**
 * The events card of site and page layouts (`event-list-card`, issue 14): the upcoming events the visitor may see,
 * from the events service, as a list or a month calendar (the views its settings allow, switched by buttons), with
 * a link to all events in the catalog search.
 */
export function EventListCard({
  card,
  results,
}: {
  card: Extract<CardSpec, { kind: 'events' }>;
  results: CardResults | undefined;
}) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  const headingId = useId();
  const [view, setView] = useState<EventCardView>(card.defaultView);
  const events = results?.events ?? [];
  return (
    <section className="card card--events" aria-labelledby={headingId}>
      <h2 className="card__title" id={headingId}>
        {card.title || t('event.listCard')}
      </h2>
      {card.views.length > 1 ? (
        <div className="view-switch" role="group" aria-label={t('event.viewLabel')}>
          {card.views.map((option) => (
            <button
              key={option}
              type="button"
              className="view-switch__option"
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`event.view.${option}`)}
            </button>
          ))}
        </div>
      ) : null}
      {results?.failed ? (
        <p className="card__notice">{t('event.listFailed')}</p>
      ) : view === 'calendar' ? (
        <EventCalendar events={events} headingId={headingId} />
      ) : (
        <EventList events={events.slice(0, card.limit)} />
      )}
      <p className="card__more">
        <Link to={siteHref(basePath, '/search?collection=events')}>{t('event.allEvents')}</Link>
      </p>
    </section>
  );
}
