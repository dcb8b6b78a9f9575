import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';
import { calendarMonth, eventDay, shiftMonth } from './calendarMonth.ts';
import type { EventListItem } from './loadEventList.ts';
import { dateTimeFormat } from '../../format/intlFormats.ts';

/** Monday first, as the weeks of {@link calendarMonth}; 2024-01-01 was a Monday. */
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

/**
 * A month calendar of events (the calendar view of the events card, issue 14): a table with the month as its caption,
 * each event a link on the day it starts in its own time zone, and buttons for the months before and after. It opens
 * on the month of the first event (or this month when there is none).
 */
export function EventCalendar({ events, headingId }: { events: readonly EventListItem[]; headingId: string }) {
  const { t, i18n } = useTranslation();
  const basePath = useSiteBasePath();
  const [shown, setShown] = useState(() => {
    const [year, month] = (events[0] ? eventDay(events[0]) : new Date().toISOString()).split('-').map(Number);
    return { year: year!, month: month! };
  });
  const grid = useMemo(() => calendarMonth(shown.year, shown.month, events), [shown, events]);
  const monthName = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(shown.year, shown.month - 1, 1)),
  );
  const weekday = (date: Date, width: 'short' | 'long') =>
    dateTimeFormat(i18n.language, { weekday: width, timeZone: 'UTC' }).format(date);
  return (
    <div className="event-calendar">
      <div className="event-calendar__nav">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setShown(shiftMonth(shown.year, shown.month, -1))}
        >
          <span aria-hidden="true">‹ </span>
          {t('event.previousMonth')}
        </button>
        <p className="event-calendar__month" id={`${headingId}-month`} aria-live="polite">
          {monthName}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setShown(shiftMonth(shown.year, shown.month, 1))}
        >
          {t('event.nextMonth')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <table className="event-calendar__grid" aria-labelledby={`${headingId}-month`}>
        <thead>
          <tr>
            {WEEK.map((date) => (
              <th key={date.getUTCDay()} scope="col" abbr={weekday(date, 'long')}>
                {weekday(date, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  className={`event-calendar__day${day.inMonth ? '' : ' is-outside'}${day.events.length ? ' has-events' : ''}`}
                >
                  <span className="event-calendar__date">{day.day}</span>
                  {day.events.length ? (
                    <ul>
                      {day.events.map((event) => (
                        <li key={event.id}>
                          <Link to={siteHref(basePath, event.href)} dir="auto">
                            {event.title}
                          </Link>
                          {event.canceled ? (
                            <>
                              {' '}
                              <span className="status-badge status-badge--canceled">{t('event.canceled')}</span>
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
