import type { HubEvent } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../format/intlFormats.ts';
import { formatEventRange } from '../../scenes/Event/formatEventRange.ts';

/**
 * An event's dashboard (spec 2 §2, issue 44): when it is, its status, and how many people registered in person and
 * online against the places there are (no limit when none is set), as the events service counts them.
 */
export function EventDashboardPane({ event }: { readonly event: HubEvent }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const status = event.isRemoved ? 'REMOVED' : event.isCanceled ? 'CANCELED' : 'PLANNED';
  const places = (capacity: number | null) =>
    capacity === null ? t('eventWorkspace.unlimited') : number.format(capacity);
  const inPerson = event.attendanceType !== 'online';
  const online = event.attendanceType !== 'inPerson';
  return (
    <section className="workspace-section" aria-labelledby="event-dashboard-heading">
      <h2 id="event-dashboard-heading">{t('eventWorkspace.pane.dashboard')}</h2>
      <dl className="overview-facts" data-testid="event-dashboard">
        <dt>{t('eventWorkspace.when')}</dt>
        <dd>
          {formatEventRange(
            { start: event.startDateTime.toISOString(), end: event.endDateTime.toISOString(), allDay: event.isAllDay },
            event.timeZone,
            i18n.language,
          )}
        </dd>
        <dt>{t('eventWorkspace.statusHeading')}</dt>
        <dd>{t(`eventWorkspace.eventStatus.${status}`)}</dd>
        <dt>{t('eventWorkspace.dashboard.registered')}</dt>
        <dd data-testid="event-registered">
          {number.format(event.inPersonRegistrationCount + event.onlineRegistrationCount)}
        </dd>
        {inPerson ? (
          <>
            <dt>{t('eventWorkspace.dashboard.inPerson')}</dt>
            <dd data-testid="event-registered-in-person">{number.format(event.inPersonRegistrationCount)}</dd>
            <dt>{t('eventWorkspace.inPersonCapacity')}</dt>
            <dd>{places(event.inPersonCapacity)}</dd>
          </>
        ) : null}
        {online ? (
          <>
            <dt>{t('eventWorkspace.dashboard.online')}</dt>
            <dd data-testid="event-registered-online">{number.format(event.onlineRegistrationCount)}</dd>
            <dt>{t('eventWorkspace.onlineCapacity')}</dt>
            <dd>{places(event.onlineCapacity)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
