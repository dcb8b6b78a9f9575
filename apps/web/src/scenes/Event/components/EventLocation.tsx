import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapView } from '../../../components/map/LazyMapView.tsx';
import { locationPickerBounds } from '../../../components/map/locationPickerBounds.ts';
import type { EventPlace } from '../eventView.ts';

/**
 * Where the event is: its name and, for a point, a small offline map of the streets around it with a pin on the spot
 * (loaded only when shown).
 */
export function EventLocation({ place, title }: { place: EventPlace; title: string }) {
  const { t } = useTranslation();
  const bounds = useMemo(() => (place.point ? locationPickerBounds(place.point, undefined) : undefined), [place.point]);
  return (
    <section aria-labelledby="event-where">
      <h2 id="event-where">{t('event.where')}</h2>
      {place.name ? <p dir="auto">{place.name}</p> : null}
      {place.point && bounds ? (
        <LazyMapView
          label={t('event.map', { place: place.name || title })}
          marker={place.point}
          bounds={bounds}
          height="16rem"
        />
      ) : null}
    </section>
  );
}
