import { useId, useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { WeekStart } from '@rotaledger/domain';
import { isInRange, isWeekend, startOfWeek, isoDateOf } from '../dates';

export type PlannerView = 'weekly' | 'daily';

interface CalendarProps {
  value: Dayjs;
  view: PlannerView;
  range: { min: Dayjs; max: Dayjs };
  /** yyyy-mm-dd dates that have shifts: they get a dot. */
  populated: ReadonlySet<string>;
  onSelect: (date: Dayjs) => void;
  /** The user's week_start: the grid's first column. */
  weekStartsOn?: WeekStart;
}

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const SUNDAY_FIRST = ['Su', ...WEEKDAYS.slice(0, 6)];
const MONTHS = Array.from({ length: 12 }, (_, m) => dayjs().month(m).format('MMMM'));

/** Month grid from the user's first weekday (Monday unless week_start says Sunday), with month and year selectors, dots on populated days. */
export function Calendar({ value, view, range, populated, onSelect, weekStartsOn = 'monday' }: CalendarProps) {
  const ids = { month: useId(), year: useId() };
  const [month, setMonth] = useState(() => value.startOf('month'));
  const today = dayjs().startOf('day');
  const selectedWeek = isoDateOf(startOfWeek(value, weekStartsOn));

  const weeks = useMemo(() => {
    const first = startOfWeek(month, weekStartsOn);
    return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => first.add(w * 7 + d, 'day')));
  }, [month, weekStartsOn]);

  const minMonth = range.min.startOf('month');
  const maxMonth = range.max.startOf('month');
  const years: number[] = [];
  for (let y = range.min.year(); y <= range.max.year(); y++) years.push(y);
  const goTo = (next: Dayjs) => {
    const m = next.startOf('month');
    setMonth(m.isBefore(minMonth) ? minMonth : m.isAfter(maxMonth) ? maxMonth : m);
  };
  const monthInRange = (year: number, m: number) => {
    const candidate = dayjs(new Date(year, m, 1));
    return !candidate.isBefore(minMonth) && !candidate.isAfter(maxMonth);
  };

  return (
    <div className={`calendar calendar-${view}`}>
      <div className="calendar-header">
        <button
          type="button"
          className="icon-button calendar-nav"
          aria-label="Previous month"
          disabled={!month.isAfter(minMonth)}
          onClick={() => goTo(month.subtract(1, 'month'))}
        >
          ‹
        </button>
        <label className="visually-hidden" htmlFor={ids.month}>
          Month
        </label>
        <select
          id={ids.month}
          className="calendar-select"
          value={month.month()}
          onChange={(e) => goTo(month.month(Number(e.target.value)))}
        >
          {MONTHS.map((name, m) => (
            <option key={name} value={m} disabled={!monthInRange(month.year(), m)}>
              {name}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={ids.year}>
          Year
        </label>
        <select id={ids.year} className="calendar-select" value={month.year()} onChange={(e) => goTo(month.year(Number(e.target.value)))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="icon-button calendar-nav"
          aria-label="Next month"
          disabled={!month.isBefore(maxMonth)}
          onClick={() => goTo(month.add(1, 'month'))}
        >
          ›
        </button>
      </div>
      <table className="calendar-grid">
        <thead>
          <tr>
            {(weekStartsOn === 'sunday' ? SUNDAY_FIRST : WEEKDAYS).map((d) => (
              <th key={d} scope="col" className={d === 'Sa' || d === 'Su' ? 'is-weekend' : undefined}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => {
            const weekSelected = view === 'weekly' && isoDateOf(week[0]) === selectedWeek;
            return (
              <tr key={week[0].valueOf()} className={weekSelected ? 'is-selected-week' : undefined}>
                {week.map((d) => {
                  const iso = isoDateOf(d);
                  const selected = view === 'daily' ? d.isSame(value, 'day') : weekSelected;
                  const classes = [
                    'calendar-day',
                    d.month() !== month.month() ? 'is-other-month' : '',
                    isWeekend(d) ? 'is-weekend' : '',
                    d.isSame(today, 'day') ? 'is-today' : '',
                    selected ? 'is-selected' : '',
                    populated.has(iso) ? 'has-shifts' : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={iso}>
                      <button
                        type="button"
                        className={classes}
                        disabled={!isInRange(d, range)}
                        aria-pressed={selected}
                        aria-label={`${d.format('dddd D MMMM YYYY')}${populated.has(iso) ? ', has shifts' : ''}`}
                        onClick={() => onSelect(d)}
                      >
                        <span className="calendar-day-number">{d.date()}</span>
                        {populated.has(iso) && <span className="calendar-dot" aria-hidden="true" />}
                      </button>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="calendar-footer">
        <button type="button" className="button-link" onClick={() => onSelect(today)}>
          {view === 'weekly' ? 'This Week' : 'Today'}
        </button>
        <span className="calendar-legend muted">
          <span className="calendar-dot" aria-hidden="true" /> has shifts
        </span>
      </div>
    </div>
  );
}
