import { useTranslation } from 'react-i18next';
import type { EventView } from '../eventView.ts';

/** "Canceled" and "This event has ended" banners, announced with the page. */
export function EventStatusBanner({ view }: { view: EventView }) {
  const { t } = useTranslation();
  if (view.status === 'canceled') {
    return (
      <p className="event-banner event-banner--canceled" role="status">
        <strong>{t('event.canceled')}</strong> {t('event.canceledHint')}
      </p>
    );
  }
  if (view.isPast) {
    return (
      <p className="event-banner event-banner--past" role="status">
        {t('event.past')}
      </p>
    );
  }
  return null;
}
