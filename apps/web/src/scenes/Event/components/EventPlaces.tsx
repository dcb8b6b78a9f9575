import { useTranslation } from 'react-i18next';
import type { EventView } from '../eventView.ts';
import { numberFormat } from '../../../format/intlFormats.ts';

function Places({ label, places }: { label: string; places: { capacity: number | null; taken: number } }) {
  const { t, i18n } = useTranslation();
  const fmt = numberFormat(i18n.language);
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {places.capacity === null
          ? t('event.unlimited')
          : t('event.placesLeft', {
              left: fmt.format(Math.max(0, places.capacity - places.taken)),
              capacity: fmt.format(places.capacity),
            })}
      </dd>
    </>
  );
}

/** How people attend and the places left per attendance type. */
export function EventPlaces({ view }: { view: EventView }) {
  const { t } = useTranslation();
  return (
    <dl className="details-list">
      <dt>{t('event.attendance')}</dt>
      <dd>{t(`event.attendanceType.${view.attendance}`)}</dd>
      {view.inPerson ? <Places label={t('event.inPerson')} places={view.inPerson} /> : null}
      {view.online ? <Places label={t('event.online')} places={view.online} /> : null}
      <dt>{t('event.organiser')}</dt>
      <dd>{view.organiser}</dd>
    </dl>
  );
}
