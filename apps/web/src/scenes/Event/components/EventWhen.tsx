import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../eventView.ts';
import { formatEventRange, visitorTimeZone } from '../formatEventRange.ts';

/**
 * When the event is: in the event's time zone (what the organiser set, rendered on the server too) and, once the
 * page knows it, in the visitor's own zone when that differs.
 */
export function EventWhen({ view }: { view: EventView }) {
  const { t, i18n } = useTranslation();
  const [visitorZone, setVisitorZone] = useState<string | undefined>(undefined);
  useEffect(() => setVisitorZone(visitorTimeZone()), []);
  const zoneName = (zone: string) => zone.replaceAll('_', ' ');
  return (
    <section aria-labelledby="event-when">
      <h2 id="event-when">{t('event.when')}</h2>
      <p className="event-when__main">
        <time dateTime={view.start} suppressHydrationWarning>
          {formatEventRange(view, view.timeZone, i18n.language)}
        </time>
      </p>
      <p className="event-when__zone">{t('event.eventTimeZone', { zone: zoneName(view.timeZone) })}</p>
      {visitorZone && visitorZone !== view.timeZone && !view.allDay ? (
        <p className="event-when__visitor">
          {t('event.yourTime', { zone: zoneName(visitorZone) })}{' '}
          <time dateTime={view.start} suppressHydrationWarning>
            {formatEventRange(view, visitorZone, i18n.language)}
          </time>
        </p>
      ) : null}
    </section>
  );
}
