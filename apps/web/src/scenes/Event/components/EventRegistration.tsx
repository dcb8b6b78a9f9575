import { isOnlineLinkShown } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signInPath } from '../../../auth/signInPath.ts';
import type { EventView } from '../eventView.ts';
import { useEventRegistration } from '../useEventRegistration.ts';

/**
 * Register or cancel: closed for canceled and past events and when the organiser turned registration off; a sign-in
 * link for visitors; for attendees their registration, a cancel button and, close to the start, the online link.
 */
export function EventRegistration({ view }: { view: EventView }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { state, error, busy, register, cancel } = useEventRegistration(view.id);
  const closedReason =
    view.status === 'canceled'
      ? t('event.closedCanceled')
      : view.isPast
        ? t('event.closedPast')
        : !view.allowRegistration
          ? t('event.closedOff')
          : undefined;

  let body;
  if (state.kind === 'ready' && state.registration) {
    const registration = state.registration;
    const event = state.event;
    const linkShown = event ? isOnlineLinkShown(event, { registered: true, now: Date.now() }) : false;
    body = (
      <>
        <p className="event-registration__status">
          {t(registration.type === 'VIRTUAL' ? 'event.registeredOnline' : 'event.registeredInPerson')}
        </p>
        {registration.type === 'VIRTUAL' && event?.onlineUrl ? (
          linkShown ? (
            <p>
              <a className="button" href={event.onlineUrl} rel="noopener noreferrer" target="_blank">
                {t('event.joinOnline')}
              </a>
            </p>
          ) : (
            <p>{t('event.linkLater')}</p>
          )
        ) : null}
        {view.status === 'planned' && !view.isPast ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void cancel()}>
            {t('event.cancelRegistration')}
          </button>
        ) : null}
      </>
    );
  } else if (closedReason) {
    body = <p>{closedReason}</p>;
  } else if (state.kind === 'ready') {
    body = (
      <div className="event-registration__actions">
        {view.inPerson ? (
          <button type="button" className="button" disabled={busy} onClick={() => void register('IN_PERSON')}>
            {t(view.online ? 'event.registerInPerson' : 'event.register')}
          </button>
        ) : null}
        {view.online ? (
          <button
            type="button"
            className={view.inPerson ? 'button button--secondary' : 'button'}
            disabled={busy}
            onClick={() => void register('VIRTUAL')}
          >
            {t(view.inPerson ? 'event.registerOnline' : 'event.register')}
          </button>
        ) : null}
      </div>
    );
  } else if (state.kind === 'loading') {
    body = <p aria-busy="true">{t('event.checking')}</p>;
  } else {
    body = (
      <p>
        <a className="button" href={signInPath(`${location.pathname}${location.search}`)}>
          {t('event.signInToRegister')}
        </a>
      </p>
    );
  }

  return (
    <section aria-labelledby="event-registration" className="event-registration">
      <h2 id="event-registration">{t('event.registration')}</h2>
      {body}
      {error ? (
        <p role="alert" className="event-registration__error">
          {error}
        </p>
      ) : null}
      <p>
        <a href={`data:text/calendar;charset=utf-8,${encodeURIComponent(view.ics)}`} download={`${view.slug}.ics`}>
          {t('event.addToCalendar')}
        </a>
      </p>
    </section>
  );
}
