import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventList } from '../../scenes/EventSearch/EventList.tsx';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';
import type { CardSpec } from '../layoutModel.ts';
import type { CardResults } from '../loadCardData.ts';

/**
 * The events list card of site and page layouts (`event-list-card`, issue 14): the next upcoming events the visitor
 * may see, from the events service, with a link to all events in the catalog search.
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
  return (
    <section className="card card--events">
      <h2 className="card__title">{card.title || t('event.listCard')}</h2>
      {results?.failed ? (
        <p className="card__notice">{t('event.listFailed')}</p>
      ) : (
        <EventList events={results?.events ?? []} />
      )}
      <p className="card__more">
        <Link to={siteHref(basePath, '/search?collection=events')}>{t('event.allEvents')}</Link>
      </p>
    </section>
  );
}
