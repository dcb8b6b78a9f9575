import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';
import { calendarMonth, eventDay, shiftMonth, type CalendarDay } from './calendarMonth.ts';
import { calendarWeek, mondayOf, shiftWeek } from './calendarWeek.ts';
import type { EventListItem } from './loadEventList.ts';
import { dateTimeFormat } from '../../format/intlFormats.ts';

/** Monday first, as the weeks of {@link calendarMonth}; 2024-01-01 was a Monday. */
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

/** One day of the calendar: its date, and each event a link on it (a cancelled one says so). */
function DayCell({ day }: { readonly day: CalendarDay }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  return (
    <td className={`event-calendar__day${day.inMonth ? '' : ' is-outside'}${day.events.length ? ' has-events' : ''}`}>
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
  );
}

/**
 * A calendar of events (the calendar view of the events card, issues 14 and 43): a month or a week (buttons switch
 * between them), a table with the month or the week as its caption, each event a link on the day it starts in its
 * own time zone, and buttons for the month or week before and after. It opens on the month of the first event (or
 * this month when there is none); the week view opens on the week of the first event of the month shown (or its
 * first week).
 */
export function EventCalendar({ events, headingId }: { events: readonly EventListItem[]; headingId: string }) {
  const { t, i18n } = useTranslation();
  const [span, setSpan] = useState<'month' | 'week'>('month');
  const [shown, setShown] = useState(() => {
    const [year, month] = (events[0] ? eventDay(events[0]) : new Date().toISOString()).split('-').map(Number);
    return { year: year!, month: month! };
  });
  const [monday, setMonday] = useState(() =>
    mondayOf(events[0] ? eventDay(events[0]) : new Date().toISOString().slice(0, 10)),
  );
  const grid = useMemo(() => calendarMonth(shown.year, shown.month, events), [shown, events]);
  const week = useMemo(() => calendarWeek(monday, events), [monday, events]);
  const monthName = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(shown.year, shown.month - 1, 1)),
  );
  const weekName = t('event.weekOf', {
    date: dateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${monday}T00:00:00Z`),
    ),
  });
  const weekday = (date: Date, width: 'short' | 'long') =>
    dateTimeFormat(i18n.language, { weekday: width, timeZone: 'UTC' }).format(date);
  const showWeek = () => {
    const prefix = `${shown.year}-${String(shown.month).padStart(2, '0')}`;
    const first = grid.weeks.flat().find((day) => day.inMonth && day.events.length > 0);
    setMonday(mondayOf(first?.date ?? `${prefix}-01`));
    setSpan('week');
  };
  const showMonth = () => {
    // The month shown before, while the week is still in it; else the month of the week's Thursday (ISO 8601).
    const prefix = `${shown.year}-${String(shown.month).padStart(2, '0')}`;
    if (!week.some((day) => day.date.startsWith(prefix))) {
      const [year, month] = week[3]!.date.split('-').map(Number);
      setShown({ year: year!, month: month! });
    }
    setSpan('month');
  };
  const step = (by: 1 | -1) =>
    span === 'month' ? setShown(shiftMonth(shown.year, shown.month, by)) : setMonday(shiftWeek(monday, by));
  return (
    <div className="event-calendar">
      <div className="view-switch event-calendar__span" role="group" aria-label={t('event.span.label')}>
        <button type="button" className="view-switch__option" aria-pressed={span === 'month'} onClick={showMonth}>
          {t('event.span.month')}
        </button>
        <button type="button" className="view-switch__option" aria-pressed={span === 'week'} onClick={showWeek}>
          {t('event.span.week')}
        </button>
      </div>
      <div className="event-calendar__nav">
        <button type="button" className="button button--secondary" onClick={() => step(-1)}>
          <span aria-hidden="true">‹ </span>
          {span === 'month' ? t('event.previousMonth') : t('event.previousWeek')}
        </button>
        <p className="event-calendar__month" id={`${headingId}-month`} aria-live="polite">
          {span === 'month' ? monthName : weekName}
        </p>
        <button type="button" className="button button--secondary" onClick={() => step(1)}>
          {span === 'month' ? t('event.nextMonth') : t('event.nextWeek')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <table
        className={`event-calendar__grid${span === 'week' ? ' event-calendar__grid--week' : ''}`}
        aria-labelledby={`${headingId}-month`}
      >
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
          {(span === 'month' ? grid.weeks : [week]).map((days) => (
            <tr key={days[0]!.date}>
              {days.map((day) => (
                <DayCell key={day.date} day={day} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
