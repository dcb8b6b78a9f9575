import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailedRegion } from './detailedRegion.ts';
import { LazyMapView } from './LazyMapView.tsx';
import { areaBounds, coordinateText, locationPickerBounds, pointOfFields } from './locationPickerBounds.ts';

/**
 * A point on a map (an event's place, issue 14; a discussion post's, issue 16): a click puts the point there; "Use the
 * centre of the map" does the same from the keyboard after panning with the arrow keys; the latitude and longitude
 * fields beside it stay the exact way in. `label` names the map and `hint` says how to use it.
 */
export function LocationPicker({
  latitude,
  longitude,
  onChange,
  label,
  hint,
  testId,
  area,
}: {
  latitude: string;
  longitude: string;
  onChange: (latitude: string, longitude: string) => void;
  label: string;
  hint: string;
  testId: string;
  /** Where the map opens when there is no point yet: `[west, south, east, north]` (a survey's area, issue 21). */
  area?: readonly [number, number, number, number] | null;
}) {
  const { t } = useTranslation();
  const point = pointOfFields(latitude, longitude);
  // Opened once: a new point moves the marker, not the map.
  const [bounds] = useState(() =>
    point ? locationPickerBounds(point, undefined) : areaBounds(area, detailedRegion()),
  );
  const centre = useRef<[number, number] | undefined>(undefined);
  const place = ([lng, lat]: [number, number]) => onChange(coordinateText(lat), coordinateText(lng));
  return (
    <div className="event-location-picker" data-testid={testId}>
      <p className="event-location-picker__hint">{hint}</p>
      <LazyMapView
        label={label}
        bounds={bounds}
        marker={point}
        onPick={place}
        onAreaChange={([west, south, east, north]) => {
          centre.current = [(west + east) / 2, (south + north) / 2];
        }}
        height="16rem"
      />
      <div className="event-location-picker__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (centre.current) place(centre.current);
          }}
        >
          {t('map.useMapCentre')}
        </button>
        {point ? (
          <button type="button" className="button button--secondary" onClick={() => onChange('', '')}>
            {t('map.removePoint')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
