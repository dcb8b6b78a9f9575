import { useMemo } from 'react';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import { extentsToFeatures } from '../../components/map/extentsToFeatures.ts';
import type { CardSpec } from '../layoutModel.ts';
import type { CardResults } from '../cardResults.ts';

type MapSpec = Extract<CardSpec, { kind: 'map' }>;

/** A map card: the offline basemap (MapLibre, loaded lazily) with the extents of the card's items drawn on it. */
export function MapCard({ card, results }: { card: MapSpec; results: CardResults | undefined }) {
  const overlay = useMemo(() => extentsToFeatures(results?.results ?? []), [results]);
  return (
    <div className="card card--map">
      {card.title ? <h2 className="card__title">{card.title}</h2> : null}
      <LazyMapView
        label={card.caption || card.title}
        overlay={overlay}
        {...(card.bounds ? { bounds: card.bounds } : {})}
        height="18rem"
      />
      {card.caption ? <p className="card__caption">{card.caption}</p> : null}
    </div>
  );
}
