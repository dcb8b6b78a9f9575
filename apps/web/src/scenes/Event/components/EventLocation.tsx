import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapView } from '../../../components/map/LazyMapView.tsx';
import type { EventPlace } from '../eventView.ts';

const AROUND = 0.6;

/** Where the event is: its name and, for a point, a small offline map around it (loaded only when shown). */
export function EventLocation({ place, title }: { place: EventPlace; title: string }) {
  const { t } = useTranslation();
  const overlay = useMemo<FeatureCollection | undefined>(
    () =>
      place.point
        ? {
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                properties: { title },
                geometry: { type: 'Point', coordinates: [place.point[0], place.point[1]] },
              },
            ],
          }
        : undefined,
    [place.point, title],
  );
  return (
    <section aria-labelledby="event-where">
      <h2 id="event-where">{t('event.where')}</h2>
      {place.name ? <p dir="auto">{place.name}</p> : null}
      {place.point && overlay ? (
        <LazyMapView
          label={t('event.map', { place: place.name || title })}
          overlay={overlay}
          bounds={[
            [place.point[0] - AROUND, place.point[1] - AROUND],
            [place.point[0] + AROUND, place.point[1] + AROUND],
          ]}
          height="16rem"
        />
      ) : null}
    </section>
  );
}
