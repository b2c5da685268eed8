import { useRef, useState, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';
import { readableDate, serviceById } from '@rotaledger/domain';
import { DayTimeline } from './DayTimeline';
import type { SharedRotaWeek, SharedWeekDay } from './types';
import { updatedText } from './viewerHooks';
import { initialDayIndex, todayIso, weekRangeText, weekRows, type WeekEntry, type WeekRow } from './week';

interface WeekRotaProps {
  week: SharedRotaWeek;
  narrow: boolean;
  touch: boolean;
}

/** A week link: people × days on a wide screen; on a phone, a tab per day with that day's timeline. */
export function WeekRota({ week, narrow, touch }: WeekRotaProps) {
  const updated = updatedText(week.lastUpdated);
  const today = todayIso();
  return (
    <section className="page rota-viewer rota-week">
      <header className="rota-viewer-header">
        <p className="rota-viewer-eyebrow">Shared rota · week</p>
        <h1>{week.workplace}</h1>
        <h2 className="rota-viewer-date">Week of {weekRangeText(week.days[0].date, week.days[week.days.length - 1].date)}</h2>
        {updated && <p className="muted rota-viewer-updated">Last updated {updated}</p>}
      </header>
      {narrow ? <WeekTabs days={week.days} today={today} touch={touch} /> : <WeekGrid days={week.days} today={today} />}
    </section>
  );
}

function WeekGrid({ days, today }: { days: readonly SharedWeekDay[]; today: string }) {
  const { people, open } = weekRows(days);
  return (
    <div className="card rota-week-card">
      <div className="rota-week-scroll">
        <table className="rota-week-table" data-testid="week-grid">
          <caption className="visually-hidden">Who works when, Monday to Sunday</caption>
          <thead>
            <tr>
              <th scope="col" className="rota-week-corner">
                <span className="visually-hidden">Name</span>
              </th>
              {days.map((day) => {
                const date = dayjs(day.date);
                const isToday = day.date === today;
                return (
                  <th
                    key={day.date}
                    scope="col"
                    className={`rota-week-day${isToday ? ' is-today' : ''}`}
                    aria-current={isToday ? 'date' : undefined}
                    data-testid="week-day-head"
                  >
                    <span className="rota-week-day-name">{date.format('ddd')}</span>
                    <span className="rota-week-day-date">{date.format('D MMM')}</span>
                    {isToday && <span className="rota-week-today">Today</span>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {people.map((row) => (
              <WeekGridRow key={row.name} row={row} label={row.name} days={days} today={today} />
            ))}
            {open && <WeekGridRow row={open} label="Open shifts" days={days} today={today} open />}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function WeekGridRow({
  row,
  label,
  days,
  today,
  open = false,
}: {
  row: WeekRow;
  label: string;
  days: readonly SharedWeekDay[];
  today: string;
  open?: boolean;
}) {
  return (
    <tr className={open ? 'rota-week-open' : undefined} data-testid="week-row">
      <th scope="row" className="rota-week-person">
        {label}
        {open && <span className="rota-week-person-note">Nobody on them yet</span>}
      </th>
      {row.days.map((entries, i) => (
        <td key={days[i].date} className={days[i].date === today ? 'is-today' : undefined}>
          {entries.map((entry, j) => (
            <WeekEntryChip key={j} entry={entry} />
          ))}
        </td>
      ))}
    </tr>
  );
}

function WeekEntryChip({ entry }: { entry: WeekEntry }) {
  const service = serviceById(entry.serviceType);
  return (
    <div className="rota-week-entry" data-testid="week-entry">
      <span className="rota-week-service">
        <span aria-hidden="true">{service.service_icon}</span> {service.service_name}
      </span>
      <span className="rota-week-times">{entry.times}</span>
    </div>
  );
}

const ARROW_STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

function WeekTabs({ days, today, touch }: { days: readonly SharedWeekDay[]; today: string; touch: boolean }) {
  const [selected, setSelected] = useState(() => initialDayIndex(days, today));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const day = days[selected];

  function choose(index: number) {
    setSelected(index);
    tabs.current[index]?.focus();
  }

  // The tabs pattern: arrows move along (wrapping), Home and End jump to the ends.
  function onKeyDown(event: KeyboardEvent) {
    const last = days.length - 1;
    let next: number | null = null;
    if (event.key in ARROW_STEPS) next = (selected + ARROW_STEPS[event.key] + days.length) % days.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div className="rota-week-tabs">
      <div className="rota-week-tablist" role="tablist" aria-label="Days of the week" onKeyDown={onKeyDown}>
        {days.map((d, i) => {
          const date = dayjs(d.date);
          const isToday = d.date === today;
          return (
            <button
              key={d.date}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`rota-day-tab-${i}`}
              aria-selected={i === selected}
              aria-controls="rota-day-panel"
              // The name starts with the tab's visible text ('Fri 11'), then the rest of the date.
              aria-label={`${date.format('ddd')} ${readableDate(d.date).replace(/^\S+ /, '')}${isToday ? ', today' : ''}`}
              tabIndex={i === selected ? 0 : -1}
              className={`rota-week-tab${isToday ? ' is-today' : ''}${d.shifts.length === 0 ? ' is-empty' : ''}`}
              onClick={() => choose(i)}
            >
              <span className="rota-week-tab-name">{date.format('ddd')}</span>{' '}
              <span className="rota-week-tab-date">{date.format('D')}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="rota-day-panel" aria-labelledby={`rota-day-tab-${selected}`} className="rota-week-panel">
        <h3 className="rota-week-panel-date">{readableDate(day.date)}</h3>
        {day.shifts.length > 0 ? (
          // A fresh timeline per day: zoom and the shown assignment belong to the day.
          <DayTimeline key={day.date} shifts={day.shifts} narrow touch={touch} />
        ) : (
          <p className="card rota-week-nothing muted">Nothing planned on {dayjs(day.date).format('dddd')}.</p>
        )}
      </div>
    </div>
  );
}
