import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { EventLocation } from './components/EventLocation.tsx';
import { EventPlaces } from './components/EventPlaces.tsx';
import { EventRegistration } from './components/EventRegistration.tsx';
import { EventStatusBanner } from './components/EventStatusBanner.tsx';
import { EventWhen } from './components/EventWhen.tsx';
import type { EventData } from './eventLoader.ts';

/** The loader, in a chunk of its own (ADR 0085). */
export const loader = (args: LoaderFunctionArgs): Promise<EventData> =>
  import('./eventLoader.ts').then((m) => m.eventLoader(args));

/** `/events/{slug}`: an event's public page (issue 14). */
export function Component() {
  const { view } = useLoaderData<EventData>();
  const { t } = useTranslation();
  return (
    <article className="content-page event-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge family-badge--event">{t('family.event')}</span>
          {view.status === 'canceled' ? (
            <span className="status-badge status-badge--canceled">{t('event.canceled')}</span>
          ) : null}
        </p>
        <h1 className="content-header__title" dir="auto">
          {view.title}
        </h1>
        {view.summary ? (
          <p className="lead" dir="auto">
            {view.summary}
          </p>
        ) : null}
        <EventStatusBanner view={view} />
      </header>
      <div className="content-body">
        <div className="content-main">
          <EventWhen view={view} />
          <section aria-labelledby="event-about">
            <h2 id="event-about">{t('event.about')}</h2>
            {view.descriptionHtml ? (
              <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
            ) : (
              <p>{t('event.noDescription')}</p>
            )}
          </section>
          {view.place ? <EventLocation place={view.place} title={view.title} /> : null}
        </div>
        <aside className="content-aside" aria-label={t('event.details')}>
          <EventRegistration view={view} />
          <EventPlaces view={view} />
        </aside>
      </div>
    </article>
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as EventData).view.title,
  description: ({ data }) => (data as EventData).view.summary,
};
